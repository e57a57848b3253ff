import { toCompiledGuide } from '../check/checkText.ts';
import type { CompileOptions, CompiledGuide, Guide } from '../guide/types.ts';
import {
  assembleBlocks,
  blockKey,
  checkBlockInputs,
  withInputHeadings,
  type BlockEntry,
  type HeadedInput,
} from './checkBlocks.ts';
import type { BlockInput, BlocksCheckResult, IncrementalChecker } from './types.ts';

/**
 * An incremental checker for an editor: each `check` re-checks only blocks whose content changed since
 * the previous one (a cache keyed by content, so moved or duplicated blocks are reused too). Document
 * rules (greeting-check, required-terms, empathy) run over all blocks on cached per-block summaries.
 * The result is identical to `checkBlocks` on the same blocks.
 */
export function createIncrementalChecker(
  guide: Guide | CompiledGuide,
  options: CompileOptions = {},
): IncrementalChecker {
  const compiled = toCompiledGuide(guide, options);
  let cache = new Map<string, BlockEntry>();
  let lastRun = { checked: 0, reused: 0 };
  return {
    check(inputs) {
      // A block's findings may depend on the heading it sits under: it is part of its key.
      const blocks = withInputHeadings(inputs);
      const keys = blocks.map(blockKey);
      // The changed blocks (each distinct content once) are checked together, in one pass of the rules.
      const changed = new Map<string, HeadedInput>();
      for (const [index, key] of keys.entries()) {
        const block = blocks[index];
        if (block && !cache.has(key) && !changed.has(key)) changed.set(key, block);
      }
      const fresh = checkBlockInputs([...changed.values()], compiled);
      const next = new Map<string, BlockEntry>();
      for (const [position, key] of [...changed.keys()].entries()) {
        const entry = fresh[position];
        if (entry) next.set(key, entry);
      }
      const freshIndexes: number[] = [];
      const entries = keys.map((key, index) => {
        const entry = next.get(key) ?? cache.get(key);
        if (!entry) throw new Error(`Block ${key.slice(0, 40)} was not checked.`);
        if (!cache.has(key)) freshIndexes.push(index);
        next.set(key, entry);
        return entry;
      });
      const checked = changed.size;
      // The fresh blocks' fixes are tried against the document rules once; the verified entries are kept.
      const assembled = assembleBlocks(blocks, entries, compiled, freshIndexes);
      for (const [index, key] of keys.entries()) {
        const entry = assembled.entries[index];
        if (entry) next.set(key, entry);
      }
      // Only the current blocks stay cached: memory follows the document, not its history.
      cache = next;
      lastRun = { checked, reused: blocks.length - checked };
      return assembled.result;
    },
    get lastRun() {
      return lastRun;
    },
  };
}

/** Checks a document given as blocks, all of them (no cache): what an incremental checker must equal. */
export function checkBlocks(
  blocks: readonly BlockInput[],
  guide: Guide | CompiledGuide,
  options: CompileOptions = {},
): BlocksCheckResult {
  const compiled = toCompiledGuide(guide, options);
  return assembleBlocks(blocks, checkBlockInputs(withInputHeadings(blocks), compiled), compiled).result;
}
