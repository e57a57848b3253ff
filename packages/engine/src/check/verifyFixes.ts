import type { BlockView } from '../language/types.ts';
import type { CompiledRule, RuleFix, RuleMatch } from '../rules/types.ts';
import { mapPosition } from './applyFixes.ts';
import { fixedSentences, type FixedSentence } from './fixedSentences.ts';
import { fixedViewOf } from './fixedView.ts';
import { sentenceHolding } from './sentenceOfFix.ts';
import { runBlockRules, type BlockHit } from './ruleHits.ts';
import { SentenceVerdicts, type VerdictTrial } from './sentenceVerdicts.ts';

/** A block's hits and the fixes to try together on it. */
type Trial = VerdictTrial;

/**
 * Keeps only the fixes that do not introduce a new finding of the same guide in their block: the block
 * is re-checked with the fix applied and every finding is compared with those it had (moved by the
 * edit). First the fixes of each block are tried together, all blocks in one run of the rules (the
 * common case: one re-check per block); in a block where that shows a new finding, each fix is tried
 * alone. With `keepFixed`, also answers each block's prose with all its fixes applied where they all
 * passed together (document rules try them on it).
 */
export function verifyFixes(
  views: readonly BlockView[],
  hits: readonly (readonly BlockHit[])[],
  rules: readonly CompiledRule[],
  keepFixed = true,
  mode: TrialMode = 'shortcut',
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
  const verdicts = new SentenceVerdicts();
  // A rule that scores a whole block (see `CompiledRule.fixesAlone`): every fix of a block is tried alone too.
  const eachAlone = rules.some((rule) => rule.fixesAlone === true);
  const tried = tryFixes(together, rules, keepFixed, mode, verdicts);
  for (const [position, passed] of tried.passed.entries()) {
    const trial = together[position];
    if (!trial) continue;
    // Fixes that share a sentence can hide each other's new finding ("It is absolutely essential":
    // cutting "absolutely" alone leaves "It is essential", which `simplify` flags, but not next to
    // "It's"): a user applies one fix at a time, so such fixes are also tried alone.
    const sharing = !passed
      ? new Set<BlockHit>()
      : eachAlone && trial.applied.length > 1
        ? new Set(trial.applied)
        : fixesSharingASentence(trial);
    if (passed) for (const hit of trial.applied) if (!sharing.has(hit)) safe.add(hit);
    if (passed && trial.applied.length === trial.hits.filter((hit) => hit.match.fix).length) {
      fixedViews[indexOfView.get(trial.view) ?? -1] = tried.fixedViews[position];
    }
    for (const hit of trial.hits) {
      if (hit.match.fix !== undefined && !safe.has(hit)) {
        alone.push({ view: trial.view, hits: trial.hits, applied: [hit] });
      }
    }
  }
  for (const [position, passed] of tryFixes(alone, rules, false, mode, verdicts).passed.entries()) {
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

/** The applied hits whose fix lies in a sentence (or outside any) that another applied fix also changes. */
function fixesSharingASentence(trial: Trial): Set<BlockHit> {
  const bySentence = new Map<number | undefined, BlockHit[]>();
  for (const hit of trial.applied) {
    const sentence = sentenceHolding(trial.view, hit.match.fix);
    bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), hit]);
  }
  return new Set(
    [...bySentence].flatMap(([sentence, sharing]) =>
      sentence === undefined || sharing.length > 1 ? sharing : [],
    ),
  );
}

/** Whether each trial's fixes leave its block without a new finding. */
export function runTrials(trials: readonly Trial[], rules: readonly CompiledRule[]): boolean[] {
  return tryFixes(trials, rules, false).passed;
}

/** A trial's fixes, sorted, and the sentences they fix when rules that read one sentence may use them. */
interface TrialPlan {
  readonly fixes: readonly RuleFix[];
  readonly sentences: readonly FixedSentence[] | undefined;
  /** Known from an earlier trial of the same call: whether the sentence rules pass its sentences. */
  readonly knownVerdict?: boolean;
}

/** How `tryFixes` may save work; `exhaustive` reads everything (the reference for the equality test). */
export type TrialMode = 'shortcut' | 'exhaustive';

/**
 * `runTrials`, with the fixed blocks it read (each trial's block with its fixes applied) when `keepFixed`.
 * Rules that read one sentence (`reach: 'sentence'`) re-read only the fixed sentences, each parsed alone;
 * the other rules, and every rule where a fixed sentence may not read alone as in its block, re-read the
 * whole fixed block.
 *
 * In `shortcut` mode (the default) the block-wide rules re-read a fixed block only if its sentences
 * passed (a trial that failed there fails whatever they find), a failing trial's fixed block is not made
 * (no caller reads it), and `verdicts` passes sentence verdicts from one call to the next (see
 * `SentenceVerdicts`). `verifyFixes.test.ts` compares both modes on varied texts and guides.
 */
