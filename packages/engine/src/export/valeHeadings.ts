import { FULL_STOP_ABBREVIATIONS } from '../data/abbreviations.ts';
import { COMMON_WORDS, FUNCTION_WORDS, TITLE_MINOR_WORDS } from '../data/commonWords.ts';
import { capitalise } from '../language/normalize.ts';
import type { ValeRuleContext } from './valeContext.ts';
import { notOneOf, WORD_END, WORD_START, wordsPattern } from './valeLookarounds.ts';
import { wordsPerScopeToVale } from './valeStructure.ts';
import type { ValeRuleExport } from './valeTypes.ts';

/** heading-length: an `occurrence` of words per heading. */
export function headingLengthToVale(context: ValeRuleContext): ValeRuleExport {
  return wordsPerScopeToVale(
    context,
    'heading',
    (max) => `Shorten this heading: the guide allows ${max} words.`,
    ['Vale reports the heading at its first word.'],
  );
}

// A full stop after one of the rule's abbreviations ("Inc.", "etc.") or after initials ("U.S.") ends an
// abbreviation, in either case. Each letter is spelt as a class ("[Ii][Nn][Cc]") rather than with an inline
// `(?i:…)` group: V8 gave that group inside a lookbehind different answers once the pattern was cached.
const eitherCase = (word: string): string =>
  word.replace(/[a-z]/gi, (letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`);
const ABBREVIATION = `(?<!(?:^|\\s)(?:${FULL_STOP_ABBREVIATIONS.map((entry) => eitherCase(entry.word)).join('|')}|[a-zA-Z]\\.[a-zA-Z]))`;

/**
 * heading-punctuation: an `existence` of a full stop, colon, semicolon or comma at the end of a heading
 * (a question or an exclamation mark may end one).
 */
export function headingPunctuationToVale(context: ValeRuleContext): ValeRuleExport {
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Remove '%s' at the end of the heading: headings are signposts, not sentences.",
          level: context.level,
          description: context.info.description,
          scope: 'heading',
          nonword: true,
          action: { name: 'remove' },
          // The whole run of marks, at the end of the heading.
          tokens: [`(?<![.:;,])(?:[.:;,]{2,}|[:;,]|${ABBREVIATION}\\.)(?=\\s*$)`],
        },
      },
    ],
    differences: [],
  };
}

// A word that is not the first of the heading and does not follow a colon ("Step 1: Install the app").
const NOT_FIRST = '(?<=[\\p{L}\\p{N}][^\\p{L}\\p{N}:]*)';

/**
 * heading-case: an `existence` per heading of the words in the wrong case, as the rule reads them:
 * `sentence` flags everyday words with a capital after the first word ("Getting Started With the App"),
 * so names and acronyms pass ("Connect Google Drive to the API"); `title` flags words in lower case but
 * articles, conjunctions and prepositions in mid-title. Words with capitals inside, digits or hyphens
 * ("iPhone", "v2", "Set-up") and the word after a colon are left alone.
 */
export function headingCaseToVale(context: ValeRuleContext): ValeRuleExport {
  const title = context.params.style === 'title';
  let token: string;
  if (title) {
    const minor = TITLE_MINOR_WORDS.map((entry) => entry.word);
    // A minor word is lower case in mid-title, but not as the last word.
    const lowerOk = `(?:${notOneOf(minor)}|(?=[\\p{Ll}'\u2019]+[^\\p{L}\\p{N}]*$))`;
    token = `${NOT_FIRST}${WORD_START}${lowerOk}\\p{Ll}[\\p{Ll}'\u2019]*${WORD_END}`;
  } else {
    const everyday = [...FUNCTION_WORDS, ...COMMON_WORDS]
      .map((entry) => entry.word)
      // "I" and "I'm" keep their capital; words with hyphens or digits are left alone.
      .filter((word) => /^\p{L}[\p{L}']*$/u.test(word) && word !== 'i' && !word.startsWith("i'"));
    token = `${NOT_FIRST}${WORD_START}${wordsPattern(everyday.map(capitalise))}${WORD_END}`;
  }
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: title
            ? "Use title case in headings: capitalise '%s'."
            : "Use sentence case in headings: write '%s' in lower case.",
          level: context.level,
          description: context.info.description,
          scope: 'heading',
          ignorecase: false,
          nonword: true,
          tokens: [token],
        },
      },
    ],
    differences: [
      'Vale marks each word in the wrong case; Write the Tone marks the heading once and offers it rewritten.',
    ],
  };
}
