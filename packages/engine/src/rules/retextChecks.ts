import type { BlockView } from '../language/types.ts';
import type { RetextMessage } from './retextAdapter.ts';
import type { RuleMatch } from './types.ts';

/** What `retextRunner` prepares: runs a retext plugin over blocks, messages per block. */
export type RetextRun = (blocks: readonly BlockView[]) => RetextMessage[][];

/**
 * The `check` and `checkAll` of a rule built on `retextRunner`: both send their blocks through the plugin
 * in one run and turn each block's messages into the rule's matches with `matchesOf`. Spread them into a
 * `defineBlockRule` definition whose `prepare` returns the runner.
 */
export function retextChecks(
  matchesOf: (block: BlockView, messages: readonly RetextMessage[]) => RuleMatch[],
): {
  readonly check: (block: BlockView, run: RetextRun) => RuleMatch[];
  readonly checkAll: (blocks: readonly BlockView[], run: RetextRun) => RuleMatch[][];
} {
  return {
    check: (block, run) => matchesOf(block, run([block])[0] ?? []),
    checkAll: (blocks, run) =>
      run(blocks).map((messages, index) => {
        const block = blocks[index];
        return block ? matchesOf(block, messages) : [];
      }),
  };
}
