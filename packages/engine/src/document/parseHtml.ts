import type { Element, Nodes as HastNodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { createProseBuilder } from './proseBuilder.ts';
import type { BlockKind, ProseBlock } from './types.ts';

// Elements whose content is not prose at all.
const SKIPPED = new Set([
  'head',
  'script',
  'style',
  'template',
  'noscript',
  'pre',
  'svg',
  'math',
  'textarea',
  'select',
  'iframe',
  'object',
  'canvas',
  'video',
  'audio',
]);
// Inline elements that hold code or media: masked so the sentence around them keeps its shape.
const MASKED = new Set(['code', 'kbd', 'samp', 'var', 'tt', 'img', 'input', 'picture']);
// Elements that start and end a block of prose.
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** HTML (a fragment or a whole document): block elements become blocks, inline markup is dropped. */
export function parseHtml(source: string): ProseBlock[] {
  const fragment = !/^\s*(?:<!doctype|<html)/i.test(source);
  const tree = fromHtml(source, { fragment });
  const builder = createProseBuilder(source, { escapes: false, containerPrefixes: false });
  const blocks: ProseBlock[] = [];
  let kind: BlockKind = 'paragraph';
  let level = 0;

  const flush = (): void => {
    if (builder.empty) return;
    const prose = builder.take();
    if (prose) {
      const from = prose.map.starts[0] ?? 0;
      const to = prose.map.ends[prose.map.ends.length - 1] ?? from;
      blocks.push({ kind, level, ...prose, from, to });
    }
  };

  const visit = (node: HastNodes): void => {
    if (node.type === 'text') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start !== undefined && end !== undefined) builder.text(node.value, start, end);
      return;
    }
    if (node.type === 'root') {
      for (const child of node.children) visit(child);
      flush();
      return;
    }
    if (node.type !== 'element') return;
    element(node);
  };

  const element = (node: Element): void => {
    const name = node.tagName;
    if (SKIPPED.has(name)) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (MASKED.has(name)) {
      if (start !== undefined && end !== undefined) builder.mask(start, end);
      return;
    }
    if (name === 'br' || name === 'wbr') {
      if (start !== undefined && end !== undefined) builder.space(start, end);
      return;
    }
    if (!BLOCK_ELEMENTS.has(name)) {
      for (const child of node.children) visit(child);
      return;
    }
    flush();
    const outer = { kind, level };
    const heading = /^h([1-6])$/.exec(name);
    if (heading) {
      kind = 'heading';
      level = Number(heading[1]);
    } else if (name === 'li' || name === 'dt' || name === 'dd') {
      kind = 'list-item';
    } else if (name === 'blockquote') {
      kind = 'quote';
    } else if (name === 'td' || name === 'th') {
      kind = 'table-cell';
    }
    for (const child of node.children) visit(child);
    flush();
    kind = outer.kind;
    level = outer.level;
  };

  visit(tree);
  return blocks;
}
