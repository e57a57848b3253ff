import fc from 'fast-check';
import type { Word } from 'nlcst';
import { toString } from 'nlcst-to-string';
import { describe, expect, it } from 'vitest';
import { analyzeProse, hasWordCharacter } from './analyzeProse.ts';
import { parseEnglish } from './englishParser.ts';
import { keyBit } from './keyBits.ts';
import { looseWord, normalWord } from './normalize.ts';

// The shortcuts taken for speed (issue 16) against what they stand for, on random text.

/** Words, marks, spaces and scripts that the parser and the views treat apart. */
const PIECES = [
  ...['Word', 'the', 'e.g.', 'U.S.', 'Inc.', 'a.m.', "don't", 'it’s', 'e-mail', 'Node.js', '3.5', '10kg'],
  ...[' ', '\n\n', '.', '...', '!', ',', '"', '“', '”', "'", '(', '-', '/', '&', '_', '©', '😀'],
  ...['é', 'Ω', 'ß', '中文', '\u00a0', '\u2019', '\u2010', 'ǅ', 'Ⅻ', '٣'],
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('fast paths', () => {
  it('tests a word for a letter or digit as the Unicode expression does', () => {
    const HAS_WORD = /[\p{L}\p{N}]/u;
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), text), (value) => {
        expect(hasWordCharacter(value)).toBe(HAS_WORD.test(value));
      }),
      { numRuns: 3_000 },
    );
  });

  it('reads a full stop at a word’s end from its last part (the abbreviation split)', () => {
    fc.assert(
      fc.property(text, (value) => {
        const words: Word[] = [];
        for (const paragraph of parseEnglish(value).children) {
          if (paragraph.type !== 'ParagraphNode') continue;
          for (const sentence of paragraph.children) {
            if (sentence.type !== 'SentenceNode') continue;
            for (const child of sentence.children) if (child.type === 'WordNode') words.push(child);
          }
        }
        for (const word of words) {
          const last = word.children[word.children.length - 1];
          expect(last && 'value' in last && last.value.endsWith('.')).toBe(toString(word).endsWith('.'));
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('gives each word its text, normal forms and their key bits as the prose spells them', () => {
    fc.assert(
      fc.property(text, (value) => {
        const view = analyzeProse(value, 'paragraph');
        for (const word of view.words) {
          expect(word.text).toBe(value.slice(word.start, word.end));
          expect(word.normal).toBe(normalWord(word.text));
          expect(word.loose).toBe(looseWord(word.normal));
          expect(word.normalBit).toBe(keyBit(word.normal));
          expect(word.looseBit).toBe(keyBit(word.loose));
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
