import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safeStorage.ts';

function brokenStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: fail, key: fail, getItem: fail, setItem: fail, removeItem: fail };
}

describe('createSafeStorage', () => {
  it('reads and writes through to working storage', () => {
    const storage = createSafeStorage(() => window.localStorage, vi.fn());
    storage.setItem('wtt-test', 'value');
    expect(window.localStorage.getItem('wtt-test')).toBe('value');
    expect(storage.getItem('wtt-test')).toBe('value');
    storage.removeItem('wtt-test');
    expect(storage.getItem('wtt-test')).toBeNull();
  });

  it('only warns when storage fails', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(brokenStorage, warn);
    expect(storage.getItem('wttUI')).toBeNull();
    expect(() => storage.setItem('wttUI', '{}')).not.toThrow();
    expect(() => storage.removeItem('wttUI')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toContain('wttUI');
  });

  it('warns when storage itself is unavailable', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => {
      throw new DOMException('Access denied', 'SecurityError');
    }, warn);
    expect(storage.getItem('wtt-color-theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
