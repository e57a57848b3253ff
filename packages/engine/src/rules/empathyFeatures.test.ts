import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { featureName } from './empathyFeatures.ts';

const named = (text: string, kind: 'paragraph' | 'heading' = 'paragraph'): boolean =>
  featureName(analyzeProse(text, kind), 0, 0);

describe('featureName', () => {
  it('reads a feature named by a problem word and its object, as a label or a heading', () => {
    expect(named('Delay sending: schedule any email up to 30 days ahead.')).toBe(true);
    expect(named('Delay delivery: choose a time and we send it then.')).toBe(true);
    expect(named('Delay sending', 'heading')).toBe(true);
  });
  it('keeps news labels: a noun, a participle, a problem that goes on', () => {
    expect(named('Delay notice: your order will arrive on Friday.')).toBe(false);
    expect(named('Delayed shipping: your order ships next week.')).toBe(false);
    expect(named('Delay affecting deliveries: your order will be late.')).toBe(false);
  });
});
