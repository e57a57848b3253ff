// The format of an opened file, from its extension: the checker reads Markdown and HTML as documents
// (headings, lists, code) and plain text as paragraphs.
import { MAX_CHECKED_TEXT_LENGTH } from '@wtt/contract';
import type { CheckedTextFormat } from '../api/checking.ts';

export const FORMAT_LABELS: Readonly<Record<CheckedTextFormat, string>> = {
  plain: 'Plain text',
  markdown: 'Markdown',
  html: 'HTML',
};

const EXTENSIONS: Readonly<Record<string, CheckedTextFormat>> = {
  txt: 'plain',
  text: 'plain',
  md: 'markdown',
  markdown: 'markdown',
  html: 'html',
  htm: 'html',
};

/** For the file picker's accept attribute. */
export const ACCEPTED_FILES = Object.keys(EXTENSIONS)
  .map((extension) => `.${extension}`)
  .join(',');

/** The format for a file name, or null when the tools do not read such files. */
export function formatFromFileName(name: string): CheckedTextFormat | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null;
}

/**
 * A file too big to hold a checkable text even in the most compact encoding (one byte per character)
 * is refused before it is read, so a mistaken pick of a huge file does not freeze the page.
 */
export const MAX_FILE_BYTES = MAX_CHECKED_TEXT_LENGTH * 4;
