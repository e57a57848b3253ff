import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { problemInFeatureName } from './empathyFeatureNames.ts';

// Whether the first word of `text` (the problem word) modifies a feature's name.
const named = (text: string): boolean => problemInFeatureName(analyzeProse(text, 'paragraph'), 0, 0);
const namedAt = (text: string, index: number): boolean =>
  problemInFeatureName(analyzeProse(text, 'paragraph'), index, index);

describe('problemInFeatureName', () => {
  it('reads a compound name as the subject of a verb of showing, or a label before a feature verb', () => {
    expect(namedAt('The incident timeline shows every error your users hit.', 1)).toBe(true);
    expect(named('Error summaries: see every failed import at a glance')).toBe(true);
    expect(named('Error summary: groups similar errors so you can fix them faster.')).toBe(true);
    expect(named('Crash reports: see which screen each crash happened on.')).toBe(true);
  });
  it('leaves a news label and a problem after the verb', () => {
    expect(named('Delay notice: trains from Leeds are running 20 minutes late.')).toBe(false);
    expect(named('Outage update: we are still investigating the cause.')).toBe(false);
    expect(namedAt('The error log shows your import failed at row 12.', 1)).toBe(true);
    expect(named('Payment failure: your card was declined this morning.')).toBe(false);
  });
});
