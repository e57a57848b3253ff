import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyzeReport } from './AnalyzeReport.tsx';
import { ANALYZE_ANSWER } from './test/fixtures.ts';
import { renderReport, textOf } from './test/renderReport.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AnalyzeReport', () => {
  it('shows the counts, readability grades, passive share, emotionality and formality', () => {
    renderReport(<AnalyzeReport report={ANALYZE_ANSWER} />);
    const counts = screen.getAllByRole('definition')[0]?.closest('dl');
    expect(textOf(counts)).toContain('Words34');
    expect(textOf(counts)).toContain('Sentences5');
    const grades = screen.getByRole('table', { name: 'Readability grades' });
    expect(within(grades).getByRole('row', { name: /Flesch reading ease 71\.8/ })).toBeTruthy();
    expect(within(grades).getByRole('row', { name: /Gunning fog 5\.7/ })).toBeTruthy();
    expect(textOf(screen.getByRole('region', { name: 'Passive voice' }))).toContain(
      '1 of 4 sentences are passive (25 %).',
    );
    expect(textOf(screen.getByRole('region', { name: 'Emotionality' }))).toContain('46 / 100');
    expect(textOf(screen.getByRole('region', { name: 'Formality' }))).toContain('57 / 100');
  });

  it('shows the four tone dimensions with the sentences that drive them, each clickable', async () => {
    const onSelectRange = vi.fn();
    renderReport(<AnalyzeReport report={ANALYZE_ANSWER} onSelectRange={onSelectRange} />);
    const dimensions = screen.getAllByTestId('tone-dimension');
    expect(dimensions).toHaveLength(4);
    const formal = screen.getByRole('article', { name: 'formal – casual' });
    expect(textOf(formal)).toContain('neutral (-14)');
    const drivers = within(formal).getByRole('list', { name: 'Sentences that drive formal – casual' });
    fireEvent.click(
      within(drivers).getByRole('button', {
        name: 'Show in the text: We utilize a very simple process and it is really easy!',
      }),
    );
    expect(onSelectRange).toHaveBeenCalledWith(53, 108);
    expect(textOf(screen.getByRole('article', { name: 'enthusiastic – matter-of-fact' }))).toContain(
      'Matter-of-fact',
    );
  });
});
