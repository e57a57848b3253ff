import { DOMParser as ProseMirrorParser, type Node as ProseMirrorNode, type Schema } from '@tiptap/pm/model';

/**
 * HTML as the editor's document, read the way a paste of it is: by the schema's parse rules, so what the
 * editor has no node or mark for (styles, classes, tables' layout) is dropped and the structure stays.
 */
export function htmlDocument(html: string, schema: Schema): ProseMirrorNode {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return ProseMirrorParser.fromSchema(schema).parse(body);
}
