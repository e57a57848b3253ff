import { describe, expect, it } from 'vitest';
import { normalizeLinkAddress } from './linkAddress.ts';

describe('link addresses', () => {
  it('accepts web and mail addresses, adding https:// to a bare domain', () => {
    expect(normalizeLinkAddress('https://example.com/a')).toBe('https://example.com/a');
    expect(normalizeLinkAddress(' example.com ')).toBe('https://example.com/');
    expect(normalizeLinkAddress('mailto:ada@example.com')).toBe('mailto:ada@example.com');
  });

  it('refuses script and other schemes, and blank input', () => {
    expect(normalizeLinkAddress('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkAddress('data:text/html,hi')).toBeNull();
    expect(normalizeLinkAddress('   ')).toBeNull();
  });
});
