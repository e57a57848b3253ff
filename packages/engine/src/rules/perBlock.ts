import type { BlockView } from '../language/types.ts';

/**
 * Memoises a per-block summary for a document rule. Blocks are cached by content in incremental
 * checking, so an unchanged block keeps its summary and a document rule only re-reads the changed one.
 */
export function perBlock<T>(summarise: (block: BlockView) => T): (block: BlockView) => T {
  const memo = new WeakMap<BlockView, { readonly value: T }>();
  return (block) => {
    const known = memo.get(block);
    if (known) return known.value;
    const value = summarise(block);
    memo.set(block, { value });
    return value;
  };
}
