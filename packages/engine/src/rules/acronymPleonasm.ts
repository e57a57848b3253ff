import { COMMON_WORDS, FUNCTION_WORDS } from '../data/commonWords.ts';
import type { BlockView, WordView } from '../language/types.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/**
 * RAS syndrome in general ("PIN number", "VAT tax", "NDA agreement"): an abbreviation followed by the word
 * its last letter already stands for (Wikipedia, "RAS syndrome", https://en.wikipedia.org/wiki/RAS_syndrome).
 * The list of pairs cannot name every abbreviation of every trade, so the signal is read from the text:
 * an abbreviation in capitals, then a lower-case noun that begins with the abbreviation's last letter and
 * is one of the words abbreviations end in.
 *
 * Only nouns whose letter means that noun in nearly every abbreviation: "system" is left out ("POS
 * system", point of sale), "display" too ("LED display", diode), and "code" ("SIC code", classification);
 * the pair list keeps the ones of those that are redundant ("GPS system", "LCD display", "UPC code").
 * Left out for the same reason, with their redundant pairs listed instead: "drive" ("DVD drive", a drive
 * for discs), "equipment" ("LTE equipment"), "authentication" ("RSA authentication"), "reference" ("PNR
 * reference", a record), "meeting" ("CRM meeting"), "test" and "testing" ("MOT test", Transport),
 * "rate" ("CPR rate", resuscitation). "value", "imaging", "diode", "disorder", "disease" and "therapy"
 * stay: a V, I, D or T before them names them ("CVV value", "MRI imaging", "LED diode", "OCD disorder",
 * "CBT therapy"), and an abbreviation that ends otherwise starts with another letter ("RGB value", "PET
 * imaging", "CT scan").
 */
const ENDING_NOUNS: ReadonlyMap<string, 'one' | 'many'> = new Map([
  ...singularAndPlural([
    'number',
    'machine',
    'card',
    'disc',
    'disk',
    'agreement',
    'account',
    'vehicle',
    'unit',
    'indicator',
    'protocol',
    'network',
    'interface',
    'password',
    'value',
    'diode',
    'disorder',
    'disease',
  ]),
  ['therapy', 'one'],
  ['therapies', 'many'],
  ['imaging', 'one'],
  ['tax', 'one'],
  ['taxes', 'many'],
  ['index', 'one'],
  ['format', 'one'],
  ['language', 'one'],
  ['virus', 'one'],
  ['memory', 'one'],
]);

function singularAndPlural(nouns: readonly string[]): Array<readonly [string, 'one' | 'many']> {
  return nouns.flatMap((noun) => [
    [noun, 'one'],
    [`${noun}s`, 'many'],
  ]);
}

// Three to five capitals: two-letter ones are as often codes or words ("UN number" names a class of
// dangerous goods); longer runs of capitals are shouting, not abbreviations.
const ABBREVIATION = /^[A-Z]{3,5}$/u;

// An everyday word in capitals is emphasis, not an abbreviation ("use your OWN number", "NOT taxed").
const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  [...COMMON_WORDS, ...FUNCTION_WORDS].map((listed) => listed.word),
);

/**
 * Each abbreviation-and-noun pair of the block; `listed` says which the phrase list already reports
 * (lower case, one space), so a pair is never reported twice.
 */
export function acronymPleonasms(block: BlockView, listed: ReadonlySet<string>): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  for (let index = 0; index + 1 < words.length; index++) {
    const abbreviation = words[index];
    const noun = words[index + 1];
    if (abbreviation === undefined || noun === undefined || !endsInItsWord(abbreviation, noun)) continue;
    if (listed.has(`${abbreviation.normal} ${noun.normal}`)) continue;
    const written = block.text.slice(abbreviation.start, noun.end);
    const replacement = ENDING_NOUNS.get(noun.text) === 'many' ? `${abbreviation.text}s` : abbreviation.text;
    matches.push({
      from: abbreviation.start,
      to: noun.end,
      message: `Write ${quote(replacement)} instead of ${quote(written)}. The abbreviation’s last letter already stands for “${noun.text}”.`,
      methodName: 'abbreviation-and-its-word',
      suggestions: [replacement],
      fix: { from: abbreviation.start, to: noun.end, replacement },
    });
  }
  return matches;
}

/** "SIN" then "number": the noun follows at once and starts with the abbreviation's last letter. */
function endsInItsWord(abbreviation: WordView, noun: WordView): boolean {
  return (
    noun.joined &&
    noun.sentence === abbreviation.sentence &&
    ABBREVIATION.test(abbreviation.text) &&
    !EVERYDAY_WORDS.has(abbreviation.normal) &&
    ENDING_NOUNS.has(noun.text) &&
    noun.text.charAt(0) === abbreviation.text.charAt(abbreviation.text.length - 1).toLowerCase()
  );
}
