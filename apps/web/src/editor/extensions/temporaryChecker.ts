// TEMPORARY: an in-thread checker and a simple document-to-blocks conversion, so the editor page works
// before the Web Worker pipeline (src/editor/worker/, src/editor/core/) lands. Replaced at merge through
// ../checkerSetup.ts, the only module that imports this file.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type * as EngineModule from '@wtt/engine';
import type { BlockInput, EditorChecker, GuideSource } from '../core/checkerProtocol.ts';
import type { DocumentBlocks } from './documentBlocks.ts';

type Engine = typeof EngineModule;
type IncrementalChecker = ReturnType<Engine['createIncrementalChecker']>;

/** The engine runs in this thread, loaded lazily so it stays out of the initial bundle. */
export function createTemporaryChecker(): EditorChecker {
  let engine: Promise<Engine> | null = null;
  let checker: IncrementalChecker | null = null;
  let disposed = false;
  const loadEngine = () => (engine ??= import('@wtt/engine'));
  const alive = () => {
    if (disposed) throw new Error('The checker was stopped.');
  };
  return {
    async setGuide(source: GuideSource | null) {
      alive();
      if (source === null) {
        checker = null;
        return;
      }
      const { compileGuide, createIncrementalChecker } = await loadEngine();
      const compiled = compileGuide(source, { glossaries: source.glossaries });
      checker = createIncrementalChecker(compiled);
    },
    async check(blocks, version) {
      alive();
      const { computeScore } = await loadEngine();
      if (checker === null) {
        return { version, findings: [], score: computeScore([], 0), checked: 0, reused: blocks.length };
      }
      const result = checker.check(blocks);
      return { version, findings: result.findings, score: result.score, ...checker.lastRun };
    },
    dispose() {
      disposed = true;
      checker = null;
    },
  };
}

/** Each textblock is one block; a leaf inside it (a hard break) counts as one character, as it does in
 * the document, so a text offset is `start + 1 + offset`. Inline code marks become the block's code ranges. */
export function temporaryToBlocks(doc: ProseMirrorNode): DocumentBlocks {
  const blocks: BlockInput[] = [];
  const starts = new Map<string, number>();
  doc.descendants((node, pos, parent) => {
    if (!node.isTextblock) return true;
    const id = `b${blocks.length}`;
    let text = '';
    const code: { from: number; to: number }[] = [];
    node.forEach((child) => {
      const piece = child.isText ? (child.text ?? '') : '\n';
      if (child.marks.some((mark) => mark.type.name === 'code')) {
        code.push({ from: text.length, to: text.length + piece.length });
      }
      text += piece;
    });
    const kind = blockKind(node, parent);
    blocks.push({
      id,
      kind,
      text,
      ...(kind === 'heading' ? { level: Number(node.attrs.level ?? 1) } : {}),
      ...(code.length > 0 ? { code } : {}),
    });
    starts.set(id, pos);
    return false;
  });
  return {
    blocks,
    positionOf: (blockId, offset) => {
      const start = starts.get(blockId);
      return start === undefined ? null : start + 1 + offset;
    },
  };
}

function blockKind(node: ProseMirrorNode, parent: ProseMirrorNode | null): BlockInput['kind'] {
  if (node.type.name === 'codeBlock') return 'code';
  if (node.type.name === 'heading') return 'heading';
  if (parent?.type.name === 'listItem') return 'list-item';
  if (parent?.type.name === 'blockquote') return 'quote';
  return 'paragraph';
}
