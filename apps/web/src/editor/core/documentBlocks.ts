// The editor's document as the engine's blocks. Each textblock (paragraph, heading, code block) is one
// block; its text is the concatenation of its inline content, one UTF-16 unit per ProseMirror position
// (a text node's positions count UTF-16 units, as JS strings do; an inline leaf such as a hard break is
// one position and one unit). So a finding at offsets [from, to) of a block's text lies at ProseMirror
// positions [start + from, start + to), exactly, whatever characters the text holds.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { BlockInput } from './checkerProtocol.ts';

/** A block with the ProseMirror position where its text starts. */
export interface EditorBlock {
  readonly input: BlockInput;
  /** The document position of the block's text offset 0 (the textblock's content start). */
  readonly start: number;
}

export interface DocumentBlocks {
  /** In document order; what `EditorChecker.check` takes. */
  readonly blocks: readonly BlockInput[];
  /** By block id: where each block's text starts in the document. */
  readonly starts: ReadonlyMap<string, number>;
}

/** What an inline leaf reads as: a line break as a line break, anything else (an image) as a masked unit. */
const HARD_BREAK = '\n';
const INLINE_OBJECT = '\uFFFC';

// TipTap's names first, ProseMirror's example schema's after: the functions work on both.
const CODE_BLOCKS = new Set(['codeBlock', 'code_block']);
const LIST_ITEMS = new Set(['listItem', 'list_item', 'taskItem']);
const QUOTES = new Set(['blockquote']);
const HARD_BREAKS = new Set(['hardBreak', 'hard_break']);
const CODE_MARK = 'code';

/** The engine's blocks of a document, each with where its text starts. */
export function documentBlocks(doc: ProseMirrorNode): DocumentBlocks {
  const blocks: BlockInput[] = [];
  const starts = new Map<string, number>();
  const seen = new Map<string, number>();
  doc.descendants((node, position, parent) => {
    if (!node.isTextblock) return true;
    const input = blockInput(node, containerKind(doc, position, parent), seen);
    blocks.push(input);
    starts.set(input.id, position + 1);
    return false;
  });
  return { blocks, starts };
}

/** Every block with its start, in document order. */
export function editorBlocks(doc: ProseMirrorNode): EditorBlock[] {
  const { blocks, starts } = documentBlocks(doc);
  return blocks.map((input) => ({ input, start: starts.get(input.id) ?? 0 }));
}

type Container = 'paragraph' | 'list-item' | 'quote';

/** The nearest list item or quote around a paragraph decides its kind, as the engine's parsers do. */
function containerKind(doc: ProseMirrorNode, position: number, parent: ProseMirrorNode | null): Container {
  if (parent === null || parent === doc) return 'paragraph';
  const resolved = doc.resolve(position);
  for (let depth = resolved.depth; depth > 0; depth--) {
    const name = resolved.node(depth).type.name;
    if (LIST_ITEMS.has(name)) return 'list-item';
    if (QUOTES.has(name)) return 'quote';
  }
  return 'paragraph';
}

function blockInput(node: ProseMirrorNode, container: Container, seen: Map<string, number>): BlockInput {
  const name = node.type.name;
  const { text, code } = inlineText(node);
  const level = headingLevel(node);
  const kind: BlockInput['kind'] = CODE_BLOCKS.has(name)
    ? 'code'
    : level !== undefined
      ? 'heading'
      : container;
  const hash = contentHash(blockKey(kind, level, text, code));
  // Ids follow the content, not the place: blocks above an edit keep theirs, and a copy gets a suffix.
  const copies = seen.get(hash) ?? 0;
  seen.set(hash, copies + 1);
  const id = copies === 0 ? `b-${hash}` : `b-${hash}-${copies + 1}`;
  return {
    id,
    kind,
    text,
    ...(level === undefined ? {} : { level }),
    ...(code.length > 0 && kind !== 'code' ? { code } : {}),
  };
}

function headingLevel(node: ProseMirrorNode): number | undefined {
  if (node.type.name !== 'heading') return undefined;
  const level: unknown = node.attrs.level;
  return typeof level === 'number' && level >= 1 && level <= 6 ? level : 1;
}

interface Range {
  from: number;
  to: number;
}

/** The textblock's text (one unit per position) and its ranges set as inline code, merged. */
function inlineText(node: ProseMirrorNode): { text: string; code: Range[] } {
  const parts: string[] = [];
  const code: Range[] = [];
  let length = 0;
  const addCode = (from: number, to: number): void => {
    const last = code[code.length - 1];
    if (last && last.to === from) last.to = to;
    else code.push({ from, to });
  };
  node.forEach((child) => {
    let piece: string;
    if (child.isText) piece = child.text ?? '';
    else if (HARD_BREAKS.has(child.type.name)) piece = HARD_BREAK;
    else piece = INLINE_OBJECT.repeat(child.nodeSize);
    const from = length;
    parts.push(piece);
    length += piece.length;
    // An inline object is not prose, like inline code: the engine masks it.
    const isCode = child.marks.some((mark) => mark.type.name === CODE_MARK);
    if (isCode || (!child.isText && piece !== HARD_BREAK)) addCode(from, length);
  });
  return { text: parts.join(''), code };
}

/** A block's own content (its id follows it; the engine also keys its cache on the heading above). */
function blockKey(kind: string, level: number | undefined, text: string, code: readonly Range[]): string {
  const codeKey = code.map((range) => `${range.from}-${range.to}`).join(',');
  return `${kind}\u0000${level ?? 0}\u0000${codeKey}\u0000${text}`;
}

/** FNV-1a over UTF-16 units, 32 bits, base 36: short, fast, and enough to tell versions of a block apart. */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
