import { INPUT_VERBS, LABEL_NOUNS, STREET_WORDS } from '../data/numbers.ts';
import type { BlockView, WordView } from '../language/types.ts';

const inputVerbs = new Set(INPUT_VERBS.map((entry) => entry.word));
const labelNouns = new Set(LABEL_NOUNS.map((entry) => entry.word));
const streetWords = new Set(STREET_WORDS.map((entry) => entry.word));

// A symbol set off by a space is still the numeral's: "5 %", "20 °C", "§ 3", "№ 4", "€ 5", "x = 3", and
// money with the currency sign after the amount, as much of Europe writes it ("5 €", "5 €/month").
const SYMBOL_AFTER = /^\s?[%\u2030\u00b0\u2103\u2109\u00d7$\u20ac\u00a3\u00a5\u20b9]/;
// The second numeral of a range or a product set off by spaces: "3 – 5", "3 × 3", "2 + 2".
const NUMERAL_OPERATOR_BEFORE = /\d\s[\u2013\u2014\-\u00d7+]\s$/;
const SYMBOL_BEFORE = /[\u00a7\u00b6\u2116$\u20ac\u00a3\u00a5\u20b9=<>\u2264\u2265\u00b1]\s?$/;
// A header line of an e-mail or a memo: "Subject: 3 new invoices", "Re: your 2 orders".
const HEADER = /^(?:subject|re|fwd|fw)\s*:/i;
const HEADER_WORDS = 8;
const TITLE_WORDS = 10;
// What may follow a typed or returned value: the end of the clause or a word that is not what it counts
// ("Type 5 and press Enter", "Reply 1 to confirm", "returns 0 on success"; "enter 2 addresses" counts).
const VALUE_FOLLOWERS = new Set([
  'to',
  'in',
  'into',
  'on',
  'and',
  'or',
  'then',
  'for',
  'if',
  'when',
  'as',
  'at',
  'otherwise',
  'instead',
]);
// Words of a clock reading: "half past 3", "quarter to 5".
const CLOCK_FRACTIONS = new Set(['half', 'quarter', 'ten', 'twenty', 'five']);
const APPROXIMATELY = new Set(['about', 'around', 'approximately', 'roughly']);
const MAX_FIELD_LABEL_WORDS = 3;

// Between a label and its number: a space, after an abbreviation's dot, and emphasis or quotes around the
// number ("page 3", "No. 3", "press **1**", 'option "2"'); a colon or a comma parts them.
const LABEL_GAP = /^\.?\s+[*_"'\u201c\u2018]*$/;

/** Whether the text between a label and a numeral keeps them together ("page 3", "No. 3", "press **1**"). */
export function labelGap(between: string): boolean {
  return LABEL_GAP.test(between);
}

function inSentence(word: WordView | undefined, of: WordView): word is WordView {
  return word !== undefined && word.sentence === of.sentence;
}

/** A symbol beside the numeral with a space between: "5 %", "§ 3". */
export function hasSpacedSymbol(text: string, word: WordView): boolean {
  return (
    SYMBOL_AFTER.test(text.slice(word.end, word.end + 2)) ||
    SYMBOL_BEFORE.test(text.slice(Math.max(0, word.start - 2), word.start)) ||
    NUMERAL_OPERATOR_BEFORE.test(text.slice(Math.max(0, word.start - 4), word.start))
  );
}

/** A numeral quoted alone is a literal, a value or a label as shown: 'type "5"', 'the "2" key'. */
export function isQuotedLiteral(text: string, word: WordView): boolean {
  const open = text.charAt(word.start - 1);
  const close = text.charAt(word.end);
  return (
    (open === '"' && close === '"') ||
    (open === '\u201c' && close === '\u201d') ||
    (open === "'" && close === "'")
  );
}

/** A label noun right before the numeral: "paragraph 4", "exit code 1", "beta 2". */
export function followsLabel(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  const before = words[index - 1];
  return (
    word !== undefined &&
    inSentence(before, word) &&
    labelNouns.has(before.normal) &&
    labelGap(text.slice(before.end, word.start))
  );
}

/**
 * A value typed or given by a program (Microsoft: "Type 5, and then click OK"): an input verb right
 * before the numeral, and nothing after it that the numeral could count.
 */
export function isInputValue(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  const verb = words[index - 1];
  if (!word || !inSentence(verb, word) || !inputVerbs.has(verb.normal)) return false;
  const next = words[index + 1];
  if (!inSentence(next, word)) return true;
  // Punctuation after the numeral closes the value: "Type 5, and then…".
  if (/\S/.test(text.slice(word.end, next.start))) return true;
  return VALUE_FOLLOWERS.has(next.normal);
}

/**
 * A field and its value, as in a form or an order summary ("Seats: 3", "Attempts left: 2 of 5"): a label
 * of a few words opening the sentence, a colon, and the numeral as the whole value.
 */
export function isFieldValue(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  const before = words[index - 1];
  if (!word || !inSentence(before, word) || !/^:\s+$/.test(text.slice(before.end, word.start))) return false;
  const sentence = block.sentences[word.sentence];
  if (!sentence || index - sentence.firstWord > MAX_FIELD_LABEL_WORDS) return false;
  const next = words[index + 1];
  if (!inSentence(next, word)) return true;
  if (/[^\s)]/.test(text.slice(word.end, next.start))) return true;
  return next.normal === 'of' || next.normal === 'out';
}

