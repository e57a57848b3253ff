import { compileGuide } from '../guide/compileGuide.ts';
import { describe, expect, it } from 'vitest';
import { CompiledGuideCache } from './compiledGuideCache.ts';

const guide = compileGuide({ name: 'g', rules: [{ id: 'passive-voice' }] });

describe('CompiledGuideCache', () => {
  it('answers only for the version it was compiled at', () => {
    const cache = new CompiledGuideCache(2);
    cache.set('a', 'v1', guide);
    expect(cache.get('a', 'v1')).toBe(guide);
    expect(cache.get('a', 'v2')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its capacity', () => {
    const cache = new CompiledGuideCache(2);
    cache.set('a', 'v', guide);
    cache.set('b', 'v', guide);
    expect(cache.get('a', 'v')).toBe(guide);
    cache.set('c', 'v', guide);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBe(guide);
    expect(cache.get('c', 'v')).toBe(guide);
  });
});
