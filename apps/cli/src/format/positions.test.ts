import { describe, expect, it } from 'vitest';
import { positionsOf } from './positions.ts';

describe('positionsOf', () => {
  it('counts lines at LF, CRLF and CR and columns in UTF-16 code units from 1', () => {
    const at = positionsOf('ab\ncd\r\nef\rg😀h');
    expect(at(0)).toEqual({ line: 1, column: 1 });
    expect(at(3)).toEqual({ line: 2, column: 1 });
    expect(at(5)).toEqual({ line: 2, column: 3 });
    expect(at(7)).toEqual({ line: 3, column: 1 });
    expect(at(10)).toEqual({ line: 4, column: 1 });
    // The emoji is two code units: "h" is in column 4.
    expect(at(13)).toEqual({ line: 4, column: 4 });
  });
});
