import { CTA_ANYWHERE, CTA_LEADS, CTA_POLITE_REQUESTS, CTA_VERBS } from '../data/callsToAction.ts';
import {
  LETTER_I_NOUNS,
  MODALS,
  READER_NOUNS,
  ROMAN_NUMERAL_CONTEXT,
  SINGULAR_TO_PLURAL,
  THIRD_PERSON_VERBS,
  VERBS_AFTER_I,
} from '../data/pronouns.ts';
import { capitalise } from '../language/normalize.ts';
import type { ValeRuleContext } from './valeContext.ts';
import {
  MID_SENTENCE,
  SENTENCE_START,
  WORD_END,
  WORD_GAP,
  WORD_START,
  wordsPattern,
} from './valeLookarounds.ts';
import { firstLetterEitherCase, phrasePattern } from './valePatterns.ts';
import type { ValeRuleExport } from './valeTypes.ts';

const words = (list: ReadonlyArray<{ readonly word: string }>): string =>
  wordsPattern(list.map((entry) => entry.word));

// Not in a question ("Can I change my plan?": the reader's voice) and not inside a quotation: after an
// opening curly quote not yet closed, or a straight one that opens (after a space or a bracket) in the line.
const IN_PARAGRAPH = '(?!\\n\\s*\\n)';
const NOT_QUESTION = `(?!(?:${IN_PARAGRAPH}[^.!?])*\\?)`;
const NOT_QUOTED = `(?<!(?:^|[\\s\\(\\[{\u2014\u2013-])"[^"\\n]*|\u201c(?:${IN_PARAGRAPH}[^\u201d])*)`;

/**
 * first-person-singular: a `substitution` of "I", "me", "my", "I'm"… with "we", "us", "our", "we're",
 * capitalised at a sentence start. "My Account" (a capital in mid-sentence) is a name; questions,
 * quotations and Roman numerals pass, as in the engine.
 */
export function firstPersonSingularToVale(context: ValeRuleContext): ValeRuleExport {
  // Made here rather than when the module loads, which every start of `wtt check` would pay.
  // "I" as a numeral or a letter: "(i)", "i)", after "Phase" or "World War" (a capitalised word in
  // mid-sentence).
  const NOT_NUMERAL =
    `(?<!\\()(?<!(?i:\\b${words(ROMAN_NUMERAL_CONTEXT)})${WORD_GAP})` +
    `(?<![\\p{L}\\p{N}]${WORD_GAP}\\p{Lu}[\\p{L}\\p{N}'\u2019-]*${WORD_GAP})`;
  // "the I key", "the I button": the letter, not the pronoun.
  const NOT_LETTER = `(?!${WORD_GAP}(?i:${words(LETTER_I_NOUNS)})${WORD_END})`;
  const swap: Record<string, string> = {};
  for (const { singular, plural } of SINGULAR_TO_PLURAL) {
    const guard = `${NOT_QUOTED}${singular === 'i' ? NOT_NUMERAL : ''}`;
    const after = `${singular === 'i' ? `${NOT_LETTER}(?!\\))` : ''}${NOT_QUESTION}`;
    // "I" in either case (not "I'm", not "i.e."); "I'm" always with its capital; the others in lower
    // case in mid-sentence, where a capital makes a name.
    const pattern =
      singular === 'i'
        ? "[Ii](?!['\u2019.]\\p{L})"
        : singular.startsWith("i'")
          ? `[Ii]${phrasePattern(singular.slice(1))}`
          : phrasePattern(singular);
    const start = singular.startsWith('i') ? pattern : firstLetterEitherCase(pattern);
    swap[`${SENTENCE_START}${guard}${start}${after}`] = capitalise(plural);
    swap[`${MID_SENTENCE}${guard}${pattern}${after}`] = plural;
    if (singular !== 'i') continue;
    // "I am" → "we are", "I was" → "we were": longer keys, so Vale tries them before "I" alone.
    for (const verb of VERBS_AFTER_I) {
      const withVerb = `${pattern}${NOT_LETTER}\\s+(?i:${phrasePattern(verb.word)})${WORD_END}${NOT_QUESTION}`;
      const wanted = `${plural} ${verb.plural}`;
      swap[`${SENTENCE_START}${guard}${withVerb}`] = capitalise(wanted);
      swap[`${MID_SENTENCE}${guard}${withVerb}`] = wanted;
    }
  }
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'substitution',
          message: "Write '%s' instead of '%s': company text speaks for the team.",
          level: context.level,
          description: context.info.description,
          ignorecase: false,
          action: { name: 'replace' },
          swap,
        },
      },
    ],
    differences: [
      'A straight quotation mark opens a quotation only after a space or a bracket, and within its line.',
    ],
  };
}

