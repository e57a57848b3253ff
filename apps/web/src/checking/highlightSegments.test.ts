import { describe, expect, it } from 'vitest';
import type { CheckFinding } from './fixPlan.ts';
import { highlightSegments } from './highlightSegments.ts';

function finding(from: number, to: number, severity: CheckFinding['severity'], id = 'rule'): CheckFinding {
  return {
    from,
    to,
    type: 'Choice of Words',
    id,
    methodName: id,
    message: `${id} message`,
    severity,
    suggestions: [],
  };
}

describe('highlightSegments', () => {
  it('returns the whole text as one plain segment without findings', () => {
    expect(highlightSegments('Plain text.', [])).toEqual([
      { from: 0, to: 11, text: 'Plain text.', findings: [], selected: false },
    ]);
  });

  it('cuts overlapping findings into runs that know every finding over them, most severe first', () => {
    const weak = finding(0, 9, 'suggestion', 'weak');
    const strong = finding(4, 14, 'error', 'strong');
    const segments = highlightSegments('very simple process', [weak, strong]);
    expect(segments.map((segment) => [segment.text, segment.findings.map((f) => f.id)])).toEqual([
      ['very', ['weak']],
      [' simp', ['strong', 'weak']],
      ['le pr', ['strong']],
      ['ocess', []],
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('very simple process');
  });

  it('clamps offsets beyond the text and skips findings of no width', () => {
    const segments = highlightSegments('Hello', [finding(3, 99, 'warning'), finding(2, 2, 'error')]);
    expect(segments.map((segment) => [segment.from, segment.to, segment.findings.length])).toEqual([
      [0, 3, 0],
      [3, 5, 1],
    ]);
  });

  it('marks the segments of a selected range', () => {
    const segments = highlightSegments('One. Two. Three.', [finding(5, 8, 'warning')], { from: 5, to: 9 });
    expect(segments.map((segment) => [segment.text, segment.findings.length, segment.selected])).toEqual([
      ['One. ', 0, false],
      ['Two', 1, true],
      ['.', 0, true],
      [' Three.', 0, false],
    ]);
  });

  it('keeps markup as plain characters: the text is never parsed', () => {
    const text = '<img src=x onerror=alert(1)> is bad';
    const segments = highlightSegments(text, [finding(0, 28, 'error')]);
    expect(segments[0]?.text).toBe('<img src=x onerror=alert(1)>');
  });
});
