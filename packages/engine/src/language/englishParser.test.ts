import fc from 'fast-check';
import retextEnglish from 'retext-english';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { DEV_SET } from '../../devset/devsetFiles.ts';
import { devCases } from '../../devset/evaluateDevset.ts';
import { parseEnglish } from './englishParser.ts';

const retext = unified().use(retextEnglish).freeze();

/** Characters the parser treats apart: white space and line breaks, marks, symbols, other scripts. */
const PIECES = [
  'a',
  'Word',
  'the',
  'e.g.',
  'Mr.',
  'U.S.',
  "don't",
  'it’s',
  '3',
  '3.5',
  '10kg',
  ' ',
  '  ',
  '\t',
  '\n',
  '\n\n',
  '\r\n',
  '\r\n\r\n',
  '\r',
  '.',
  '...',
  '!',
  '?',
  '!!',
  ',',
  ';',
  ':',
  '"',
  '“',
  '”',
  "'",
  '(',
  ')',
  '-',
  '—',
  '/',
  '&',
  '@',
  '#',
  '+',
  '©',
  '😀',
  '👍🏽',
  'é',
  'Ω',
  'ß',
  '中文',
  '\u00a0',
  '\u200b',
  '\ud800',
  // What the sentence steps merge (sentenceSteps.ts): "&" before a word, "-" after one, inner marks,
  // "w/" and short words around "/", elisions ("'tis", "o' the", "'n'"), initialisms ("A.B.C.").
  'w',
  'n',
  'o',
  'ol',
  'tis',
  'cause',
  'A',
  'B',
  '1',
  'ab',
  'abc',
  '_',
  '__',
  '=',
  '·',
  '\u00ad',
  '\u2010',
  '\u2019',
  '.-',
];

describe('parseEnglish', () => {
  it('gives retext-english’s tree for every development-set text', () => {
    const texts = devCases(DEV_SET).map((item) => item.text);
    expect(texts.length).toBeGreaterThan(800);
    for (const text of texts) expect(parseEnglish(text), text).toEqual(retext.parse(text));
  });

  it('gives retext-english’s tree for any mix of words, spaces, line breaks, marks and symbols', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        expect(parseEnglish(text)).toEqual(retext.parse(text));
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives retext-english’s tree where each sentence step acts', () => {
    // Texts random pieces rarely make: every mark a step of sentenceSteps.ts looks for, in place.
    // One mark per text, so that no other text's mark makes a skipped step run.
    const texts = [
      "Rock 'n' roll.",
      'Rock ’n’ roll.',
      "The good ol' days.",
      'A cup o’ tea.',
      "'Tis true.",
      "It was 'twas' once.",
      "Call 'em all 'cause it's '99.",
      "'Quoted words' stay apart.",
      'Coffee w/ milk.',
      'W/ sugar.',
      'Coffee w/milk.',
      'Read and/or write.',
      'A/B tests.',
      'R&D wins.',
      '&more',
      'Pre- and post-war.',
      'A well-known co-op.',
      'We moved to the U.S.A.',
      'See A.B.C. today.',
      'Version 1.2.3. is out.',
      'snake_case and __init__ here.',
      'a=b, x:y and user@example.',
      'a\u00adb, a\u2010b and a·b.',
    ];
    for (const text of texts) expect(parseEnglish(text), text).toEqual(retext.parse(text));
  });

  it('gives retext-english’s tree for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        expect(parseEnglish(text)).toEqual(retext.parse(text));
      }),
      { numRuns: 2_000 },
    );
  });
});