/**
 * second-person: "the user", "the reader"… before a modal verb become a `substitution` with "you" (no
 * other word changes); before a verb in the third person an `existence`, since the verb must change too.
 */
export function secondPersonToVale(context: ValeRuleContext): ValeRuleExport {
  const nouns = words(READER_NOUNS);
  const before = (verbs: string): string => `${nouns}(?=${WORD_GAP}${verbs}${WORD_END})`;
  const base = { level: context.level, description: context.info.description, ignorecase: true } as const;
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'substitution',
          message: "Write '%s' instead of '%s': address the reader directly.",
          ...base,
          capitalize: true,
          action: { name: 'replace' },
          swap: { [before(words(MODALS))]: 'you' },
        },
      },
      {
        name: `${context.fileName}Verb`,
        rule: {
          extends: 'existence',
          message: "Address the reader directly: write 'you' instead of '%s' and change the verb to match.",
          ...base,
          tokens: [before(words(THIRD_PERSON_VERBS))],
        },
      },
    ],
    differences: [
      'Read in code and not exported: plural reader nouns ("users can"), words between the noun and its verb ("the user automatically receives", "a user who forgets it can"), the reader as the object ("lets the user export"), a sentence that names "you" or an admin, and a sentence that reports a study or a block labelled internal or a specification, which the rule passes; and role nouns with a modal or an obligation ("the customer can", "guests are welcome to").',
    ],
  };
}

/**
 * call-to-action: an `occurrence` with `min: 1` over the whole text of a call-to-action phrase anywhere
 * ("contact us"), one of the guide's `phrases`, or a command at the start of a sentence or paragraph,
 * after up to two words such as "Please" or "Now" ("Please reply by Friday").
 */
export function callToActionToVale(context: ValeRuleContext): ValeRuleExport {
  const own = Array.isArray(context.params.phrases)
    ? context.params.phrases.filter(
        (phrase): phrase is string => typeof phrase === 'string' && phrase.trim() !== '',
      )
    : [];
  const anywhere = wordsPattern(
    [...CTA_ANYWHERE, ...CTA_POLITE_REQUESTS].map((entry) => entry.word).concat(own),
  );
  // `occurrence` has no `(?m)`: `^` is the start of the text, a blank line starts a paragraph.
  const start = `(?<=(?:^|\\n\\s*\\n|[.!?]["\u201d\u2019)]?\\s+)[^\\p{L}\\p{N}]*(?:${words(CTA_LEADS)}${WORD_GAP}){0,2})`;
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'occurrence',
          message:
            'Add a call to action: tell the reader what to do next ("Sign up today.", "Reply to this email.", "Contact us.").',
          level: context.level,
          description: context.info.description,
          scope: 'summary',
          ignorecase: true,
          min: 1,
          token: `${WORD_START}${anywhere}${WORD_END}|${start}${words(CTA_VERBS)}${WORD_END}`,
        },
      },
    ],
    differences: [
      'Vale reports a text without a call to action at its start rather than at its last sentence.',
      "A call to action in a heading or a table cell does not count: Vale's summary holds the paragraphs and lists.",
    ],
  };
}
