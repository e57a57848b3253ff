// The engine's CSV reader, loaded only when a user picks a file. It comes through its own entry point
// (@wtt/engine/glossary-csv): the package's main entry would pull the whole engine and its language
// libraries into the app's shared vendor chunk.
import type { ParsedCsv } from './csvPreview.ts';

export async function parseCsvFile(file: Blob): Promise<ParsedCsv> {
  const [{ parseGlossaryCsv }, text] = await Promise.all([import('@wtt/engine/glossary-csv'), file.text()]);
  return parseGlossaryCsv(text);
}
