import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../../language/analyzeProse.ts';
import { compileLexicon, hitsBySentence } from '../lexiconHits.ts';
import { CASUAL_MARKERS } from './casualMarkers.ts';
import { ENTHUSIASM_MARKERS } from './enthusiasmMarkers.ts';
import { FORMAL_MARKERS } from './formalMarkers.ts';
import { HUMOUR_MARKERS } from './humourMarkers.ts';
import { IRREVERENCE_MARKERS } from './irreverenceMarkers.ts';
import { RESPECT_MARKERS } from './respectMarkers.ts';
import { SERIOUS_MARKERS } from './seriousMarkers.ts';
import type { LexiconEntry } from './types.ts';

const LEXICONS: Record<string, readonly LexiconEntry[]> = {
  casual: CASUAL_MARKERS,
  formal: FORMAL_MARKERS,
  humour: HUMOUR_MARKERS,
  serious: SERIOUS_MARKERS,
  irreverence: IRREVERENCE_MARKERS,
  respect: RESPECT_MARKERS,
  enthusiasm: ENTHUSIASM_MARKERS,
};

describe.each(Object.entries(LEXICONS))('the %s lexicon', (_name, lexicon) => {
  it('gives every entry a reason and a source', () => {
    for (const entry of lexicon) {
      expect(entry.reason.length, entry.term).toBeGreaterThan(10);
      expect(entry.source.length, entry.term).toBeGreaterThan(10);
    }
  });

  it('has no duplicate terms', () => {
    const terms = lexicon.map((entry) => entry.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('finds every entry in a sentence that uses it', () => {
    const matcher = compileLexicon(lexicon);
    for (const entry of lexicon) {
      const view = analyzeProse(`Then ${entry.term} here.`, 'paragraph');
      const hits = hitsBySentence(matcher, view).flat();
      expect(
        hits.some((hit) => hit.term === entry.term),
        entry.term,
      ).toBe(true);
    }
  });
});