/** A house number: the numeral before a name that ends in a street word ("4 King Street", "10 Downing St"). */
export function isHouseNumber(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  if (!word) return false;
  for (let ahead = index + 1; ahead <= index + 3; ahead++) {
    const part = words[ahead];
    if (!inSentence(part, word) || !/^\p{Lu}/u.test(part.text)) return false;
    if (ahead > index + 1 && streetWords.has(part.normal.replace(/\.$/, ''))) return true;
  }
  return false;
}

/** A point on a rating scale: "on a scale of 1 to 5", "a scale from 0 to 10". */
export function isScalePoint(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  const link = words[index - 1];
  const scale = words[index - 2];
  if (!word || !inSentence(link, word) || !inSentence(scale, word)) return false;
  return (link.normal === 'of' || link.normal === 'from') && scale.normal === 'scale';
}

/** A clock reading in words: "half past 3", "quarter to 5", "at about 4". */
export function isClockReading(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  const link = words[index - 1];
  const fraction = words[index - 2];
  if (!word || !inSentence(link, word) || !inSentence(fraction, word)) return false;
  if (APPROXIMATELY.has(link.normal) && fraction.normal === 'at') return true;
  return (link.normal === 'past' || link.normal === 'to') && CLOCK_FRACTIONS.has(fraction.normal);
}

/**
 * A line that is a heading in all but markup, left to heading rules as headings are: an e-mail's subject
 * line ("Subject: Your 3 new invoices"), or a short title-case line without a closing mark ("Our 5
 * Favourite Features").
 */
