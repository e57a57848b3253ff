import { describe, expect, it } from 'vitest';
import { compileGuide } from '../guide/compileGuide.ts';
import { CompiledGuideCache } from './compiledGuideCache.ts';

const guide = compileGuide({ name: 'g', rules: [{ id: 'passive-voice' }] });
const roomy = { maxGuides: 100, maxWeight: 1_000 };

describe('CompiledGuideCache', () => {
  it('answers only for the version it was compiled at', () => {
    const cache = new CompiledGuideCache(roomy);
    cache.set('a', 'v1', guide);
    expect(cache.get('a', 'v1')).toBe(guide);
    expect(cache.get('a', 'v2')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its number of guides', () => {
    const cache = new CompiledGuideCache({ maxGuides: 2, maxWeight: 1_000 });
    cache.set('a', 'v', guide);
    cache.set('b', 'v', guide);
    expect(cache.get('a', 'v')).toBe(guide);
    cache.set('c', 'v', guide);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBe(guide);
    expect(cache.get('c', 'v')).toBe(guide);
  });

  it('drops the least recently used entries beyond its weight, and keeps a heavy newcomer alone', () => {
    const cache = new CompiledGuideCache({ maxGuides: 100, maxWeight: 10 });
    cache.set('a', 'v', guide, 4);
    cache.set('b', 'v', guide, 4);
    cache.set('c', 'v', guide, 4);
    expect([cache.get('a', 'v'), cache.get('b', 'v'), cache.get('c', 'v')]).toEqual([
      undefined,
      guide,
      guide,
    ]);
    cache.set('huge', 'v', guide, 50);
    expect(cache.size).toBe(1);
    expect(cache.get('huge', 'v')).toBe(guide);
    cache.set('d', 'v', guide, 4);
    expect(cache.get('huge', 'v')).toBeUndefined();
    expect(cache.get('d', 'v')).toBe(guide);
  });

  it('counts a replaced version once', () => {
    const cache = new CompiledGuideCache({ maxGuides: 100, maxWeight: 10 });
    cache.set('a', 'v1', guide, 6);
    cache.set('a', 'v2', guide, 6);
    cache.set('b', 'v', guide, 4);
    expect(cache.get('a', 'v2')).toBe(guide);
    expect(cache.get('b', 'v')).toBe(guide);
  });
});
