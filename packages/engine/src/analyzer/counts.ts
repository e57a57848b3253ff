import type { TextReading } from './reading.ts';
import type { SentenceSignals } from './sentenceSignals.ts';
import type { Counts } from './types.ts';
import { MASK_CHARACTER } from '../document/types.ts';

const MASK_CODE = MASK_CHARACTER.charCodeAt(0);
const SPACE = /\s/;

export function countText(reading: TextReading, signals: readonly SentenceSignals[]): Counts {
  let characters = 0;
  let withoutSpaces = 0;
  let paragraphs = 0;
  let headings = 0;
  const unique = new Set<string>();
  for (const { view } of reading.blocks) {
    const text = view.text;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      // A masked stretch (code, a URL) is not prose: it counts as no character.
      if (code === MASK_CODE) continue;
      characters++;
      const space =
        code === 32 || (code >= 9 && code <= 13) || (code > 127 && SPACE.test(text.charAt(index)));
      if (!space) withoutSpaces++;
    }
    if (view.words.length === 0) continue;
    if (view.kind === 'heading') headings++;
    else paragraphs++;
    for (const word of view.words) unique.add(word.normal);
  }
  let letters = 0;
  let words = 0;
  let syllables = 0;
  let polysyllabicWords = 0;
  let complexWords = 0;
  for (const signal of signals) {
    letters += signal.letters;
    words += signal.words;
    syllables += signal.syllables;
    polysyllabicWords += signal.polysyllabic;
    complexWords += signal.complex;
  }
  return {
    characters,
    charactersWithoutSpaces: withoutSpaces,
    letters,
    words,
    uniqueWords: unique.size,
    sentences: signals.length,
    paragraphs,
    headings,
    syllables,
    polysyllabicWords,
    complexWords,
  };
}
