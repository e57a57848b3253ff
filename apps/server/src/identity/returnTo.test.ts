import { describe, expect, it } from 'vitest';
import { checkReturnTo } from './returnTo.ts';

const origin = 'http://localhost:8080';

describe('checkReturnTo', () => {
  it('allows nothing, relative paths and the same origin', () => {
    expect(checkReturnTo(undefined, origin, [])).toEqual({ allowed: true, url: undefined });
    expect(checkReturnTo('/library/guides?x=1', origin, [])).toEqual({
      allowed: true,
      url: 'http://localhost:8080/library/guides?x=1',
    });
    expect(checkReturnTo('http://localhost:8080/editor/1', origin, [])).toMatchObject({ allowed: true });
  });

  it('refuses foreign origins, other schemes, protocol-relative and smuggled URLs', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      'javascript:alert(1)',
      'http://localhost:8081/',
      'https://localhost:8080/',
      '/\\evil.example',
      'http://user:pass@localhost:8080/',
    ]) {
      expect(checkReturnTo(value, origin, []), value).toMatchObject({ allowed: false });
    }
  });

  it('allows configured origins, limited to their path prefix', () => {
    const allowed = ['https://docs.example.com/app'];
    expect(checkReturnTo('https://docs.example.com/app/page', origin, allowed)).toMatchObject({
      allowed: true,
    });
    expect(checkReturnTo('https://docs.example.com/app', origin, allowed)).toMatchObject({ allowed: true });
    expect(checkReturnTo('https://docs.example.com/apple', origin, allowed)).toMatchObject({
      allowed: false,
    });
    expect(checkReturnTo('https://docs.example.com/', origin, allowed)).toMatchObject({ allowed: false });
    expect(checkReturnTo('https://other.example.com/', origin, ['https://other.example.com/'])).toMatchObject(
      {
        allowed: true,
      },
    );
  });
});
