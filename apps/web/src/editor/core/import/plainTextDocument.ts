import type { Node as ProseMirrorNode, Schema } from '@tiptap/pm/model';

// A blank line: a line ending followed by one or more lines holding only spaces or tabs (as the engine
// reads plain text: each such gap ends a paragraph).
const BLANK_LINES = /(?:\r\n|\r|\n)(?:[ \t]*(?:\r\n|\r|\n))+/;
const LINE_END = /\r\n|\r|\n/;

/** Plain text as the editor's document: a paragraph per blank-line gap, a hard break per line end. */
export function plainTextDocument(text: string, schema: Schema): ProseMirrorNode {
  const paragraphs = text
    .split(BLANK_LINES)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => {
      const content: ProseMirrorNode[] = [];
      for (const [index, line] of paragraph.split(LINE_END).entries()) {
        if (index > 0) content.push(schema.node('hardBreak'));
        if (line !== '') content.push(schema.text(line));
      }
      return schema.node('paragraph', null, content);
    });
  return schema.node('doc', null, paragraphs.length > 0 ? paragraphs : [schema.node('paragraph')]);
}
