import { EASE_WORDS, JOB_AD_REASON } from '../data/age.ts';
import {
  DENIED_SKILLS,
  GENERATION_CLAIMS,
  GENERATION_NAMES,
  HIRING_WORDS,
  STEREOTYPE_WORDS,
} from '../data/ageScreens.ts';
import type { BlockView } from '../language/types.ts';
import { experienceCaps } from './experienceCaps.ts';
import { olderShutOut } from './olderShutOut.ts';
import { studyScreens } from './studyScreens.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
// An upper age limit: "under 35", "no older than 40", "not over 30", "30 or under", and a labelled maximum
// whose label runs on ("Maximum age at the time of application: 35", "Age limit for applicants: 30").
// Groups: the number of whichever form matched.
const UPPER_LIMIT =
  /\b(?:under(?: the age of)?|below(?: the age of)?|younger than|no older than|not older than|not over|not above|maximum age(?: of|:)?|max\.? age(?: of|:)?|age limit(?: of|:)?)\s+(\d{2})\b|\b(\d{2})\s+(?:or|and)\s+(?:under|below|younger)\b|\b(?:(?:maximum|max\.?|upper)\s+age(?:\s+limit)?|age\s+limit)\s+(?:at|on|for|when|by)\b[^:.\d]{1,40}:\s*(\d{2})\b/giu;
// The range may be labelled ("Age: 21-30") or close on its unit ("between 20 and 28 years old", "21 to 30
// years of age"). Groups: the lower and upper ends of whichever form matched.
const AGE_RANGE =
  /\b(?:aged?|ages)(?::\s*|\s+)(?:between\s+)?(\d{2})\s*(?:-|\u2013|to|and)\s*(\d{2})\b|\bbetween the ages of\s+(\d{2})\s+and\s+(\d{2})\b|\b(?:between\s+)?(\d{2})\s*(?:-|\u2013|to|and)\s*(\d{2})\s+years?(?:\s+|-)(?:old|of age)\b/giu;
const AGE_DECADE =
  /\bin (?:their|your|his|her) (?:(?:early|mid|late)[- ])?(?:twenties|thirties|20s|30s|20's|30's)\b/giu;
// Section titles of a job ad's list of criteria: the lines under them say who may apply ("### Requirements",
// "What we're looking for", "About you", "Person specification"). "Eligibility" is left out: a railcard or a
// grant lists ages under it too.
const HIRING_HEADING =
  /^(?:(?:key|essential|minimum|job|role|candidate)\s+)?(?:requirements|qualifications|criteria)$|^(?:what we(?:'|’)re|what we are|who we(?:'|’)re|who we are) looking for$|^(?:about you|who you are|your profile|candidate profile|the ideal candidate|person specification|you(?:'|’)ll (?:need|have)|what you(?:'|’)ll (?:need|bring))$/iu;

/** Whether a block sits under the heading of a job ad's criteria. */
function underHiringHeading(block: BlockView): boolean {
  return block.heading !== undefined && HIRING_HEADING.test(block.heading.replace(/[:.!?]+$/u, '').trim());
}

// Limits below this are minimum-age rules ("under 18"), not a screen for the young.
const YOUNGEST_SCREEN = 25;
// A range that starts below this one is of children, whom the job serves ("children aged 10-14").
const ADULT_AGE = 16;
// A range whose upper end is below this one wants the young ("aged 22 to 30").
const OLDEST_SCREEN = 60;

const hiringWords = new Set(HIRING_WORDS.map((entry) => entry.word));
const stereotypes = new Set(STEREOTYPE_WORDS.map((entry) => entry.word));
const deniedSkills = new Set(DENIED_SKILLS.map((entry) => entry.word));
const DENIALS = new Set(["can't", 'cannot', "don't", "doesn't", 'never', "won't"]);
const generationNames = new Set(GENERATION_NAMES.map((entry) => entry.word));
const generationClaims = new Set(GENERATION_CLAIMS.map((entry) => entry.word));
// How far after a generation's name its claim may come: "Gen Z shoppers only care…".
const CLAIM_REACH = 2;
// The rest of a clause: up to a comma, a semicolon, a dash or the end of the sentence.
const CLAUSE_REST = /^[^,;:.!?\u2014\u2013]*/u;
const DIGIT = /\d/u;
const SPACES = /\s+/gu;

// What may close an item that is only an age limit: its unit, a word of preference or of a limit, and a full
// stop ("Under 28 years of age.", "Under 30 preferred", "Below 28 only", "Under 35 max").
const ITEM_REST =
  /^\s*(?:years?(?:\s+old|\s+of\s+age)?)?\s*(?:\(?(?:(?:is\s+|strongly\s+)?preferred|preferably|ideally|only|max\.?|maximum|please)\)?)?\s*[.;!]?\s*$/iu;