export function isHeaderOrTitle(block: BlockView, index: number): boolean {
  if (HEADER.test(block.text)) return index < HEADER_WORDS;
  const { words, text } = block;
  if (
    words.length > TITLE_WORDS ||
    block.sentences.length !== 1 ||
    /[.!?:;,]["'\u201d\u2019)]*\s*$/.test(text)
  ) {
    return false;
  }
  const long = words.filter((word) => word.text.length >= 4);
  return long.length >= 2 && long.every((word) => /^\p{Lu}/u.test(word.text));
}

// Verbs that direct the reader to an option of a menu or a keypad: "Press 1", "choose 3", "say 4".
const OPTION_VERBS = new Set([
  ...['press', 'dial', 'key', 'push', 'hit', 'tap', 'enter', 'type', 'say', 'reply', 'text'],
  ...['choose', 'select', 'pick'],
]);
// Verbs that may also pick a count ("Choose 2 colours", "Select 2 to compare"): an option only in a menu
// of two or more ("Choose 3 for a callback or 4 to leave a message").
const COUNT_TOO = new Set(['choose', 'select', 'pick']);
// What an option leads to: "1 for billing", "2 to leave a message".
const OPTION_LINKS = new Set(['for', 'to']);
const COORDINATORS = new Set(['or', 'and']);
const MENU_WORDS = 16;

/** A numeral followed by "for" or "to" in its sentence. */
function leadsTo(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  const next = words[index + 1];
  return (
    word !== undefined && /^\d+$/u.test(word.text) && inSentence(next, word) && OPTION_LINKS.has(next.normal)
  );
}

/** An option named after its directing verb: "Press 1 for…", "choose 3 for…". */
function optionHead(words: readonly WordView[], index: number): boolean {
  const verb = words[index - 1];
  const word = words[index];
  return (
    word !== undefined && inSentence(verb, word) && OPTION_VERBS.has(verb.normal) && leadsTo(words, index)
  );
}

/** A further option, joined by "or", "and" or a comma: "…, 2 for payments or 3 for support". */
function coordinatedOption(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  const before = words[index - 1];
  if (!word || !inSentence(before, word) || !leadsTo(words, index)) return false;
  return COORDINATORS.has(before.normal) || /,/u.test(text.slice(before.end, word.start));
}

/**
 * A menu or keypad option, a value the reader is directed to enter (Microsoft, "Numbers": "A number the
 * customer is directed to enter. Enter 5."): "Press 1 for billing or 2 for technical support", "Choose 3 for
 * a callback or 4 to leave a message". The options joined after the first are values too. "Choose 2
 * colours" and "pick 3 toppings or 2 sides" count.
 */
export function isMenuOption(block: BlockView, index: number): boolean {
  const { words } = block;
  const word = words[index];
  if (!word || !leadsTo(words, index)) return false;
  const sentence = block.sentences[word.sentence];
  if (!sentence) return false;
  const last = Math.min(sentence.endWord, index + MENU_WORDS);
  const first = Math.max(sentence.firstWord, index - MENU_WORDS);
  if (optionHead(words, index)) {
    if (!COUNT_TOO.has(words[index - 1]?.normal ?? '')) return true;
    for (let at = index + 2; at < last; at++) if (coordinatedOption(block, at)) return true;
    return false;
  }
  if (!coordinatedOption(block, index)) return false;
  for (let at = index - 1; at >= first; at--) if (optionHead(words, at)) return true;
  return false;
}

// Words in -s after a numeral that are no plural it could count: verbs of a scheduling reply ("anything
// after 3 works for me", "4 sounds good") and function words ("the call at 5 was moved").
const NOT_COUNTED = new Set([
  ...['is', 'was', 'has', 'does', 'as', 'this', 'his', 'its', 'us', 'yes', 'plus', 'less', 'unless'],
  ...['always', 'perhaps', 'sometimes', 'thus', 'whereas', 'besides', 'across', 'towards', 'afterwards'],
  ...['works', 'suits', 'sounds', 'seems', 'looks', 'fits', 'means', 'makes', 'gives', 'helps', 'stays'],
  ...['remains', 'matters', 'happens', 'depends', 'applies', 'opens', 'closes', 'starts', 'begins', 'ends'],
  ...['finishes', 'leaves', 'arrives', 'departs', 'runs', 'goes', 'comes', 'gets', 'counts', 'suffices'],
  // Times of the week a clock time repeats on: "open until 4 weekdays", "at 7 Mondays".
  ...['weekdays', 'weekends', 'weeknights', 'mornings', 'afternoons', 'evenings', 'mondays', 'tuesdays'],
  ...['wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays'],
]);
// Words that may stand between a numeral and what it counts: "3 failed attempts", "2 more days".
const COUNT_MODIFIERS = new Set([
  ...['more', 'full', 'whole', 'further', 'extra', 'consecutive', 'straight', 'long', 'short', 'busy'],
  ...['separate', 'different', 'new', 'other', 'working', 'business', 'calendar', 'school'],
]);

/** A lower-case word in -s that reads as a plural noun ("attempts", "days", "tries"). */
function pluralNoun(word: WordView | undefined, of: WordView): boolean {
  return (
    inSentence(word, of) &&
    /^\p{Ll}[\p{Ll}-]*[^su']s$/u.test(word.text) &&
    !/(?:ss|us|is)$/u.test(word.normal) &&
    !NOT_COUNTED.has(word.normal)
  );
}

/**
 * Whether the numeral counts the plural noun after it, at once or after one modifier: "after 3 failed
 * attempts", "over 4 weeks", "gave the team 4 days". "After 3 works for me" and "until 4 weekdays" are times.
 */
export function countsNoun(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  if (!word) return false;
  const next = words[index + 1];
  if (pluralNoun(next, word)) return true;
  const modifier = next?.normal ?? '';
  return (
    inSentence(next, word) &&
    (COUNT_MODIFIERS.has(modifier) || /^\p{Ll}+(?:ed|ing)$/u.test(next.text)) &&
    pluralNoun(words[index + 2], word)
  );
}

// "9 years old", "5 years of age", "3 years and under": an age, which AP keeps in figures.
const AGE_AFTER =
  /^\s+(?:years?|yrs?)(?:\s+old\b|\s+of\s+age\b|-old\b|\s+and\s+(?:under|over|up|older|younger)\b)/iu;
// "children under 5 years", "over 3 years": after these an age as often as a duration, left in figures.
const AGE_BOUNDS = new Set(['under', 'over', 'aged', 'age', 'ages']);

/** An age in years: "9 years old", "a 9 year old", "under 5 years". */
export function isAge(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  if (!word) return false;
  if (AGE_AFTER.test(text.slice(word.end, word.end + 30))) return true;
  const before = words[index - 1];
  const next = words[index + 1];
  return (
    inSentence(before, word) &&
    AGE_BOUNDS.has(before.normal) &&
    inSentence(next, word) &&
    /^(?:years?|yrs?)$/u.test(next.normal)
  );
}

// Verbs that give or cost someone a count: "It took the team 4 tries", "We gave the group 3 days".
const GIVING_VERBS = new Set([
  ...['give', 'gives', 'gave', 'giving', 'take', 'takes', 'took', 'taking', 'cost', 'costs', 'costing'],
  ...['send', 'sends', 'sent', 'offer', 'offers', 'offered', 'owe', 'owes', 'owed', 'allow', 'allows'],
  ...['allowed', 'grant', 'grants', 'granted', 'leave', 'leaves', 'left', 'show', 'shows', 'showed'],
  ...['lend', 'lent', 'buy', 'bought', 'hand', 'handed', 'promise', 'promised', 'get', 'got'],
]);
const DETERMINERS = new Set([
  'the',
  'our',
  'your',
  'their',
  'each',
  'every',
  'this',
  'that',
  'my',
  'his',
  'her',
]);

/**
 * A label noun that is the one given the count, not a label of the numeral: "It took the team 4 tries",
 * "We gave each group 3 days". "Team 4 won" and "the page 3 diagrams" keep their label.
 */
export function recipientBeforeCount(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  const determiner = words[index - 2];
  const verb = words[index - 3];
  return (
    word !== undefined &&
    inSentence(determiner, word) &&
    inSentence(verb, word) &&
    DETERMINERS.has(determiner.normal) &&
    GIVING_VERBS.has(verb.normal) &&
    countsNoun(words, index)
  );
}
