import type { CompiledGuide } from '../guide/types.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import type { FixTrial, RuleFix } from '../rules/types.ts';
import type { CheckedBlock } from './checkedBlock.ts';
import { fixedView } from './fixedView.ts';
import { runDocumentRules, type BlockHit, type DocumentHit } from './ruleHits.ts';
import { nonOverlapping, withoutFix } from './verifyFixes.ts';

/** How many matches each document rule (by its place in the guide) and check has. */
function tally(hits: readonly DocumentHit[], guide: CompiledGuide): Map<string, number> {
  const order = new Map(guide.documentRules.map((rule, index) => [rule, index]));
  const counts = new Map<string, number>();
  for (const hit of hits) {
    const key = `${String(order.get(hit.rule))}|${hit.match.methodName ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function viewWithFixes(view: BlockView, hits: readonly BlockHit[]): BlockView {
  const fixes = hits
    .map((hit) => hit.match.fix)
    .filter((fix): fix is RuleFix => fix !== undefined)
    .sort((a, b) => a.from - b.from);
  return fixedView(view, fixes);
}

/**
 * The checked blocks with each block rule's fix kept only if applying it makes no document rule fire
 * more often than it does now (block rules verified it already). The fixes of `blocks` (indexes; all by
 * default) are tried together in one run of the document rules; where that fails, block by block, and
 * in a failing block fix by fix; all fix by fix when a document rule asks (`fixesOneByOne`: a learned
 * model's score may rise with one fix and fall with two). Blocks answered as they were are the same objects (caches keyed by them
 * hold), unless they carried their fixed prose, which is dropped.
 */
export function keepDocumentSafeFixes(
  checked: readonly CheckedBlock[],
  guide: CompiledGuide,
  documentHits: readonly DocumentHit[],
  blocks: Iterable<number> = checked.keys(),
): CheckedBlock[] {
  if (guide.documentRules.length === 0) return [...checked];
  const views = checked.map((block) => block.view);
  const before = tally(documentHits, guide);
  const passes = (replaced: ReadonlyMap<number, BlockView>): boolean => {
    const trial = views.map((view, index) => replaced.get(index) ?? view);
    for (const [key, count] of tally(runDocumentRules(trial, guide.documentRules), guide)) {
      if (count > (before.get(key) ?? 0)) return false;
    }
    return true;
  };

  const withFixes = new Map<number, BlockHit[]>();
  for (const index of blocks) {
    const fixed = (checked[index]?.hits ?? []).filter((hit) => hit.match.fix !== undefined);
    if (fixed.length > 0) withFixes.set(index, fixed);
  }
  function* trials(): Generator<FixTrial> {
    for (const [index, hits] of withFixes) {
      const view = views[index];
      if (!view) continue;
      for (const hit of hits) yield fixAlone(view, index, hit);
    }
  }
  const oneByOne = guide.documentRules.some((rule) => rule.fixesOneByOne?.(views, trials()) === true);
  const together = new Map(
    oneByOne ? [] : [...withFixes].map(([index, hits]) => [index, nonOverlapping(hits)]),
  );
  const fixedViews = new Map<number, BlockView>();
  for (const [index, hits] of together) {
    const block = checked[index];
    // Fix verification read the block with all its fixes when they passed together: the same prose.
    const known = block?.fixed && hits.length === withFixes.get(index)?.length ? block.fixed : undefined;
    if (block) fixedViews.set(index, known ?? viewWithFixes(block.view, hits));
  }
  const safe = new Set<BlockHit>();
  const allPass = fixedViews.size > 0 && passes(fixedViews);
  for (const [index, hits] of together) {
    const view = fixedViews.get(index);
    if (allPass || (view && passes(new Map([[index, view]])))) for (const hit of hits) safe.add(hit);
  }
  for (const [index, hits] of withFixes) {
    const view = views[index];
    if (!view) continue;
    for (const hit of hits) {
      if (!safe.has(hit) && passes(new Map([[index, viewWithFixes(view, [hit])]]))) safe.add(hit);
    }
  }
  return checked.map((block, index) => {
    const unsafe = withFixes.get(index)?.filter((hit) => !safe.has(hit)) ?? [];
    // The fixed prose is not needed any more: a cache of checked blocks should not keep it.
    if (unsafe.length === 0) return block.fixed ? { view: block.view, hits: block.hits } : block;
    const dropped = new Set(unsafe);
    return {
      view: block.view,
      hits: block.hits.map((hit) => (dropped.has(hit) ? { ...hit, match: withoutFix(hit.match) } : hit)),
    };
  });
}

// A double quote mark: what a quote holds is read with the whole block, never a sentence alone.
const QUOTE_MARK = /["\u201c\u201d\u201e\u00ab\u00bb]/u;
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHARACTER = /[\p{L}\p{N}'\u2019-]/u;

/**
 * A fix alone, for `fixesOneByOne`: the sentences it touches, parsed again with the fix applied when asked
 * (far cheaper than the whole block), or the whole block where it holds a quote mark (a quote may run across
 * sentences) or the fix lies outside every sentence.
 */
function fixAlone(view: BlockView, index: number, hit: BlockHit): FixTrial {
  const fix = hit.match.fix ?? { from: 0, to: 0, replacement: '' };
  // The words the fix touches, whole: "data base" → "database" changes both.
  let start = fix.from;
  let end = fix.to;
  while (start > 0 && WORD_CHARACTER.test(view.text.charAt(start - 1))) start--;
  while (end < view.text.length && WORD_CHARACTER.test(view.text.charAt(end))) end++;
  const words =
    countWords(view.text.slice(start, end)) +
    countWords(view.text.slice(start, fix.from) + fix.replacement + view.text.slice(fix.to, end));
  const touched = view.sentences.filter((sentence) => sentence.start <= fix.to && fix.from <= sentence.end);
  const first = touched[0];
  const last = touched[touched.length - 1];
  if (!first || !last || QUOTE_MARK.test(view.text) || QUOTE_MARK.test(fix.replacement)) {
    return { block: index, from: 0, to: view.text.length, words, view: () => viewWithFixes(view, [hit]) };
  }
  const from = Math.min(first.start, fix.from);
  const to = Math.max(last.end, fix.to);
  const text = view.text.slice(from, fix.from) + fix.replacement + view.text.slice(fix.to, to);
  return {
    block: index,
    from,
    to,
    words,
    view: () => analyzeProse(text, view.kind, view.level, view.heading),
  };
}

function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}
