import { describe, expect, it } from 'vitest';
import { describeChoice, POSITION_LABELS } from './profileChoices.ts';

describe('choices', () => {
  it('read as their label, or the own text for OTHER', () => {
    expect(describeChoice(POSITION_LABELS, 'SUPPORT', '')).toBe('Customer support');
    expect(describeChoice(POSITION_LABELS, 'OTHER', ' Copy chief ')).toBe('Copy chief');
    expect(describeChoice(POSITION_LABELS, 'OTHER', '')).toBe('Something else');
    expect(describeChoice(POSITION_LABELS, null, 'ignored')).toBeNull();
  });
});
