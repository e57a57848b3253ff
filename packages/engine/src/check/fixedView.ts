import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import type { RuleFix } from '../rules/types.ts';
import { applyFixes } from './applyFixes.ts';
import { fixedSentences, withFixedSentences, type FixedSentence } from './fixedSentences.ts';
import { patchedView } from './patchedView.ts';

/**
 * The view of a block's prose with `fixes` (sorted, not overlapping) applied: the fixed sentences swapped
 * in where that is certain to read as a full parse, else the touched run of sentences parsed again
 * (`patchedView`), else the whole prose.
 */
export function fixedView(view: BlockView, fixes: readonly RuleFix[]): BlockView {
  return fixedViewOf(view, fixes, fixedSentences(view, fixes));
}

/** `fixedView` given what `fixedSentences` answered for these fixes (undefined: no sentences to swap). */
export function fixedViewOf(
  view: BlockView,
  fixes: readonly RuleFix[],
  sentences: readonly FixedSentence[] | undefined,
): BlockView {
  if (sentences) return withFixedSentences(view, sentences, fixes);
  return (
    patchedView(view, fixes) ??
    analyzeProse(applyFixes(view.text, fixes), view.kind, view.level, view.heading)
  );
}
