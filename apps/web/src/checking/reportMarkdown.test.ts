import { describe, expect, it } from 'vitest';
import { analysisReportMarkdown, escapeMarkdown, matchReportMarkdown } from './reportMarkdown.ts';
import { ANALYZE_ANSWER, CHECKED_TEXT, MATCH_ANSWER } from './test/fixtures.ts';
import { lineColumnAt, lineStarts } from './textPosition.ts';

describe('line and column of an offset', () => {
  it('count from 1 and restart after each line break', () => {
    const starts = lineStarts('ab\ncd\n\nef');
    expect(lineColumnAt(starts, 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt(starts, 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt(starts, 7)).toEqual({ line: 4, column: 1 });
  });
});

describe('matchReportMarkdown', () => {
  const markdown = matchReportMarkdown(MATCH_ANSWER, { text: CHECKED_TEXT, guideName: 'Release voice' });

  it('gives the score, every category, the losses and the plan', () => {
    expect(markdown).toContain('# Match report: Release voice');
    expect(markdown).toContain('**Score: 51 / 100**');
    expect(markdown).toContain('| Choice of Words | 78 |');
    expect(markdown).toContain('| Document Structure | 85 |');
    expect(markdown).toContain('| Forbidden terms | Choice of Words | 1 | 18.2 |');
    expect(markdown).toContain(
      '1. “We utilize a very simple process and it is really easy\\!”: 30.4 points (3 findings)',
    );
    expect(markdown).toContain('## Fix these to reach 60');
    expect(markdown).toContain('- Forbidden terms: 1 finding, then 66 / 100');
  });

  it('lists every finding with its line and column', () => {
    expect(markdown).toContain('## Findings (5)');
    expect(markdown).toContain(
      '- Line 3, column 40 “utilize”: Replace “utilize” with “use”: the guide forbids it. (Forbidden terms, Choice of Words, error) Suggestions: “use”.',
    );
  });

  it('uses the rule names it is given', () => {
    const named = matchReportMarkdown(MATCH_ANSWER, {
      text: CHECKED_TEXT,
      ruleNameOf: (id) => (id === 'passive-voice' ? 'Passive voice (active preferred)' : id),
    });
    expect(named).toContain('| Passive voice \\(active preferred\\) | Sentence Structure | 1 | 6.1 |');
  });
});

describe('analysisReportMarkdown', () => {
  it('gives counts, readability, tone, and the match when a guide was used', () => {
    const markdown = analysisReportMarkdown(ANALYZE_ANSWER, { text: CHECKED_TEXT });
    expect(markdown).toContain('# Analysis report');
    expect(markdown).toContain('34 words, 5 sentences, 2 paragraphs, 188 characters.');
    expect(markdown).toContain('| Flesch reading ease | 71.8 |');
    expect(markdown).toContain('| Passive sentences | 1 of 4 (25 %) |');
    expect(markdown).toContain('- formal – casual: neutral (-14)');
    expect(markdown).toContain('**Score: 51 / 100**');
  });
});

describe('escapeMarkdown', () => {
  it('makes markup literal and keeps a cell on one line', () => {
    expect(escapeMarkdown('a | b\n*c* [x](javascript:y) <b>')).toBe(
      'a \\| b \\*c\\* \\[x\\]\\(javascript:y\\) \\<b\\>',
    );
  });
});
