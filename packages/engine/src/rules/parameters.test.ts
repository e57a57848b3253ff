import { describe, expect, it } from 'vitest';
import { choiceParameter } from './parameters.ts';

describe('choiceParameter', () => {
  const style = choiceParameter({ description: 'Style.', options: ['use', 'avoid'], default: 'use' });

  it('publishes its options and default as a string parameter', () => {
    expect([style.type, style.default, style.options]).toEqual(['string', 'use', ['use', 'avoid']]);
  });

  it('accepts an option and refuses anything else with the options in the message', () => {
    expect(style.parse('avoid')).toEqual({ ok: true, value: 'avoid' });
    expect(style.parse('never')).toEqual({
      ok: false,
      message: 'must be one of "use", "avoid", not the text "never"',
    });
    expect(style.parse(1)).toEqual({ ok: false, message: 'must be one of "use", "avoid", not a number' });
  });
});
