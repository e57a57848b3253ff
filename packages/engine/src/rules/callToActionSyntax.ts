import { CTA_CLAUSE_OPENERS, CTA_OBJECT_STARTS, CTA_THIRD_PERSON } from '../data/callsToAction.ts';
import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import { NUMBER_WORDS, TENS_WORDS } from '../data/numbers.ts';
import type { BlockView } from '../language/types.ts';

const objectStarts = new Set(CTA_OBJECT_STARTS.map((entry) => entry.word));
const NUMBERS = new Set([...NUMBER_WORDS, ...TENS_WORDS].filter((word) => word !== ''));
const clauseOpeners = new Set(CTA_CLAUSE_OPENERS.map((entry) => entry.word));
const thirdPerson = new Set(CTA_THIRD_PERSON.map((entry) => entry.word));
// Verbs and auxiliaries that show the word before them was a noun, the subject of a statement:
// "Order status is visible", "Call volumes rose", "Rate limits apply".
const FINITE = new Set([
  ...['is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'should', 'may'],
  ...['might', 'must', 'does', 'do', 'did', 'rose', 'fell', 'grew', 'dropped', 'doubled', 'went', 'came'],
  ...['remain', 'remains', 'look', 'looks', 'need', 'needs', 'take', 'takes', 'took', 'run', 'runs', 'ran'],
  ...['vary', 'varies', 'depend', 'depends', 'apply', 'applies', 'start', 'starts', 'began', 'end', 'ends'],
  ...['happen', 'happens', 'stay', 'stays', 'get', 'gets', 'got', 'go', 'goes', 'come', 'comes', 'keep'],
  ...[
    'keeps',
    'show',
    'shows',
    'mean',
    'means',
    'work',
    'works',
    'hit',
    'hits',
    'cost',
    'costs',
    'isn\u2019t',
  ],
  ...["isn't", "aren't", 'aren\u2019t', "won't", 'won\u2019t', "don't", 'don\u2019t', "can't", 'can\u2019t'],
]);
// Irregular simple pasts, which end no "-ed": "Book signing sessions at the festival sold out". Pasts that
// are also the base form ("put", "cut", "read") are left out: they may begin a second command.
const IRREGULAR_PASTS = new Set(
  IRREGULAR_VERBS.flatMap(([base, past]) => past.split('/').filter((form) => form !== base)),
);
// Adverbs that may stand between a subject and its verb: "customers often contact us".
const ADVERBS = new Set([
  'often',
  'usually',
  'rarely',
  'never',
  'already',
  'sometimes',
  'always',
  'still',
  'also',
  'just',
]);
const ADJECTIVE_SUFFIX = /.{3}(?:al|ive|ous|ful|less|able|ible|ic)$/u;
// Verbs that take a participle in a command: "Get started", "Stay tuned", "Keep informed".
const PARTICIPLE_COMMANDS = new Set(['get', 'stay', 'keep']);
const GLUE = /^[\s"'\u201c\u2018(*_#]*$/u;
// Modals before a call-to-action phrase: "you can contact us" asks, "Anna will join us" tells.
const MODALS = new Set(['can', 'could', 'may', 'might', 'will', 'would', 'should', 'must', 'also']);
const PREDICTIONS = new Set(['will', "you'll", 'you\u2019ll', "we'll", 'we\u2019ll', 'would']);

/** Whether a word may begin a command's object or adverb ("the", "your", "it", "now"). */
export function objectStart(normal: string): boolean {
  return objectStarts.has(normal);
}

/** A lower-case word that is neither a function word nor an adverb nor a verb form: likely a noun. */
function isContentWord(text: string, normal: string): boolean {
  return (
    /^\p{Ll}/u.test(text) &&
    !objectStarts.has(normal) &&
    !normal.endsWith('ly') &&
    !normal.endsWith('ing') &&
    !normal.endsWith('ed')
  );
}

/**
 * Whether the verb phrase ending at word `last` is a command: what follows it is an object, an adverb,
 * a name or the end of the sentence ("Try it", "Open Settings", "Sign up today."), not the rest of a
 * noun phrase that is the subject of a statement ("Order status is visible", "Update: we moved").
 */
export function isCommand(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const verb = words[first];
  const end = words[last];
  const next = words[last + 1];
  if (!verb || !end) return false;
  if (!next || next.sentence !== end.sentence) return true;
  // "Feel free to add topics", "Be sure to bring ID": a phrase ending in "to" takes an infinitive.
  if (end.normal === 'to' && last > first) return true;
  // "Let's keep in touch": after "let's" only a bare infinitive stands (Cambridge Dictionary, "let's":
  // "used for making suggestions"), even a verb that elsewhere follows a subject ("keep", "stay").
  if (SUGGESTIONS.has(end.normal)) return /^\p{Ll}/u.test(next.text);
  const between = text.slice(end.end, next.start);
  // "Update: we moved" is a label; "Try/catch blocks", "Save/restore" are compound nouns.
  if (between.includes(':') || between.includes('/')) return false;
  // "Explore, our new travel magazine, launches in May": a name and its apposition before the verb.
  if (/^\s*,\s*$/u.test(between) && appositionThenVerb(block, last + 1)) return false;
  if (!GLUE.test(between)) return true;
  // "Save the Date cards were printed": a determiner and a capitalised word name a thing (a title, a
  // product) that, with the verb-like word before it, is the subject of a statement.
  if (DETERMINERS.has(next.normal) && /^\p{Lu}/u.test(words[last + 2]?.text ?? '')) {
    if (words[last + 2]?.sentence === end.sentence && verbFollows(block, last + 2)) return false;
  }
  // A number in words opens an object as a numeral does: "take two minutes", "book three seats".
  if (/^[\p{Lu}\p{N}]/u.test(next.text) || NUMBERS.has(next.normal)) {
    // "Update 3.2 is out", "Order 1234 shipped": a name or number that is part of the subject.
    return !nameIsSubject(block, last + 1);
  }
  if (FINITE.has(next.normal)) return false;
  if (next.normal.endsWith('ed')) return last === first && PARTICIPLE_COMMANDS.has(verb.normal);
  // "Shop opening hours … are shown": a gerund after the verb-like noun may be part of the subject too;
  // "Start using the app today" stays a command.
  if (/^\p{Ll}/u.test(next.text) && next.normal.endsWith('ing')) return !verbFollows(block, last + 1);
  if (!isContentWord(next.text, next.normal)) return true;
  // A phrasal verb rarely modifies a noun: "Turn on two-factor sign-in under Security" is a command
  // unless a verb follows ("Log in attempts are limited").
  if (last > first) return !verbFollows(block, last + 1);
  // An adjective by its suffix opens an object, not a compound subject: "remove personal data", "keep
  // sensitive files" (Cambridge Grammar, "Adjectives: forms": -al, -ive, -ous, -ful, -less, -able, -ic).
  if (ADJECTIVE_SUFFIX.test(next.normal)) return !verbFollows(block, last + 1);
  // "Ask questions in the forum" (a command) against "Call volumes rose" (a statement).
  const after = words[last + 2];
  if (!after || after.sentence !== next.sentence) return true;
  if (!GLUE.test(text.slice(next.end, after.start))) return true;
  // "Confirm receipt of the signed contract": a noun and its prepositional phrase are the object unless a
  // verb follows them ("Call volumes at the centre doubled").
  const opensPhrase = objectStarts.has(after.normal) || after.normal === 'of';
  return opensPhrase && !FINITE.has(after.normal) && !verbFollows(block, last + 2);
}

const SUGGESTIONS = new Set(["let's", 'let\u2019s']);

// Words that open an apposition after a name: "Explore, our new travel magazine, launches in May".
const APPOSITION_STARTS = new Set(['our', 'the', 'a', 'an', 'their', 'its', 'my', 'your']);

/**
 * Whether the words from `from` are an apposition closed by a comma and followed by the verb of a
 * statement ("…, our new travel magazine, launches in May"). "Relax, your order is on its way" has no
 * closing comma; "Remember, the form is due" neither.
 */
function appositionThenVerb(block: BlockView, from: number): boolean {
  const { words, text } = block;
  const first = words[from];
  if (!first || !APPOSITION_STARTS.has(first.normal)) return false;
  for (let index = from + 1; index <= from + 6; index++) {
    const word = words[index];
    const previous = words[index - 1];
    if (!word || !previous || word.sentence !== first.sentence) return false;
    const between = text.slice(previous.end, word.start);
    if (/^\s*,\s*$/u.test(between)) {
      return (
        /^\p{Ll}/u.test(word.text) &&
        (FINITE.has(word.normal) || STATEMENT_VERBS.has(word.normal) || /[^s]s$/u.test(word.normal))
      );
    }
    if (!GLUE.test(between) || FINITE.has(word.normal)) return false;
  }
  return false;
}

/**
 * Whether the name or number after a sentence's first verb is the subject of a statement: after its
 * words (capitals and numbers: "Find My Phone", "Update 3.1"), maybe an adverb, comes a finite or past
 * verb ("Find My Phone now shows…", "Update 3.1 fixes…", "Order 1234 shipped"). "Open Settings now",
 * "Call 0161 555 0199", "Visit Acme Stores today" stay commands.
 */
function nameIsSubject(block: BlockView, from: number): boolean {
  const { words, text } = block;
  const sentence = words[from]?.sentence;
  let index = from;
  const linked = (at: number): boolean => {
    const word = words[at];
    const previous = words[at - 1];
    return (
      word !== undefined &&
      previous !== undefined &&
      word.sentence === sentence &&
      GLUE.test(text.slice(previous.end, word.start))
    );
  };
  while (linked(index + 1) && /^[\p{Lu}\p{N}]/u.test(words[index + 1]?.text ?? '')) index++;
  const adverb = linked(index + 1) && ADVERBS_BEFORE_VERB.has(words[index + 1]?.normal ?? '');
  if (adverb) index++;
  if (!linked(index + 1)) return false;
  const verb = words[index + 1];
  if (!verb) return false;
  // "Register 4 at the Leeds store was replaced": a place or owner between the name and its verb.
  if (!adverb && NAME_PREPOSITIONS.has(verb.normal)) return verbFollows(block, index + 1);
  // After "Name now", a lower-case word that begins no object is the verb: "Find Friends now lists…".
  if (adverb && /^\p{Ll}/u.test(verb.text) && !objectStarts.has(verb.normal)) return true;
  return FINITE.has(verb.normal) || STATEMENT_VERBS.has(verb.normal) || verb.normal.endsWith('ed');
}

// Prepositions that may attach a place or an owner to a name before its verb ("Order 1234 from Leeds").
const NAME_PREPOSITIONS = new Set(['at', 'in', 'on', 'from', 'of', 'for', 'near']);

// "Now" and the adverbs that may stand between a subject and its verb ("Find My Phone now shows").
const ADVERBS_BEFORE_VERB = new Set([...ADVERBS, 'now']);

/**
 * Third-person verbs of release notes and reports, which follow a product or version name as its
 * subject ("Update 3.1 fixes the crash", "Version 2 adds dark mode"); Microsoft Writing Style Guide,
 * "Release notes" (verbs: adds, fixes, improves, removes, introduces, supports).
 */
const STATEMENT_VERBS = new Set([
  ...['fixes', 'adds', 'brings', 'includes', 'introduces', 'removes', 'improves', 'supports', 'requires'],
  ...['contains', 'replaces', 'ships', 'lets', 'allows', 'enables', 'offers', 'features', 'arrives'],
  ...['changes', 'updates', 'resolves', 'drops', 'moves', 'makes', 'gives', 'uses', 'closes', 'opens'],
]);

const SUBJECT_PRONOUNS = new Set(['you', 'we', 'they', 'i', 'he', 'she', 'it', 'who', 'that', 'which']);
const CONJUNCTIONS = new Set(['and', 'or', 'but', 'then']);
const SUBORDINATORS = new Set([
  'if',
  'when',
  'where',
  'while',
  'because',
  'unless',
  'until',
  'once',
  'so',
  'as',
]);
const DETERMINERS_BEFORE_PARTICIPLE = new Set(['the', 'a', 'an', 'your', 'our', 'their', 'its', 'any']);

/**
 * Whether the words from `from` on, in the same clause, bring the verb of a statement whose subject was
 * the noun before them: an adverb and a verb ("Order confirmations now include…") or a phrase and a
 * past verb ("Download speeds in Europe doubled", "Start times for the offsite moved"). "Ask questions
 * now", "Ask questions in the updated forum" stay commands.
 */
function verbFollows(block: BlockView, from: number): boolean {
  const { words, text } = block;
  const first = words[from];
  if (!first) return false;
  if (ADVERBS.has(first.normal) || first.normal === 'now') {
    const verb = words[from + 1];
    return (
      verb !== undefined &&
      verb.sentence === first.sentence &&
      GLUE.test(text.slice(first.end, verb.start)) &&
      /^\p{Ll}/u.test(verb.text) &&
      !objectStarts.has(verb.normal)
    );
  }
  // A phrase of up to five words may stand between the noun and its verb: "Reply rates on the autumn
  // campaign reached 14%", "Subscribe buttons on the blog now match…".
  for (let index = from + 1; index <= from + 5; index++) {
    const word = words[index];
    const previous = words[index - 1];
    if (!word || !previous || word.sentence !== first.sentence) return false;
    if (!GLUE.test(text.slice(previous.end, word.start))) return false;
    // "…before May": a capital is a name, not a verb.
    if (!/^\p{Ll}/u.test(word.text)) continue;
    if (word.normal === 'now' || ADVERBS.has(word.normal)) {
      const verb = words[index + 1];
      if (
        verb !== undefined &&
        verb.sentence === word.sentence &&
        GLUE.test(text.slice(word.end, verb.start)) &&
        /^\p{Ll}/u.test(verb.text) &&
        !objectStarts.has(verb.normal)
      ) {
        return true;
      }
      continue;
    }
    // "Add notes to any ticket you closed": a clause of its own begins; "…and", "…or": a second command.
    if (SUBJECT_PRONOUNS.has(word.normal) || CONJUNCTIONS.has(word.normal)) return false;
    // "Call 0800 123 on weekdays when lines are quiet": a clause of its own.
    if (SUBORDINATORS.has(word.normal)) return false;
    if (FINITE.has(word.normal) || IRREGULAR_PASTS.has(word.normal)) return true;
    if (word.normal.endsWith('ed') && !DETERMINERS_BEFORE_PARTICIPLE.has(previous.normal)) return true;
    if (pluralVerbAfterPhrase(block, from, index)) return true;
  }
  return false;
}

// Simple pasts spelt as their base ("beat", "cut", "hit"): after a phrase they are the statement's verb.
const PASTS_AS_BASE = new Set(
  IRREGULAR_VERBS.filter(([base, past]) => past.split('/').includes(base)).map(([base]) => base),
);
const PLURAL = /[^s]s$/u;
// Verbs of measure, which take a quantity as object ("average 900 Mbps", "top 200", "exceed 500"); a noun
// before a number is rather a label or a time ("the admin page 2 weeks after month end").
const MEASURE_VERBS = new Set([
  'average',
  'total',
  'exceed',
  'top',
  'reach',
  'hit',
  'equal',
  'number',
  'surpass',
  'outnumber',
  'approach',
]);
const DIGIT_START = /^\p{N}/u;

/**
 * "Download speeds on the new plan average 900 Mbps", "Book sales at the fair beat last year's total":
 * after a plural noun (the subject, just before `from`) and a phrase closed by a noun, a bare verb agrees
 * with that subject. A verb of measure shows itself by its quantity ("average 900", "reach 14%"), a simple past
 * spelt as its base, by "last" after it; a second command would need "and" or a comma first.
 */
function pluralVerbAfterPhrase(block: BlockView, from: number, index: number): boolean {
  const { words } = block;
  const subject = words[from - 1];
  const word = words[index];
  const previous = words[index - 1];
  const next = words[index + 1];
  if (!subject || !word || !previous || !next || next.sentence !== word.sentence) return false;
  if (!PLURAL.test(subject.normal) || !objectStarts.has(words[from]?.normal ?? '')) return false;
  if (!isContentWord(previous.text, previous.normal) || !isContentWord(word.text, word.normal)) return false;
  if (DIGIT_START.test(next.text)) return MEASURE_VERBS.has(word.normal);
  return next.normal === 'last' && PASTS_AS_BASE.has(word.normal);
}

// Linking adverbs that open a clause of consequence after a comma (Cambridge Grammar, "So": "so" as a
// conjunction of result; "then" as a linking adverb).
const CLAUSE_LINKS = new Set(['so', 'then']);

/**
 * The words of a sentence where a command may stand besides its first word: after the comma of an
 * introductory clause ("If you have questions, reply here.", "To start, open Settings.") and after a
 * colon, semicolon or dash ("The choice is yours: sign up today.").
 */
export function clauseStarts(block: BlockView, firstWord: number, endWord: number): number[] {
  const { words, text } = block;
  const starts: number[] = [];
  const opener = clauseOpeners.has(words[firstWord]?.normal ?? '') || frontedAdverbial(block, firstWord);
  let afterComma = !opener;
  for (let index = firstWord + 1; index < endWord; index++) {
    const previous = words[index - 1];
    const word = words[index];
    if (!previous || !word) continue;
    const between = text.slice(previous.end, word.start);
    // A colon, semicolon or dash, not an emoticon (":)", ";-)").
    if (/[;\u2014]|:(?![-)(DPpO3/|\][])|\s[\u2013-]\s/.test(between) && !/[:;]-?[)(DPp]/.test(between)) {
      starts.push(index);
    } else if (/[,\u2013-]/u.test(between) && CLAUSE_LINKS.has(word.normal)) {
      // "The renewal is due next week, so make sure…": "so" or "then" after a comma opens a clause of
      // its own, whose command the leads ("so", "then") reach.
      starts.push(index);
    } else if (/^\s+$/u.test(between) && /^\p{Lu}/u.test(word.text) && /\d\.$/u.test(previous.text)) {
      // "Version 5 drops Node 16. Upgrade to Node 20": the parser keeps "16." as one word and does not
      // end the sentence there.
      starts.push(index);
    } else if (!afterComma && between.includes(',')) {
      starts.push(index);
      afterComma = true;
    }
  }
  return starts;
}

/**
 * A short phrase of up to three words before the sentence's first comma, with no verb or subject in it:
 * a fronted time or place adverbial ("This spring, help us…", "Next Monday, bring your badge").
 */
function frontedAdverbial(block: BlockView, firstWord: number): boolean {
  const { words, text } = block;
  for (let index = firstWord; index < firstWord + 3; index++) {
    const word = words[index];
    const next = words[index + 1];
    if (!word || !next || next.sentence !== word.sentence) return false;
    if (FINITE.has(word.normal) || SUBJECT_PRONOUNS.has(word.normal)) return false;
    const between = text.slice(word.end, next.start);
    if (between.includes(',')) return index > firstWord;
    if (!/^\s+$/u.test(between)) return false;
  }
  return false;
}

// Words that deny a request ("Please do not reply to this email", "No need to contact us") unless
// "hesitate" turns it round ("Don't hesitate to contact us").
const NEGATORS = new Set([
  ...[
    'not',
    "don't",
    'don\u2019t',
    'dont',
    'never',
    "can't",
    'can\u2019t',
    'cannot',
    'no',
    "won't",
    'won\u2019t',
  ],
  ...[
    "doesn't",
    'doesn\u2019t',
    "didn't",
    'didn\u2019t',
    "shouldn't",
    'shouldn\u2019t',
    "needn't",
    'needn\u2019t',
  ],
]);
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'your', 'this', 'that', 'its', 'their']);
const NAMED_THINGS = new Set([
  'page',
  'button',
  'form',
  'link',
  'tab',
  'section',
  'menu',
  'option',
  'banner',
  'widget',
]);

