import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckFinding } from './fixPlan.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { CHECKED_TEXT, MATCH_ANSWER } from './test/fixtures.ts';
import { renderReport, textOf } from './test/renderReport.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HighlightedText', () => {
  it('underlines every finding with its category’s class and keeps the text whole', () => {
    renderReport(<HighlightedText text={CHECKED_TEXT} findings={MATCH_ANSWER.findings} />);
    const text = screen.getByTestId('highlighted-text');
    expect(text.textContent).toBe(CHECKED_TEXT);
    const marks = [...text.querySelectorAll('mark')];
    expect(marks.map((mark) => [mark.textContent, mark.dataset.category])).toEqual([
      ['The', 'Document Structure'],
      ['was written', 'Sentence Structure'],
      ['utilize', 'Choice of Words'],
      ['very', 'Emotionality'],
      ['really', 'Emotionality'],
    ]);
    expect(marks[2]?.className).toBe('wtt-highlight wtt-highlight--words');
    expect(marks[1]?.classList.contains('wtt-highlight--sentence')).toBe(true);
  });

  it('shows a finding’s message on keyboard focus', async () => {
    renderReport(<HighlightedText text={CHECKED_TEXT} findings={MATCH_ANSWER.findings} />);
    // A key press first: the card opens on keyboard focus, not on a focus set by a click.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    screen.getByText('utilize').focus();
    expect(document.activeElement).toBe(screen.getByText('utilize'));
    expect(screen.getByText('utilize').getAttribute('tabindex')).toBe('0');
    await waitFor(() => {
      expect(textOf(screen.getByRole('tooltip'))).toContain(
        'Replace “utilize” with “use”: the guide forbids it.',
      );
    });
    expect(textOf(screen.getByRole('tooltip'))).toContain('Suggestions: “use”');
  });

  it('calls onSelectRange with a highlight’s range on click and Enter', async () => {
    const onSelectRange = vi.fn();
    renderReport(
      <HighlightedText text={CHECKED_TEXT} findings={MATCH_ANSWER.findings} onSelectRange={onSelectRange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'utilize' }));
    expect(onSelectRange).toHaveBeenLastCalledWith(56, 63);
    fireEvent.keyDown(screen.getByRole('button', { name: 'was written' }), { key: 'Enter' });
    expect(onSelectRange).toHaveBeenLastCalledWith(28, 39);
  });

  it('shows markup in the text as characters, never as HTML', () => {
    const text = '<img src=x onerror="alert(1)"><b>bold</b>';
    const finding: CheckFinding = {
      from: 0,
      to: 30,
      type: 'Choice of Words',
      id: 'forbidden-terms',
      methodName: 'forbidden-term',
      message: '<script>alert(2)</script>',
      severity: 'error',
      suggestions: [],
    };
    renderReport(<HighlightedText text={text} findings={[finding]} />);
    const shown = screen.getByTestId('highlighted-text');
    expect(shown.textContent).toBe(text);
    expect(shown.querySelector('img, b, script')).toBeNull();
  });

  it('shades the selected range', () => {
    renderReport(<HighlightedText text={CHECKED_TEXT} findings={[]} selection={{ from: 17, to: 52 }} />);
    const selected = screen.getByTestId('highlighted-text').querySelectorAll('[data-selected]');
    expect([...selected].map((element) => element.textContent)).toEqual([
      'The report was written by the team.',
    ]);
  });
});
