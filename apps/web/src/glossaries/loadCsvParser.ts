// The engine's CSV reader, loaded only when a user picks a file: the glossary page itself stays small.
import type { ParsedCsv } from './csvPreview.ts';

export async function parseCsvFile(file: Blob): Promise<ParsedCsv> {
  const [{ parseGlossaryCsv }, text] = await Promise.all([import('@wtt/engine'), file.text()]);
  return parseGlossaryCsv(text);
}
