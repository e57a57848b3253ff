import { fireEvent, screen, within } from '@testing-library/react';
import type { MatchAnswer } from '@wtt/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchReport } from './MatchReport.tsx';
import { CHECKED_TEXT, MATCH_ANSWER } from './test/fixtures.ts';
import { renderReport, textOf } from './test/renderReport.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MatchReport', () => {
  it('shows the score, the five categories, the plan and the losses with the catalogue’s names', async () => {
    renderReport(<MatchReport report={MATCH_ANSWER} text={CHECKED_TEXT} />);
    expect(textOf(screen.getByTestId('score-gauge'))).toContain('51 out of 100');
    expect(textOf(screen.getByTestId('score-gauge'))).toContain('Fair');
    const categories = screen.getByRole('list', { name: 'Category scores' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Choice of Words78 / 100',
      'Readability and Flow100 / 100',
      'Emotionality85 / 100',
      'Sentence Structure92 / 100',
      'Document Structure85 / 100',
    ]);
    expect(screen.getByRole('heading', { name: 'Fix these to reach 60' })).toBeTruthy();
    const byRule = screen.getByRole('table', { name: 'Points lost by rule' });
    // The catalogue's name once it arrives; a readable id for a rule it does not list.
    expect(await within(byRule).findByText('Forbidden terms')).toBeTruthy();
    expect(within(byRule).getByText('Greeting check')).toBeTruthy();
    expect(within(byRule).getByText('18.2')).toBeTruthy();
    expect(textOf(screen.getByRole('list', { name: 'Sentences that cost the most' }))).toContain(
      '“We utilize a very simple process and it is really easy!” 30.4 points, 3 findings',
    );
  });

  it('hands a picked sentence or finding to onSelectRange', async () => {
    const onSelectRange = vi.fn();
    renderReport(<MatchReport report={MATCH_ANSWER} text={CHECKED_TEXT} onSelectRange={onSelectRange} />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Show in the text: The report was written by the team.' }),
    );
    expect(onSelectRange).toHaveBeenLastCalledWith(17, 52);
    fireEvent.click(screen.getByRole('button', { name: /^Show in the text: utilize/ }));
    expect(onSelectRange).toHaveBeenLastCalledWith(56, 63);
  });

  it('shows sentences as plain text without a callback', () => {
    renderReport(<MatchReport report={MATCH_ANSWER} text={CHECKED_TEXT} />);
    expect(screen.queryByRole('button', { name: /^Show in the text/ })).toBeNull();
  });

  it('says there is nothing to fix at 100', () => {
    const perfect: MatchAnswer = {
      score: 100,
      categories: {
        'Choice of Words': 100,
        'Readability and Flow': 100,
        Emotionality: 100,
        'Sentence Structure': 100,
        'Document Structure': 100,
      },
      findings: [],
      explanation: { words: 34, rules: [], sentences: [] },
    };
    renderReport(<MatchReport report={perfect} text={CHECKED_TEXT} />);
    expect(textOf(screen.getByTestId('score-gauge'))).toContain('Excellent');
    expect(screen.getByText('The text follows every rule of the guide.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Fix these/ })).toBeNull();
  });
});
