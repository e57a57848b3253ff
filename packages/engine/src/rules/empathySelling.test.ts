import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { sellingPoint } from './empathySelling.ts';

const sells = (text: string, problem: string): boolean => {
  const block = analyzeProse(text, 'paragraph');
  return sellingPoint(
    block,
    block.words.findIndex((word) => word.normal === problem),
  );
};

describe('sellingPoint', () => {
  it('reads problems a feature finds or shows', () => {
    expect(sells('Warns about broken links and missing alt text before you publish.', 'broken')).toBe(true);
    expect(sells('Our live fault map shows outages in real time.', 'outages')).toBe(true);
  });
  it("keeps the reader's own problem and a problem in another clause", () => {
    expect(sells('Your dashboard shows outages in your region.', 'outages')).toBe(false);
    expect(sells('Our status page shows degraded performance on the EU cluster.', 'degraded')).toBe(false);
    expect(sells('Our checker catches typos, and your parcel was damaged.', 'damaged')).toBe(false);
    expect(sells('Our map shows an outage at your address.', 'outage')).toBe(false);
  });
});
