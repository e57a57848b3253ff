import { parseHtml } from './parseHtml.ts';
import { parseMarkdown } from './parseMarkdown.ts';
import { parsePlain } from './parsePlain.ts';
import type { ParsedDocument, ProseBlock, TextFormat } from './types.ts';
import { underHeadings } from './underHeadings.ts';

/**
 * Reads `text` as plain text, Markdown or HTML into blocks of prose, each with an offset map back to
 * UTF-16 offsets of `text`. Code, URLs, e-mail addresses and @mentions are masked: never prose.
 */
export function parseDocument(text: string, format: TextFormat = 'plain'): ParsedDocument {
  const read =
    format === 'markdown' ? parseMarkdown(text) : format === 'html' ? parseHtml(text) : parsePlain(text);
  return { source: text, format, blocks: withHeadings(read) };
}

/** The blocks, each with the heading it sits under (see `underHeadings`). */
function withHeadings(blocks: ProseBlock[]): ProseBlock[] {
  if (!blocks.some((block) => block.kind === 'heading')) return blocks;
  const headings = underHeadings(blocks);
  return blocks.map((block, index) => {
    const heading = headings[index];
    return heading === undefined ? block : { ...block, heading };
  });
}
