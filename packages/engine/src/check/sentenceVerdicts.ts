import type { BlockView } from '../language/types.ts';
import type { RuleFix } from '../rules/types.ts';
import type { FixedSentence } from './fixedSentences.ts';
import type { BlockHit } from './ruleHits.ts';
import { sentenceHolding } from './sentenceOfFix.ts';

/** A block's hits and the fixes to try together on it (as `verifyFixes` tries them). */
export interface VerdictTrial {
  readonly view: BlockView;
  readonly hits: readonly BlockHit[];
  readonly applied: readonly BlockHit[];
}

interface Verdict {
  readonly hits: readonly BlockHit[];
  readonly fix: RuleFix;
  /** The applied hits of sentence rules whose match lies in the sentence: not among its kept hits. */
  readonly appliedHere: readonly BlockHit[];
  readonly passed: boolean;
}

/**
 * The sentence rules' verdict on a fixed sentence, from the trial of all a block's fixes together, for
 * the trials of one fix alone that follow where those fail. The verdict on a sentence depends only on
 * the block, the sentence's fixes and its kept hits (`reach: 'sentence'`: the rules read the sentence
 * alone, and other sentences' fixes only move it), so a fix alone in its sentence, with no other fix
 * touching the sentence, gets the verdict the sentence had with all fixes: its re-reading is skipped.
 */
export class SentenceVerdicts {
  readonly #byView = new Map<BlockView, Map<number, Verdict>>();

  /** Records a fixed sentence's verdict in a trial, where a trial of its fix alone would get the same. */
  record(trial: VerdictTrial, sentence: FixedSentence, fixes: readonly RuleFix[], passed: boolean): void {
    const range = trial.view.sentences[sentence.index];
    if (!range || sentence.fixes.length !== 1) return;
    const touching = fixes.filter((fix) => fix.to >= range.start && fix.from <= range.end);
    const fix = touching[0];
    if (!fix || touching.length !== 1 || sentenceHolding(trial.view, fix) !== sentence.index) return;
    const appliedHere = trial.applied.filter((hit) => inSentence(trial.view, hit, sentence.index));
    let verdicts = this.#byView.get(trial.view);
    if (!verdicts) {
      verdicts = new Map();
      this.#byView.set(trial.view, verdicts);
    }
    verdicts.set(sentence.index, { hits: trial.hits, fix, appliedHere, passed });
  }

  /** The recorded verdict for a trial of one fix, if it is that fix's sentence's with the same kept hits. */
  lookup(trial: VerdictTrial): boolean | undefined {
    const hit = trial.applied[0];
    const fix = hit?.match.fix;
    if (!hit || !fix || trial.applied.length !== 1) return undefined;
    const index = sentenceHolding(trial.view, fix);
    const verdict = index === undefined ? undefined : this.#byView.get(trial.view)?.get(index);
    if (index === undefined || verdict?.fix !== fix || verdict.hits !== trial.hits) return undefined;
    const appliedHere = inSentence(trial.view, hit, index) ? [hit] : [];
    const same =
      appliedHere.length === verdict.appliedHere.length &&
      appliedHere.every((applied) => verdict.appliedHere.includes(applied));
    return same ? verdict.passed : undefined;
  }
}

function inSentence(view: BlockView, hit: BlockHit, index: number): boolean {
  return hit.rule.reach === 'sentence' && sentenceHolding(view, hit.match) === index;
}
