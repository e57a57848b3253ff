import type { GuideSource } from '@wtt/engine';
import type { GuideRef } from './guideSource.ts';

/** Guide versions whose source reads are kept: a burst of first checks on several threads shares one. */
const KEPT_READS = 32;

/**
 * Reads a guide version's source once, however many threads ask for it at about the same time; a failed
 * read is forgotten so that the next request tries again.
 */
export function readOncePerVersion(): { read(guide: GuideRef): Promise<GuideSource> } {
  const reads = new Map<string, Promise<GuideSource>>();
  return {
    read(guide) {
      const id = `${guide.key}@${guide.version}`;
      const known = reads.get(id);
      if (known) return known;
      const read = guide.source();
      reads.set(id, read);
      read.catch(() => reads.delete(id));
      if (reads.size > KEPT_READS) {
        const oldest = reads.keys().next();
        if (oldest.done !== true) reads.delete(oldest.value);
      }
      return read;
    },
  };
}
