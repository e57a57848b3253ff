import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyzeText.ts';

describe('emotionality', () => {
  it('scores sentiment from −100 to 100 with the sentences that drive it', () => {
    const positive = analyzeText('We love the new dashboard. It is wonderful.').emotionality.sentiment;
    const negative = analyzeText('The outage was terrible. Customers were angry.').emotionality.sentiment;
    expect(positive.score).toBeGreaterThan(50);
    expect(positive.label).toBe('positive');
    expect(negative.score).toBeLessThan(-50);
    expect(negative.label).toBe('negative');
    expect(negative.drivers[0]?.text).toBe('The outage was terrible.');
  });

  it('normalises each sentence as VADER does and averages over sentences', () => {
    // One sentence with AFINN sum +4: 4/√(16+15) = 0.7184; one neutral sentence: 0.
    const sentiment = analyzeText('This is amazing. The file has two pages.').emotionality.sentiment;
    expect(sentiment.score).toBe(Math.round((100 * (4 / Math.sqrt(31))) / 2));
    expect(sentiment.afinnTotal).toBe(4);
    expect(sentiment.positiveWords).toBe(1);
    expect(sentiment.drivers).toHaveLength(1);
    expect(sentiment.drivers[0]?.contribution).toBeCloseTo(sentiment.score, 0);
  });

  it('shows negation in the driver markers', () => {
    const [driver] = analyzeText('This is not great.').emotionality.sentiment.drivers;
    expect(driver?.markers).toEqual(['“great” +3 → -2.22 (negated by “not”)']);
  });

  it('measures intensity from boosters, exclamation marks, capitals and strong words', () => {
    const calm = analyzeText('The report lists the sales of each region.').emotionality.intensity;
    const loud = analyzeText('This is REALLY huge!!! We are extremely proud!').emotionality.intensity;
    expect(calm.score).toBe(0);
    expect(loud.score).toBeGreaterThan(60);
    expect(loud.drivers[0]?.markers).toEqual(
      expect.arrayContaining(['booster “REALLY”', 'capitals “REALLY”', '3 exclamation marks']),
    );
    // Contributions share out the score.
    const shares = loud.drivers.reduce((sum, driver) => sum + driver.contribution, 0);
    expect(shares).toBeCloseTo(loud.score, 0);
  });

  it('does not take acronyms for shouting', () => {
    expect(analyzeText('Call the API over HTTPS.').emotionality.intensity.score).toBe(0);
  });
});
