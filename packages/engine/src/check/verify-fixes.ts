import { analyzeProse } from '../language/analyze-prose.ts';
import { sentenceMemoOf, shareSentenceMemo } from '../language/sentence-memo.ts';
import type { BlockView } from '../language/types.ts';
import type { CompiledRule, RuleFix, RuleMatch } from '../rules/types.ts';
import { applyFixes, mapPosition } from './apply-fixes.ts';
import { patchedView } from './patched-view.ts';
import { runBlockRules, type BlockHit } from './rule-hits.ts';

/** A block's hits and the fixes to try together on it. */
interface Trial {
  readonly view: BlockView;
  readonly hits: readonly BlockHit[];
  readonly applied: readonly BlockHit[];
}

/**
 * Keeps only the fixes that do not introduce a new finding of the same guide in their block: the block
 * is re-checked with the fix applied and every finding is compared with those it had (moved by the
 * edit). First the fixes of each block are tried together, all blocks in one run of the rules (the
 * common case: one re-check per block); in a block where that shows a new finding, each fix is tried
 * alone.
 */
export function verifyFixes(
  views: readonly BlockView[],
  hits: readonly (readonly BlockHit[])[],
  rules: readonly CompiledRule[],
): { hits: BlockHit[][]; fixedViews: (BlockView | undefined)[] } {
  const safe = new Set<BlockHit>();
  const together: Trial[] = [];
  for (const [index, view] of views.entries()) {
    const withFix = (hits[index] ?? []).filter((hit) => hit.match.fix !== undefined);
    if (withFix.length > 0) {
      together.push({ view, hits: hits[index] ?? [], applied: nonOverlapping(withFix) });
    }
  }
  const alone: Trial[] = [];
  // A block whose fixes all pass together: its fixed prose is what the document rules try them on.
  const fixedViews: (BlockView | undefined)[] = views.map(() => undefined);
  const indexOfView = new Map(views.map((view, index) => [view, index]));
  const tried = tryFixes(together, rules);
  for (const [position, passed] of tried.passed.entries()) {
    const trial = together[position];
    if (!trial) continue;
    if (passed) for (const hit of trial.applied) safe.add(hit);
    if (passed && trial.applied.length === trial.hits.filter((hit) => hit.match.fix).length) {
      fixedViews[indexOfView.get(trial.view) ?? -1] = tried.fixedViews[position];
    }
    for (const hit of trial.hits) {
      if (hit.match.fix !== undefined && !safe.has(hit)) {
        alone.push({ view: trial.view, hits: trial.hits, applied: [hit] });
      }
    }
  }
  for (const [position, passed] of runTrials(alone, rules).entries()) {
    const hit = alone[position]?.applied[0];
    if (passed && hit) safe.add(hit);
  }
  return {
    hits: hits.map((list) =>
      list.map((hit) =>
        hit.match.fix === undefined || safe.has(hit) ? hit : { ...hit, match: withoutFix(hit.match) },
      ),
    ),
    fixedViews,
  };
}

/** Whether each trial's fixes leave its block without a new finding. */
export function runTrials(trials: readonly Trial[], rules: readonly CompiledRule[]): boolean[] {
  return tryFixes(trials, rules).passed;
}

/** `runTrials`, with the fixed blocks it read (each trial's block with its fixes applied). */
function tryFixes(
  trials: readonly Trial[],
  rules: readonly CompiledRule[],
): { passed: boolean[]; fixedViews: BlockView[] } {
  if (trials.length === 0) return { passed: [], fixedViews: [] };
  const fixesOf = trials.map((trial) =>
    trial.applied
      .map((hit) => hit.match.fix)
      .filter((fix): fix is RuleFix => fix !== undefined)
      .sort((a, b) => a.from - b.from),
  );
  const fixedViews = trials.map((trial, index) => {
    const fixes = fixesOf[index] ?? [];
    const fixed =
      patchedView(trial.view, fixes) ??
      analyzeProse(applyFixes(trial.view.text, fixes), trial.view.kind, trial.view.level);
    const memo = sentenceMemoOf(trial.view);
    if (memo) shareSentenceMemo([fixed], memo);
    return fixed;
  });
  const after = runBlockRules(fixedViews, rules);
  const order = new Map(rules.map((rule, index) => [rule, index]));
  const passed = trials.map((trial, index) => {
    const fixes = fixesOf[index] ?? [];
    const fixed = new Set(trial.applied);
    const before = new Set<string>();
    for (const hit of trial.hits) {
      if (fixed.has(hit)) continue;
      before.add(
        key(order, hit, mapPosition(hit.match.from, fixes, 'start'), mapPosition(hit.match.to, fixes, 'end')),
      );
    }
    return (after[index] ?? []).every((hit) => before.has(key(order, hit, hit.match.from, hit.match.to)));
  });
  return { passed, fixedViews };
}

function key(order: ReadonlyMap<CompiledRule, number>, hit: BlockHit, from: number, to: number): string {
  return `${order.get(hit.rule) ?? -1}|${hit.match.methodName ?? ''}|${from}|${to}`;
}

/** Of hits with fixes, those whose fixes can be applied together (sorted, none overlapping). */
export function nonOverlapping(hits: readonly BlockHit[]): BlockHit[] {
  const sorted = [...hits].sort((a, b) => (a.match.fix?.from ?? 0) - (b.match.fix?.from ?? 0));
  const chosen: BlockHit[] = [];
  let end = -1;
  for (const hit of sorted) {
    const fix = hit.match.fix;
    if (!fix || fix.from < end || (fix.from === end && fix.from === fix.to)) continue;
    chosen.push(hit);
    end = fix.to;
  }
  return chosen;
}

export function withoutFix(match: RuleMatch): RuleMatch {
  const { fix: _dropped, ...rest } = match;
  return rest;
}