/**
 * Whether a call-to-action phrase is denied ("Please do not reply to this email") or names a thing
 * ("the Contact us page", "a Learn more link").
 */
function isNegatedOrNamed(block: BlockView, firstWord: number): boolean {
  const { words } = block;
  const phrase = words[firstWord];
  const before = words[firstWord - 1];
  if (before && before.sentence === phrase?.sentence && DETERMINERS.has(before.normal)) return true;
  for (let index = firstWord + 1; index <= firstWord + 4; index++) {
    const word = words[index];
    if (!word || word.sentence !== phrase?.sentence) break;
    if (NAMED_THINGS.has(word.normal)) return /^\p{Lu}/u.test(phrase.text) && !phrase.sentenceStart;
  }
  for (let index = firstWord - 1; index >= 0 && index >= firstWord - 4; index--) {
    const word = words[index];
    if (!word || word.sentence !== phrase?.sentence || word.normal === 'hesitate') return false;
    if (NEGATORS.has(word.normal)) return true;
  }
  return false;
}

/**
 * Whether a call-to-action phrase tells what others do or will do ("customers who contact us", "they join
 * us", "Anna will join us", "you'll learn more in part two") rather than asking the reader.
 */
export function describesOthers(block: BlockView, firstWord: number): boolean {
  const { words } = block;
  const phrase = words[firstWord];
  if (isNegatedOrNamed(block, firstWord)) return true;
  let modal = false;
  for (let index = firstWord - 1; index >= 0; index--) {
    const word = words[index];
    if (!word || word.sentence !== phrase?.sentence) return false;
    if (ADVERBS.has(word.normal)) continue;
    if (PREDICTIONS.has(word.normal)) return true;
    if (MODALS.has(word.normal)) {
      modal = true;
      continue;
    }
    if (word.normal === 'you' || word.normal === 'please') return false;
    if (thirdPerson.has(word.normal)) return true;
    return modal || (!word.sentenceStart && /^\p{Lu}/u.test(word.text) && word.text !== 'I');
  }
  return false;
}
