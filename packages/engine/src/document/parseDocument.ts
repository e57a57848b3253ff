import { parseHtml } from './parseHtml.ts';
import { parseMarkdown } from './parseMarkdown.ts';
import { parsePlain } from './parsePlain.ts';
import type { ParsedDocument, TextFormat } from './types.ts';

/**
 * Reads `text` as plain text, Markdown or HTML into blocks of prose, each with an offset map back to
 * UTF-16 offsets of `text`. Code, URLs, e-mail addresses and @mentions are masked: never prose.
 */
export function parseDocument(text: string, format: TextFormat = 'plain'): ParsedDocument {
  const blocks =
    format === 'markdown' ? parseMarkdown(text) : format === 'html' ? parseHtml(text) : parsePlain(text);
  return { source: text, format, blocks };
}
