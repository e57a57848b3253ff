import { describe, expect, it } from 'vitest';
import { DEV_SET } from '../../devset/devsetFiles.ts';
import { devCases } from '../../devset/evaluateDevset.ts';
import { validateGuide } from '../guide/compileGuide.ts';
import { createIncrementalChecker } from '../incremental/incrementalChecker.ts';
import { listRules } from '../rules/catalogue.ts';
import { checkText } from './checkText.ts';
import type { Finding } from './types.ts';

/** How many findings each rule and check has. */
function tally(findings: readonly Finding[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const finding of findings) {
    const key = `${finding.id}/${finding.methodName}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Every catalogue rule that needs no parameters, at its defaults: the most rules that can interact. */
const everyRule = {
  name: 'every rule',
  rules: listRules()
    .map((rule) => ({ id: rule.id }))
    .filter((rule) => validateGuide({ name: 'one', rules: [rule] }).length === 0),
};

describe('offered fixes', () => {
  // With every rule, document rules meet block rules' fixes: "give consideration to" -> "consider" would
  // lose the call to action of "Please give consideration to the cost.", so that fix is not offered.
  it.each([
    ['its own guide', false],
    ['every rule at its defaults', true],
  ] as const)(
    'never add a finding of the guide (development-set texts with %s)',
    (_label, everyRuleGuide) => {
      let applied = 0;
      for (const devCase of devCases(DEV_SET)) {
        const guide = everyRuleGuide ? everyRule : { name: 'dev', rules: devCase.guide };
        const before = checkText(devCase.text, guide, { format: devCase.format }).findings;
        const counts = tally(before);
        for (const finding of before) {
          if (!finding.fix) continue;
          const { begin, end, replacement } = finding.fix;
          const fixed = devCase.text.slice(0, begin) + replacement + devCase.text.slice(end);
          const after = tally(checkText(fixed, guide, { format: devCase.format }).findings);
          applied++;
          for (const [key, count] of after) {
            const context = `${key} after fixing "${devCase.text.slice(begin, end)}" in: ${devCase.text}`;
            expect(count, context).toBeLessThanOrEqual(counts.get(key) ?? 0);
          }
        }
      }
      expect(applied).toBeGreaterThan(200);
    },
    // Every development-set text with every rule: about 70 s alone, and twice that beside the other
    // heavy files on a two-core machine; the set grows with each writer (q and r registered).
    240_000,
  );
});

describe('a block rule’s fix that a document rule would object to', () => {
  // Cutting the filler opener makes three sentences in a row start with "We", which the document rule
  // repeated-sentence-starts flags: the fix is offered only in a guide without that rule.
  const text = 'Basically, we ship on Monday. We test on Tuesday. We deploy on Wednesday.';
  const fixesAtStart = (findings: readonly Finding[]) =>
    findings
      .filter((finding) => finding.from === 0 && finding.fix !== undefined)
      .map((finding) => finding.fix);

  it('is offered without the document rule, and not with it, in checkText and the incremental checker', () => {
    const withoutRepeatedStarts = {
      name: 'no repeated sentence starts',
      rules: everyRule.rules.filter((rule) => rule.id !== 'repeated-sentence-starts'),
    };
    expect(fixesAtStart(checkText(text, withoutRepeatedStarts).findings)).not.toEqual([]);
    expect(fixesAtStart(checkText(text, everyRule).findings)).toEqual([]);
    const checker = createIncrementalChecker(everyRule);
    const blocks = [{ id: 'p1', kind: 'paragraph' as const, text }];
    expect(fixesAtStart(checker.check(blocks).findings)).toEqual([]);
    // Cached, the block keeps its verified findings.
    expect(fixesAtStart(checker.check(blocks).findings)).toEqual([]);
  });
});

describe('a fix in one sentence that changes how another reads', () => {
  // A review found these: first-person-singular skips an "I" inside quotation marks, and a quotation mark
  // fixed in one sentence can open or close a quotation around another.
  const guide = {
    name: 'quotes',
    rules: [{ id: 'quote-style', params: { style: 'curly' } }, { id: 'first-person-singular' }],
  };

  it.each(['Talk soon, Nina" See you. I will call.', 'It has a 27" screen. I like it. See "this" one.'])(
    'is offered only if it adds no finding there: %s',
    (text) => {
      const before = tally(checkText(text, guide).findings);
      const offered = checkText(text, guide).findings.filter((finding) => finding.fix);
      for (const finding of offered) {
        const fix = finding.fix;
        if (!fix) continue;
        const fixed = text.slice(0, fix.begin) + fix.replacement + text.slice(fix.end);
        for (const [key, count] of tally(checkText(fixed, guide).findings)) {
          expect(count, `${key} after ${JSON.stringify(fix)}`).toBeLessThanOrEqual(before.get(key) ?? 0);
        }
      }
      // The quotation marks are still flagged, with or without a fix.
      expect(checkText(text, guide).findings.some((finding) => finding.id === 'quote-style')).toBe(true);
    },
  );
});
