import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback.ts';

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8 and ::1 in every form Node reports them', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address and anything that is no address', () => {
    for (const address of [
      '203.0.113.7',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '::',
      '0.0.0.0',
      'localhost',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('isLoopbackHost', () => {
  it('accepts localhost and loopback addresses, bracketed IPv6 included', () => {
    for (const host of ['localhost', 'LocalHost', '127.0.0.1', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '[::]', '192.0.2.10', 'tone.example.com']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
