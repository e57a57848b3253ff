// Markdown as the editor's document, read by the same parser as the engine's (CommonMark + GFM), so a
// Markdown file opened in the editor has the blocks the server reads in it.
import type { Mark, Node as ProseMirrorNode, Schema } from '@tiptap/pm/model';
import type { Nodes as MdastNodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

export function markdownDocument(markdown: string, schema: Schema): ProseMirrorNode {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const content = blocks(tree.children, schema);
  return schema.node('doc', null, content.length > 0 ? content : [schema.node('paragraph')]);
}

function blocks(nodes: readonly RootContent[], schema: Schema): ProseMirrorNode[] {
  return nodes.flatMap((node) => block(node, schema));
}

function block(node: RootContent, schema: Schema): ProseMirrorNode[] {
  switch (node.type) {
    case 'paragraph':
      return [schema.node('paragraph', null, inline(node.children, schema, []))];
    case 'heading':
      return [schema.node('heading', { level: node.depth }, inline(node.children, schema, []))];
    case 'blockquote':
      return [schema.node('blockquote', null, orParagraph(blocks(node.children, schema), schema))];
    case 'list': {
      const items = node.children.map((item) =>
        schema.node('listItem', null, orParagraph(blocks(item.children, schema), schema)),
      );
      return [schema.node(node.ordered ? 'orderedList' : 'bulletList', null, items)];
    }
    case 'code':
      return [schema.node('codeBlock', null, node.value === '' ? [] : [schema.text(node.value)])];
    case 'thematicBreak':
      return [schema.node('horizontalRule')];
    case 'table':
      // The editor has no tables: each cell becomes a paragraph, as its text reads.
      return node.children.flatMap((row) =>
        row.children.map((cell) => schema.node('paragraph', null, inline(cell.children, schema, []))),
      );
    default:
      // HTML blocks, definitions, front matter: not part of the text.
      return [];
  }
}

/** A list item or quote needs a block inside (an empty list item has none). */
function orParagraph(content: ProseMirrorNode[], schema: Schema): ProseMirrorNode[] {
  return content.length > 0 ? content : [schema.node('paragraph')];
}

function inline(nodes: readonly MdastNodes[], schema: Schema, marks: readonly Mark[]): ProseMirrorNode[] {
  const out: ProseMirrorNode[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        // A line end inside a paragraph is a space when Markdown is read, not a break.
        if (node.value !== '') out.push(schema.text(node.value.replace(/\r\n|\r|\n/g, ' '), marks));
        break;
      case 'inlineCode':
        if (node.value !== '') out.push(schema.text(node.value, [...marks, schema.mark('code')]));
        break;
      case 'break':
        out.push(schema.node('hardBreak'));
        break;
      case 'emphasis':
        out.push(...inline(node.children, schema, schema.mark('italic').addToSet(marks)));
        break;
      case 'strong':
        out.push(...inline(node.children, schema, schema.mark('bold').addToSet(marks)));
        break;
      case 'delete':
        out.push(...inline(node.children, schema, schema.mark('strike').addToSet(marks)));
        break;
      case 'link':
        out.push(...inline(node.children, schema, schema.mark('link', { href: node.url }).addToSet(marks)));
        break;
      case 'linkReference':
        out.push(...inline(node.children, schema, marks));
        break;
      default:
        // Images, inline HTML and footnote references: not prose, kept out as the engine masks them.
        break;
    }
  }
  return out;
}
