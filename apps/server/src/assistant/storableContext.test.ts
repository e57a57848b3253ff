import { describe, expect, it } from 'vitest';
import { storableContext } from './storableContext.ts';

describe('a context made storable', () => {
  it('replaces NUL and unpaired surrogates one for one, keeping pairs and offsets', () => {
    const text = 'a\u0000b\ud800c😀d\udc00';
    const stored = storableContext({
      text,
      format: 'plain',
      selection: { from: 1, to: 4, text: '\u0000b\ud800' },
    });
    expect(stored.text).toBe('a\uFFFDb\uFFFDc😀d\uFFFD');
    expect(stored.text?.length).toBe(text.length);
    expect(stored.selection).toEqual({ from: 1, to: 4, text: '\uFFFDb\uFFFD' });
  });

  it('leaves a context without text as it is', () => {
    expect(storableContext({ format: 'markdown' })).toEqual({ format: 'markdown' });
  });
});
