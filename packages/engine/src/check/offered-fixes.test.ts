import { describe, expect, it } from 'vitest';
import { DEV_SET } from '../rules/quality/devset-files.ts';
import { devCases } from '../rules/quality/evaluate-devset.ts';
import { checkText } from './check-text.ts';
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

describe('offered fixes', () => {
  // Fixes are verified against the guide's block rules. A block fix that makes a document rule fire is
  // not caught yet: with every rule at its defaults, "give consideration to" -> "consider" loses the call
  // to action of "Please give consideration to the cost." (docs/decisions.md, "Fix verification").
  it('never add a finding of the guide (each development-set text with its own guide)', () => {
    let applied = 0;
    for (const devCase of devCases(DEV_SET)) {
      const guide = { name: 'dev', rules: devCase.guide };
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
  }, 60_000);
});
