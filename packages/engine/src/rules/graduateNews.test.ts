import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { reportsGraduates } from './graduateNews.ts';

/** Whether "recent graduates" (or `label`) in `text` is the subject of a past event. */
function reports(text: string, label = 'recent graduates'): boolean {
  const block = analyzeProse(text, 'paragraph');
  const from = text.toLowerCase().indexOf(label);
  const firstWord = block.words.findIndex((word) => word.start === from);
  const lastWord = block.words.findIndex((word) => word.end === from + label.length);
  return reportsGraduates(block, firstWord, lastWord);
}

describe('reportsGraduates', () => {
  it('reads graduates as the subject of a past event', () => {
    expect(reports('Recent graduates presented their projects to the board.')).toBe(true);
    expect(reports('Twelve recent graduates of the bootcamp received awards.')).toBe(true);
    expect(reports('Last week, recent graduates from the programme celebrated.')).toBe(true);
    expect(reports('The recent graduates met the mayor on Tuesday.')).toBe(true);
    expect(reports('Recent graduates have presented at three conferences.')).toBe(true);
  });

  it("reads where a programme's graduates are now as news", () => {
    expect(reports('Recent graduates of the academy now work at Airbus and BAE Systems.')).toBe(true);
    expect(reports('Recent graduates from our design course currently work at IDEO.')).toBe(true);
    expect(reports('Recent graduates of any university can now apply for the role.')).toBe(false);
    expect(reports('Recent graduates are now welcome to join us.')).toBe(false);
  });

  it("passes a job ad's welcome and graduates wished for", () => {
    expect(reports('Recent graduates encouraged to apply.')).toBe(false);
    expect(reports('Recent graduates are welcome to apply.')).toBe(false);
    expect(reports('Recent graduates interested in finance should send a CV.')).toBe(false);
    expect(reports('We hired recent graduates last year.')).toBe(false);
    expect(reports('Recent graduates have been invited to the scheme.')).toBe(false);
    expect(reports('Recent graduates joined last spring, and we are hiring for the role.')).toBe(false);
  });
});
