// What the findings extension needs from whoever turns a ProseMirror document into engine blocks: the
// blocks, and where a block's text offset lies in the document. The checking pipeline's own conversion can
// be passed in instead of the temporary one; the extension depends only on this shape.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { BlockInput } from '../core/checkerProtocol.ts';

export interface DocumentBlocks {
  readonly blocks: readonly BlockInput[];
  /** The document position of UTF-16 `offset` in block `blockId`'s text; null for an unknown block. */
  readonly positionOf: (blockId: string, offset: number) => number | null;
}

export type ToBlocks = (doc: ProseMirrorNode) => DocumentBlocks;
