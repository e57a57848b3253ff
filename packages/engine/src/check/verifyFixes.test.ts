import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEV_SET } from '../../devset/devsetFiles.ts';
import { devCases } from '../../devset/evaluateDevset.ts';
import type { TextFormat } from '../document/types.ts';
import { compileGuide, validateGuide } from '../guide/compileGuide.ts';
import type { CompiledGuide, Guide } from '../guide/types.ts';
import { listRules } from '../rules/catalogue.ts';
import { decisions } from './verifyFixesTestKit.ts';

// Fix verification's shortcuts (sentence verdicts reused by the trials of one fix, block-wide rules and
// fixed blocks skipped for trials that failed on their sentences) against the exhaustive re-check: the
// same fixes offered and the same fixed prose handed to the document rules (`bench/verify-fixes-equality.ts`
// compares them on the benchmark's corpus).

/** Every catalogue rule that needs no parameters, at its defaults: the most rules that can interact. */
const everyRule: Guide = {
  name: 'every rule',
  rules: listRules()
    .map((rule) => ({ id: rule.id }))
    .filter((rule) => validateGuide({ name: 'one', rules: [rule] }).length === 0),
};
const compiledEveryRule = compileGuide(everyRule);

function expectSameDecisions(text: string, guide: CompiledGuide, format: TextFormat = 'plain') {
  const shortcut = decisions(text, guide, format, 'shortcut');
  const exhaustive = decisions(text, guide, format, 'exhaustive');
  expect(shortcut.offered, text).toEqual(exhaustive.offered);
  expect(shortcut.fixed, text).toEqual(exhaustive.fixed);
  return shortcut;
}

/** Sentences that the rules' own examples hold: words and phrases each rule reacts to, and near misses. */
const exampleSentences = listRules().flatMap((rule) => [...rule.examples.bad, ...rule.examples.good]);
const exampleWords = [...new Set(exampleSentences.flatMap((sentence) => sentence.split(/\s+/)))].filter(
  (word) => word.length > 0,
);

describe('fix verification with shortcuts', () => {
  it('offers the same fixes as the exhaustive re-check on the development set', () => {
    let fixes = 0;
    let withdrawn = 0;
    for (const devCase of devCases(DEV_SET)) {
      const guides = [compileGuide({ name: 'dev', rules: devCase.guide }), compiledEveryRule];
      for (const guide of guides) {
        const result = expectSameDecisions(devCase.text, guide, devCase.format);
        fixes += result.fixes;
        withdrawn += result.withdrawn;
      }
    }
    // Enough of both kinds of verdict to mean something.
    expect(fixes).toBeGreaterThan(500);
    expect(withdrawn).toBeGreaterThan(20);
  }, 240_000);

  it('offers the same fixes on texts made of the rules’ examples, reordered and cut', () => {
    const sentence = fc
      .array(fc.constantFrom(...exampleWords), { minLength: 1, maxLength: 18 })
      .map((words) => words.join(' '));
    const block = fc
      .array(fc.oneof(fc.constantFrom(...exampleSentences), sentence), { minLength: 1, maxLength: 6 })
      .map((sentences) => sentences.join(' '));
    const text = fc.array(block, { minLength: 1, maxLength: 4 }).map((blocks) => blocks.join('\n\n'));
    fc.assert(
      fc.property(text, (generated) => {
        expectSameDecisions(generated, compiledEveryRule);
      }),
      { numRuns: 150, seed: 16 },
    );
  }, 240_000);
});
