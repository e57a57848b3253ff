import type { Nodes as MdastNodes, Parents as MdastParents } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { createProseBuilder, type ProseBuilder } from './proseBuilder.ts';
import type { BlockKind, ProseBlock } from './types.ts';

/**
 * Markdown (CommonMark + GFM): headings, paragraphs, list items, block quotes and table cells become
 * blocks; code blocks, HTML and front matter are skipped; inline code, images and inline HTML are masked.
 */
export function parseMarkdown(source: string): ProseBlock[] {
  const tree = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const builder = createProseBuilder(source, { escapes: true, containerPrefixes: true });
  const blocks: ProseBlock[] = [];

  const emit = (node: MdastParents, kind: BlockKind, level: number): void => {
    for (const child of node.children) inline(child, builder);
    const prose = builder.take();
    if (prose) {
      const from = prose.map.starts[0] ?? 0;
      const to = prose.map.ends[prose.map.ends.length - 1] ?? from;
      blocks.push({ kind, level, ...prose, from, to });
    }
  };

  const flow = (node: MdastNodes, container: BlockKind): void => {
    switch (node.type) {
      case 'heading':
        emit(node, 'heading', node.depth);
        return;
      case 'paragraph':
        emit(node, container, 0);
        return;
      case 'tableCell':
        emit(node, 'table-cell', 0);
        return;
      case 'listItem':
        for (const child of node.children) flow(child, 'list-item');
        return;
      case 'blockquote':
        for (const child of node.children) flow(child, 'quote');
        return;
      case 'root':
      case 'list':
      case 'table':
      case 'tableRow':
      case 'footnoteDefinition':
        for (const child of node.children) flow(child, container);
        return;
      default:
        // Code blocks, HTML blocks, thematic breaks, definitions: not prose.
        return;
    }
  };

  flow(tree, 'paragraph');
  return blocks;
}

function inline(node: MdastNodes, builder: ProseBuilder): void {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return;
  switch (node.type) {
    case 'text':
      builder.text(node.value, start, end);
      return;
    case 'break':
      builder.space(start, end);
      return;
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'link':
    case 'linkReference':
      for (const child of node.children) inline(child, builder);
      return;
    default:
      // Inline code, images, inline HTML, footnote references: not prose.
      builder.mask(start, end);
  }
}
