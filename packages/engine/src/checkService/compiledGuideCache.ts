import type { CompiledGuide } from '../guide/types.ts';

interface CacheEntry {
  readonly version: string;
  readonly guide: CompiledGuide;
  readonly weight: number;
}

/** How much a cache may hold: a number of guides, and a total weight (see `compiledWeightKb`). */
export interface CacheBounds {
  readonly maxGuides: number;
  readonly maxWeight: number;
}

/**
 * Compiled guides by guide id, least recently used dropped first. Compiling builds the term matchers of
 * every glossary rule, which costs more than checking a short text; an entry is valid only for the
 * `version` it was compiled at. Guides differ in size by orders of magnitude (a compiled glossary of
 * 5,000 terms holds about 18 MB), so the cache is bounded by weight as well as by count; the guide just
 * added is kept even when it alone weighs more than the bound, since the check at hand uses it.
 */
export class CompiledGuideCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly bounds: CacheBounds;
  private weight = 0;

  constructor(bounds: CacheBounds) {
    this.bounds = bounds;
  }

  get(guideId: string, version: string): CompiledGuide | undefined {
    const entry = this.entries.get(guideId);
    if (entry?.version !== version) return undefined;
    // Re-inserting moves the entry to the end of the Map's order: the most recently used.
    this.entries.delete(guideId);
    this.entries.set(guideId, entry);
    return entry.guide;
  }

  set(guideId: string, version: string, guide: CompiledGuide, weight = 1): void {
    this.remove(guideId);
    this.entries.set(guideId, { version, guide, weight });
    this.weight += weight;
    for (const oldest of this.entries.keys()) {
      if (oldest === guideId) break;
      if (this.entries.size <= this.bounds.maxGuides && this.weight <= this.bounds.maxWeight) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(guideId: string): void {
    const entry = this.entries.get(guideId);
    if (entry === undefined) return;
    this.entries.delete(guideId);
    this.weight -= entry.weight;
  }
}
