import type { Node as UnistNode } from 'unist';
import type { BlockView } from './types.ts';

/**
 * A memo of sentence-level results for one check: the block views a check parses and the copies its
 * fix verification makes of them (the same prose with a fix applied) share one, so a sentence that a
 * fix leaves as it was is not analysed again. Keyed by an owner (a rule's runner) and then by the
 * sentence's exact content (see `sentenceSignature`). It lives as long as the views of its check.
 */
export type SentenceMemo = Map<object, Map<string, unknown>>;

const memos = new WeakMap<BlockView, SentenceMemo>();

/** Gives views one memo (a new one unless `memo` is given); returns it. */
export function shareSentenceMemo(views: readonly BlockView[], memo: SentenceMemo = new Map()): SentenceMemo {
  for (const view of views) memos.set(view, memo);
  return memo;
}

/** The memo of a view's check, if it has one. */
export function sentenceMemoOf(view: BlockView): SentenceMemo | undefined {
  return memos.get(view);
}

/** The entries of an owner in a memo. */
export function memoEntries<T>(memo: SentenceMemo, owner: object): Map<string, T> {
  let entries = memo.get(owner);
  if (!entries) {
    entries = new Map();
    memo.set(owner, entries);
  }
  // Each owner stores values of one type only.
  return entries as Map<string, T>;
}

/**
 * The exact content of an nlcst node: every node's type, value and offsets relative to `origin`. Two
 * nodes with the same signature are the same tree moved by some offset.
 */
export function sentenceSignature(node: UnistNode, origin: number): string {
  const parts: string[] = [];
  const walk = (current: UnistNode): void => {
    const position = current.position;
    parts.push(
      current.type,
      String((position?.start.offset ?? -1) - origin),
      String((position?.end.offset ?? -1) - origin),
    );
    if ('value' in current && typeof current.value === 'string') {
      parts.push(String(current.value.length), current.value);
    }
    if ('children' in current && Array.isArray(current.children)) {
      parts.push('(');
      for (const child of current.children as UnistNode[]) walk(child);
      parts.push(')');
    }
  };
  walk(node);
  return parts.join('\u0000');
}
