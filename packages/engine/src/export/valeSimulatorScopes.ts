import type { TextFormat } from '../document/types.ts';

/**
 * The texts a rule's scope gives it, as Vale cuts a file (internal/lint/ast.go of vale-cli/vale), read
 * simply. Markdown: a heading (`# …`, its marker dropped) is linted alone with scope `heading`; a list item
 * alone with scope `list`; a paragraph is prose, which Vale cuts further into `paragraph` and `sentence`
 * scopes. The `summary` is the paragraphs and list items, without the headings. Every other scope (`text`,
 * none) sees each block on its own. Plain text is prose throughout and has no headings or lists. Inline
 * markup is not stripped; sentences end at end punctuation before white space, paragraphs at blank lines.
 */

type BlockScope = 'heading' | 'list' | 'paragraph';

interface MarkupBlock {
  readonly scope: BlockScope;
  readonly text: string;
}

const HEADING = /^#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/;

/** The blocks of a Markdown text: headings, list items and paragraphs, split at blank lines. */
function markdownBlocks(text: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  for (const chunk of text.split(/\n[ \t]*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    const heading = lines.length === 1 ? HEADING.exec(lines[0] ?? '') : null;
    if (heading) blocks.push({ scope: 'heading', text: heading[1] ?? '' });
    else if (lines.length > 0 && lines.every((line) => LIST_ITEM.test(line))) {
      for (const line of lines) blocks.push({ scope: 'list', text: line.replace(LIST_ITEM, '') });
    } else if (lines.length > 0) blocks.push({ scope: 'paragraph', text: lines.join('\n') });
  }
  return blocks;
}

const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/);
const paragraphs = (text: string): string[] => text.split(/\n\s*\n/);

/** The texts a rule of this scope is run on, each on its own. */
export function scopedTexts(scope: string | undefined, text: string, format: TextFormat = 'plain'): string[] {
  const name = scope?.split('.')[0];
  if (format !== 'markdown') {
    if (name === 'heading' || name === 'list') return [];
    // Vale cuts prose into paragraphs first, then each paragraph into sentences.
    if (name === 'sentence') return paragraphs(text).flatMap(sentences);
    return name === 'paragraph' ? paragraphs(text) : [text];
  }
  const blocks = markdownBlocks(text);
  const of = (kinds: readonly BlockScope[]): string[] =>
    blocks.filter((block) => kinds.includes(block.scope)).map((block) => block.text);
  switch (name) {
    case 'heading':
    case 'list':
    case 'paragraph':
      return of([name]);
    case 'sentence':
      return of(['paragraph']).flatMap(sentences);
    case 'summary':
      return [of(['paragraph', 'list']).join('\n\n')];
    default:
      return blocks.map((block) => block.text);
  }
}