function tryFixes(
  trials: readonly Trial[],
  rules: readonly CompiledRule[],
  keepFixed: boolean,
  mode: TrialMode = 'shortcut',
  verdicts?: SentenceVerdicts,
): { passed: boolean[]; fixedViews: (BlockView | undefined)[] } {
  if (trials.length === 0) return { passed: [], fixedViews: [] };
  const shortcut = mode === 'shortcut';
  const order = new Map(rules.map((rule, index) => [rule, index]));
  const local = rules.filter((rule) => rule.reach === 'sentence');
  const wide = rules.filter((rule) => rule.reach !== 'sentence');
  const plans: TrialPlan[] = trials.map((trial) => {
    const fixes = trial.applied
      .map((hit) => hit.match.fix)
      .filter((fix): fix is RuleFix => fix !== undefined)
      .sort((a, b) => a.from - b.from);
    const knownVerdict = shortcut && local.length > 0 ? verdicts?.lookup(trial) : undefined;
    // A trial known to fail needs nothing more; one known to pass needs its fixed sentences only to build
    // the fixed block for the block-wide rules.
    if (knownVerdict === false) return { fixes, sentences: undefined, knownVerdict };
    if (knownVerdict === true && wide.length === 0 && !keepFixed) {
      return { fixes, sentences: undefined, knownVerdict };
    }
    const sentences = local.length > 0 ? fixedSentences(trial.view, fixes) : undefined;
    return knownVerdict !== undefined && sentences
      ? { fixes, sentences, knownVerdict }
      : { fixes, sentences };
  });

  const sentenceViews = plans.flatMap((plan) =>
    plan.knownVerdict === undefined ? (plan.sentences?.map((sentence) => sentence.view) ?? []) : [],
  );
  const sentenceHits = runBlockRules(sentenceViews, local);

  // The sentence rules' verdict on each trial's fixed sentences (true where it has none to read).
  let sentencePosition = 0;
  const kepts = trials.map((trial) => {
    const fixed = new Set(trial.applied);
    return trial.hits.filter((hit) => !fixed.has(hit));
  });
  const sentencesPass = trials.map((trial, index) => {
    const plan = plans[index];
    if (!plan) return false;
    if (plan.knownVerdict !== undefined) return plan.knownVerdict;
    const sentences = plan.sentences;
    if (!sentences) return true;
    let ok = true;
    for (const sentence of sentences) {
      // The rules read the whole fixed prose; of what they find, only this sentence's is theirs here.
      const range = sentence.view.sentences[0];
      const hits = (sentenceHits[sentencePosition++] ?? []).filter(
        (hit) => range && range.start <= hit.match.from && hit.match.to <= range.end,
      );
      const before = keptInSentence(kepts[index] ?? [], trial.view, sentence.index, plan.fixes, order);
      const passed = noNewHit(hits, before, order);
      if (shortcut) verdicts?.record(trial, sentence, plan.fixes, passed);
      ok &&= passed;
    }
    return ok;
  });

  const fixedViews = trials.map((trial, index): BlockView | undefined => {
    const plan = plans[index];
    if (!plan) return undefined;
    if (shortcut && !sentencesPass[index]) return undefined;
    if (plan.knownVerdict !== undefined && !plan.sentences) return undefined;
    if (plan.sentences && wide.length === 0 && !keepFixed) return undefined;
    return fixedViewOf(trial.view, plan.fixes, plan.sentences);
  });
  // The whole fixed block: only the rules that read more than a sentence, unless its sentences were not
  // read alone.
  const wholeIndexes = trials.flatMap((_, index) =>
    fixedViews[index] && (!plans[index]?.sentences || wide.length > 0) ? [index] : [],
  );
  const wholeHits = new Map<number, BlockHit[]>();
  const groups = [
    { indexes: wholeIndexes.filter((index) => plans[index]?.sentences), rules: wide },
    { indexes: wholeIndexes.filter((index) => !plans[index]?.sentences), rules },
  ];
  for (const group of groups) {
    const views = group.indexes.flatMap((index) => fixedViews[index] ?? []);
    for (const [position, hits] of runBlockRules(views, group.rules).entries()) {
      const index = group.indexes[position];
      if (index !== undefined) wholeHits.set(index, hits);
    }
  }

  const passed = trials.map((_, index) => {
    const plan = plans[index];
    if (!plan) return false;
    let ok = sentencesPass[index] === true;
    const sentences = plan.sentences;
    const whole = wholeHits.get(index);
    if (ok && whole) {
      const before = new Set<string>();
      for (const hit of kepts[index] ?? []) {
        if (sentences && hit.rule.reach === 'sentence') continue;
        before.add(
          key(
            order,
            hit,
            mapPosition(hit.match.from, plan.fixes, 'start'),
            mapPosition(hit.match.to, plan.fixes, 'end'),
          ),
        );
      }
      ok = whole.every((hit) => before.has(key(order, hit, hit.match.from, hit.match.to)));
    }
    return ok;
  });
  return {
    passed,
    fixedViews: keepFixed ? fixedViews.map((view, index) => (passed[index] ? view : undefined)) : [],
  };
}

/** The keys of the kept hits of sentence rules in one sentence, where the block's fixes move them. */
function keptInSentence(
  kept: readonly BlockHit[],
  view: BlockView,
  sentence: number,
  fixes: readonly RuleFix[],
  order: ReadonlyMap<CompiledRule, number>,
): Set<string> {
  const keys = new Set<string>();
  for (const hit of kept) {
    if (hit.rule.reach !== 'sentence' || sentenceHolding(view, hit.match) !== sentence) continue;
    keys.add(
      key(order, hit, mapPosition(hit.match.from, fixes, 'start'), mapPosition(hit.match.to, fixes, 'end')),
    );
  }
  return keys;
}

function noNewHit(
  hits: readonly BlockHit[],
  before: ReadonlySet<string>,
  order: ReadonlyMap<CompiledRule, number>,
): boolean {
  return hits.every((hit) => before.has(key(order, hit, hit.match.from, hit.match.to)));
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
