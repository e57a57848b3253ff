// Uploaded sample texts (.txt and .md files) become entries of the builder's list. A file that is not
// text, is empty, or is longer than one sample may be is reported by name and not added.
import { BUILDER_LIMITS } from '@wtt/contract';
import { sampleTextError } from './builderForm.ts';

export const SAMPLE_FILE_ACCEPT = '.txt,.md,.markdown,text/plain,text/markdown';

const TEXT_FILE_NAME = /\.(txt|md|markdown)$/i;

/** UTF-8 uses at most 4 bytes per UTF-16 code unit: a larger file cannot fit, so it is not even read. */
const MAX_FILE_BYTES = BUILDER_LIMITS.textLength * 4;

export type ReadSample = { fileName: string; text: string } | { fileName: string; error: string };

export interface ReadableFile {
  name: string;
  size: number;
  text(): Promise<string>;
}

export async function readSampleFile(file: ReadableFile): Promise<ReadSample> {
  const fileName = file.name;
  if (!TEXT_FILE_NAME.test(fileName)) {
    return { fileName, error: `${fileName}: only .txt and .md files can be used as samples.` };
  }
  if (file.size > MAX_FILE_BYTES) {
    return { fileName, error: `${fileName}: the file is too large for one sample text.` };
  }
  const text = await file.text();
  if (text.trim() === '') return { fileName, error: `${fileName}: the file is empty.` };
  const problem = sampleTextError(text);
  return problem === null ? { fileName, text } : { fileName, error: `${fileName}: ${problem}` };
}

export function readSampleFiles(files: readonly ReadableFile[]): Promise<ReadSample[]> {
  return Promise.all(files.map(readSampleFile));
}
