import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { notNews } from './empathyNotNews.ts';

/** Whether the problem `word` (its first occurrence, one word) in `text` is no news. */
const kind = (text: string, word: string): boolean => {
  const block = analyzeProse(text, 'paragraph');
  const index = block.words.findIndex((other) => other.normal === word);
  return notNews(block, index, index);
};

describe('notNews', () => {
  it('reads a question that opens a fix, a problem in general, as a figure or as a feature handles it', () => {
    expect(kind('Refused entry at the border? Our new guide explains what happens next.', 'refused')).toBe(
      true,
    );
    expect(kind('**Seeing "Sync failed"?** Sign out and back in.', 'failed')).toBe(true);
    expect(kind('Our guide walks you through the most common printer errors.', 'errors')).toBe(true);
    expect(kind('Outages happen to every provider.', 'outages')).toBe(true);
    expect(kind('Delays are common in winter.', 'delays')).toBe(true);
    expect(kind('Downtime averaged under four minutes last year.', 'downtime')).toBe(true);
    expect(kind('Outages: 2 (both under 5 minutes)', 'outages')).toBe(true);
    expect(kind('Error tracking that groups similar failures', 'failures')).toBe(true);
    expect(kind('Hold your newsletter with the new Delay send button.', 'delay')).toBe(true);
    expect(kind('Uptime alerts before your customers notice a problem', 'problem')).toBe(true);
    expect(kind('Quiet hours delays notifications until morning.', 'delays')).toBe(true);
  });
  it('passes news: a question about news, the reader’s problem, a cause and a warning', () => {
    expect(kind('Why was my card declined?', 'declined')).toBe(false);
    expect(kind('Downtime on your server was 3 hours yesterday.', 'downtime')).toBe(false);
    expect(kind('We found a bug that causes failures on your store.', 'failures')).toBe(false);
    expect(kind('Delays are expected on all lines today.', 'delays')).toBe(false);
    expect(kind('We are seeing delays of around 30 minutes.', 'delays')).toBe(false);
  });
});