// What may open it: the label or the verb of the limit ("Age: under 30", "Ideally under 30", "Must be under 30").
const ITEM_LEAD =
  /^\s*(?:(?:age|aged|ideally|preferably|applicants|candidates|must|should|be|you|are|you're|you\u2019re)\s*:?\s*)*$/iu;

// What makes a limit in a table cell one of age: "aged", "years old", "of age" or a stated preference.
const AGE_EVIDENCE = /\b(?:age|aged|years?\s+old|years?\s+of\s+age|preferred|preferably|ideally)\b/iu;

/** Whether a match is all of its sentence but for the unit of age, a preference or a label around it. */
function wholeItem(text: string, match: RegExpExecArray): boolean {
  return (
    ITEM_LEAD.test(text.slice(0, match.index)) && ITEM_REST.test(text.slice(match.index + match[0].length))
  );
}

/** "millennials, who make up 40% of our users": a clause that gives a figure measures, not judges. */
function countedClause(block: BlockView, from: number): boolean {
  return DIGIT.test(CLAUSE_REST.exec(block.text.slice(from))?.[0] ?? '');
}

/**
 * Age screens in a job ad that a phrase list cannot spell: an upper age limit, an age range or decade
 * ("in their twenties") in a sentence about hiring, and a cap on years of experience (US EEOC).
 */
export function hiringAgeScreens(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const criteria = block.kind !== 'heading' && underHiringHeading(block);
  for (const sentence of block.sentences) {
    const words = block.words.slice(sentence.firstWord, sentence.endWord);
    const hiring = criteria || words.some((word) => hiringWords.has(word.normal));
    const experience = words.some((word) => word.normal === 'experience');
    const text = block.text.slice(sentence.start, sentence.end);
    // A table cell is as terse as a list item but may hold a price or a term ("| Price | under 30 |"): it needs
    // a word of age or of preference ("| Age | Under 30 preferred |", "| under 30 years old |").
    const item = block.kind === 'list-item' || (block.kind === 'table-cell' && AGE_EVIDENCE.test(text));
    const normals = words.map((word) => word.normal);
    const study = studyScreens(text, { hiring, item, words: normals });
    if (!hiring && !experience && !item && study.length === 0) continue;
    // A limit or a range that is a whole item of a list or a cell ("- Aged 21-35", "1. Under 28 years of age") is
    // a line of requirements: a list of criteria states who may apply, with no word of hiring of its own.
    const screen = (match: RegExpExecArray): boolean => hiring || (item && wholeItem(text, match));
    const found = (match: RegExpExecArray): void => {
      const from = sentence.start + match.index;
      const written = match[0];
      matches.push({
        from,
        to: from + written.length,
        message: `Rephrase without ${quote(written)}. ${JOB_AD_REASON}`,
        methodName: 'age-limit',
        suggestions: [],
      });
    };
    for (const match of text.matchAll(UPPER_LIMIT)) {
      if (Number(match[1] ?? match[2] ?? match[3]) >= YOUNGEST_SCREEN && screen(match)) found(match);
    }
    for (const match of text.matchAll(AGE_RANGE)) {
      const lowest = Number(match[1] ?? match[3] ?? match[5]);
      const oldest = Number(match[2] ?? match[4] ?? match[6]);
      // "tutors for children aged 10-14": the range is of the people served, not of the hire.
      if (lowest >= ADULT_AGE && oldest < OLDEST_SCREEN && screen(match)) found(match);
    }
    for (const match of experienceCaps(text, { hiring, experience, item })) found(match);
    for (const match of study) found(match);
    if (!hiring) continue;
    for (const match of olderShutOut(text)) found(match);
    for (const match of text.matchAll(AGE_DECADE)) found(match);
  }
  return matches;
}

/**
 * Whether the sentence of a generational label (`firstWord`…`lastWord`) also passes a sweeping judgement
 * ("Millennials are lazy", "Gen Z users can't focus"): then the label stereotypes; "Gen Z shoppers buy more
 * online" passes. A restrictive relative clause right after the label picks some out ("Older residents who
 * struggle with stairs can ask for a ground-floor flat"): its words judge no one.
 */
export function stereotypedInSentence(block: BlockView, firstWord: number, lastWord = firstWord): boolean {
  const sentence = block.sentences[block.words[firstWord]?.sentence ?? -1];
  if (!sentence) return false;
  const clauseEnd = restrictiveClauseEnd(block, lastWord, sentence.endWord);
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    if (index > lastWord && index < clauseEnd) continue;
    const word = block.words[index];
    if (!word) continue;
    if (stereotypes.has(word.normal)) return true;
    const next = block.words[index + 1];
    if (DENIALS.has(word.normal) && next && index + 1 < sentence.endWord && deniedSkills.has(next.normal)) {
      return true;
    }
  }
  return false;
}

// Words that open a restrictive relative clause, and words that close one: a modal starts the main verb
// ("…who struggle with stairs can ask…").
const RELATIVES = new Set(['who', 'that']);
const CLAUSE_CLOSERS = new Set(['can', 'could', 'may', 'might', 'should', 'will', 'would', 'must', 'shall']);

/** The index past a relative clause opened right after `lastWord` with no comma, or `lastWord + 1`. */
function restrictiveClauseEnd(block: BlockView, lastWord: number, endWord: number): number {
  const label = block.words[lastWord];
  const relative = block.words[lastWord + 1];
  if (!label || !relative || lastWord + 1 >= endWord || !RELATIVES.has(relative.normal)) return lastWord + 1;
  if (block.text.slice(label.end, relative.start).trim() !== '') return lastWord + 1;
  for (let index = lastWord + 2; index < endWord; index++) {
    const word = block.words[index];
    const previous = block.words[index - 1];
    if (!word || !previous) break;
    if (CLAUSE_CLOSERS.has(word.normal) || block.text.slice(previous.end, word.start).includes(',')) {
      return index;
    }
  }
  // No close: the clause may run to the end ("Older users who are scared of apps") and judge no one outright.
  return endWord;
}

/**
 * Whether a generation's name (`firstWord`…`lastWord`, as written) is the subject of a claim about all
 * of it: a denial or an all-or-nothing word just after it ("Millennials don't answer calls", "Gen Z
 * shoppers only care about looks"), or a relative clause set off by a comma ("millennials, who rent").
 * Plain age groups ("older adults don't pay the fee") are left to `stereotypedInSentence`.
 */
export function generationClaim(block: BlockView, lastWord: number, written: string): boolean {
  if (!generationNames.has(written.toLowerCase().replace(SPACES, ' '))) return false;
  const label = block.words[lastWord];
  if (!label) return false;
  for (let index = lastWord + 1; index <= lastWord + CLAIM_REACH; index++) {
    const word = block.words[index];
    if (!word || word.sentence !== label.sentence) return false;
    const gap = block.text.slice((block.words[index - 1] ?? label).end, word.start).trim();
    if (word.normal === 'who' && index === lastWord + 1 && gap === ',') {
      return !countedClause(block, word.end);
    }
    if (gap !== '') return false;
    // "Gen Z only makes up 10% of sales": a figure measures the generation; it does not judge it.
    if (generationClaims.has(word.normal)) return !countedClause(block, word.end);
  }
  return false;
}

/** Whether the sentence of a word speaks of a job ("role", "team", "candidates"). */
export function hiringSentence(block: BlockView, wordIndex: number): boolean {
  const sentence = block.sentences[block.words[wordIndex]?.sentence ?? -1];
  return (
    !!sentence &&
    block.words.slice(sentence.firstWord, sentence.endWord).some((word) => hiringWords.has(word.normal))
  );
}

// "could" alone does not measure ease beside a group that may simply be able ("older workers could apply").
const easeWords = new Set(EASE_WORDS.filter((word) => word !== 'could'));
// How far from an age group a word of ease may be: "easy enough for older people", "older people could".
const EASE_REACH = 2;

/**
 * Whether an older age group is the measure of how easy something is ("simple enough for older people",
 * "even older people could use it"): it casts them as unable to use technology (Conscious Style Guide).
 */
export function easeBeside(block: BlockView, firstWord: number, lastWord: number, written: string): boolean {
  if (!written.toLowerCase().startsWith('older')) return false;
  const sentence = block.words[firstWord]?.sentence;
  for (let offset = 1; offset <= EASE_REACH; offset++) {
    for (const word of [block.words[firstWord - offset], block.words[lastWord + offset]]) {
      if (word && word.sentence === sentence && easeWords.has(word.normal)) return true;
    }
  }
  return false;
}

// Words that cast a habit as the nature of a whole group ("older staff tend to resist", "younger employees
// are always on their phones"): a generalisation, the mark of a stereotype (APA, "Age").
const TENDENCY_WORDS = new Set(['tend', 'tends', 'always', 'invariably']);
const BE_FORMS = new Set(['are', 'is', 'were', 'was']);
const PERMISSIONS = new Set(['can', 'may', 'could', 'get', 'qualify']);

/**
 * Whether a group (ending at `lastWord`) is followed by a word of its habits, after at most a "be", or by the
 * "these days" of a complaint about a generation ("Young people these days have no patience", "Teenagers
 * nowadays…": the "kids these days" trope).
 */
export function tendencyAfter(block: BlockView, lastWord: number): boolean {
  const sentence = block.words[lastWord]?.sentence;
  let index = lastWord + 1;
  const after = block.words[index];
  if (after && after.sentence === sentence && after.joined) {
    const days = block.words[index + 1];
    const these = after.normal === 'these' && days?.normal === 'days' && days.joined;
    const marker = after.normal === 'nowadays' ? 1 : these ? 2 : 0;
    // "Young people these days can open an account from 16": a permission told, not a habit.
    if (marker > 0) return !PERMISSIONS.has(block.words[index + marker]?.normal ?? '');
  }
  if (BE_FORMS.has(block.words[index]?.normal ?? '')) index++;
  const word = block.words[index];
  return !!word && word.sentence === sentence && TENDENCY_WORDS.has(word.normal);
}
