import type { CompiledGuide } from '../guide/types.ts';

interface CacheEntry {
  version: string;
  guide: CompiledGuide;
}

/**
 * Compiled guides by guide id, least recently used dropped first. Compiling builds the term matchers of
 * every glossary rule, which costs more than checking a short text; an entry is valid only for the
 * `version` it was compiled at (the guide's and its glossaries' change times).
 */
export class CompiledGuideCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(guideId: string, version: string): CompiledGuide | undefined {
    const entry = this.entries.get(guideId);
    if (entry?.version !== version) return undefined;
    // Re-inserting moves the entry to the end of the Map's order: the most recently used.
    this.entries.delete(guideId);
    this.entries.set(guideId, entry);
    return entry.guide;
  }

  set(guideId: string, version: string, guide: CompiledGuide): void {
    this.entries.delete(guideId);
    this.entries.set(guideId, { version, guide });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
