import { EASE_WORDS, JOB_AD_REASON } from '../data/age.ts';
import {
  DENIED_SKILLS,
  GENERATION_CLAIMS,
  GENERATION_NAMES,
  HIRING_WORDS,
  SEEKING_WORDS,
  STEREOTYPE_WORDS,
  YOUNG_WANTED_PEOPLE,
} from '../data/ageScreens.ts';
import type { BlockView } from '../language/types.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
// An upper age limit: "under 35", "no older than 40", "not over 30", "30 or under". Groups: the number of
// whichever form matched.
const UPPER_LIMIT =
  /\b(?:under(?: the age of)?|below(?: the age of)?|younger than|no older than|not older than|not over|not above|maximum age(?: of|:)?|max\.? age(?: of|:)?|age limit(?: of|:)?)\s+(\d{2})\b|\b(\d{2})\s+(?:or|and)\s+(?:under|below|younger)\b/giu;
// The range may be labelled ("Age: 21-30") or close on its unit ("between 20 and 28 years old", "21 to 30
// years of age"). Groups: the lower and upper ends of whichever form matched.
const AGE_RANGE =
  /\b(?:aged?|ages)(?::\s*|\s+)(\d{2})\s*(?:-|\u2013|to)\s*(\d{2})\b|\bbetween the ages of\s+(\d{2})\s+and\s+(\d{2})\b|\b(?:between\s+)?(\d{2})\s*(?:-|\u2013|to|and)\s*(\d{2})\s+years?(?:\s+|-)(?:old|of age)\b/giu;
// A lower age limit that shuts older people out ("candidates over 40 need not apply", "no one over 45
// will be considered"): an age screen whatever the number (US EEOC, job advertisements).
const OLDER_EXCLUDED =
  /\b(?:over|above|older than|aged over)\s+(?:the age of\s+)?\d{2}s?\s+(?:(?:need not|needn't|should not|shouldn't|cannot|can't|may not)\s+apply|(?:will not be|won't be|are not|aren't|is not|isn't)\s+(?:considered|suitable)|(?:will be|are|get|gets)\s+(?:automatically\s+)?(?:declined|rejected|refused|excluded|disqualified|screened out|turned down))\b/giu;
const AGE_DECADE =
  /\bin (?:their|your|his|her) (?:(?:early|mid|late)[- ])?(?:twenties|thirties|20s|30s|20's|30's)\b/giu;
// A cap on experience: "no more than 3 years of experience", "max. 2 years' experience".
const EXPERIENCE_CAP =
  /\b(?:no more than|not more than|maximum(?: of)?|max\.?|at most|less than|fewer than)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?(?:'|\u2019)?\s+(?:of\s+)?(?:[\p{L}-]+\s+)?experience\b/giu;
// In a job ad that asks for experience, the cap may end on the years ("no more than five years in total").
const YEARS_CAP =
  /\b(?:no more than|not more than|maximum(?: of)?|max\.?|at most)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?(?:'|\u2019)?\s+(?:in total|in all|overall|total|in the (?:industry|field|role|trade|sector))\b/giu;
// A required year of graduation or of birth screens by age as "recent graduates" does (US EEOC): "must have
// graduated in 2025 or 2026", "left university after 2023", "class of 2026", "born after 1995".
const GRADUATION_YEAR =
  /\b(?:graduated|graduating|graduation|graduate|born|(?:left|finished|completed) (?:university|college|school))\s+(?:in|after|since|from|between|no earlier than|not before|year|date)(?: of)?\s+(?:19|20)\d{2}\b|\bclass of (?:19|20)\d{2}\b/giu;

// Words that make a year of graduation or birth a requirement of the hire.
const YEAR_ASKED = new Set([
  'must',
  'should',
  'need',
  'needs',
  'required',
  'requires',
  'only',
  'ideal',
  'ideally',
  'preferred',
  'preferably',
  'wanted',
]);
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
const seekingWords = new Set(SEEKING_WORDS.map((entry) => entry.word));
const wantedPeople = new Set(YOUNG_WANTED_PEOPLE.map((entry) => entry.word));
// A noun for someone by what they do or did ("graduate", "engineer", "receptionist", "assistant"): the
// agent and status suffixes of English, which a job ad wants young only where its sentence is about a job.
const OCCUPATION = /^[a-z]{3,}(?:er|or|ist|ant|ent|ate|ee|ian)s?$/u;
// How far before "young" the wish may come: "We're looking for a young…", "We need a dynamic young…".
const WISH_REACH = 4;
// "We're after young people", not "after young people leave school": "after" wants only after "be".
const BE_BEFORE_AFTER = new Set(["we're", "i'm", 'are', 'am', 'is', "they're"]);
// The word set off by a comma after "young" in a list of requirements ("young, presentable").
const LIST_MARKS = /^[,:;]$/u;
// How far after a generation's name its claim may come: "Gen Z shoppers only care…".
const CLAIM_REACH = 2;
// The rest of a clause: up to a comma, a semicolon, a dash or the end of the sentence.
const CLAUSE_REST = /^[^,;:.!?\u2014\u2013]*/u;
const DIGIT = /\d/u;
const POSSESSIVE_AFTER = /^['\u2019]/u;
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
  for (const sentence of block.sentences) {
    const words = block.words.slice(sentence.firstWord, sentence.endWord);
    const hiring = words.some((word) => hiringWords.has(word.normal));
    const experience = words.some((word) => word.normal === 'experience');
    const text = block.text.slice(sentence.start, sentence.end);
    // A table cell is as terse as a list item but may hold a price or a term ("| Price | under 30 |"): it needs
    // a word of age or of preference ("| Age | Under 30 preferred |", "| under 30 years old |").
    const item = block.kind === 'list-item' || (block.kind === 'table-cell' && AGE_EVIDENCE.test(text));
    if (!hiring && !experience && !item) continue;
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
    if (experience) for (const match of text.matchAll(EXPERIENCE_CAP)) found(match);
    for (const match of text.matchAll(UPPER_LIMIT)) {
      if (Number(match[1] ?? match[2]) >= YOUNGEST_SCREEN && screen(match)) found(match);
    }
    for (const match of text.matchAll(AGE_RANGE)) {
      const lowest = Number(match[1] ?? match[3] ?? match[5]);
      const oldest = Number(match[2] ?? match[4] ?? match[6]);
      // "tutors for children aged 10-14": the range is of the people served, not of the hire.
      if (lowest >= ADULT_AGE && oldest < OLDEST_SCREEN && screen(match)) found(match);
    }
    if (!hiring) continue;
    if (experience) for (const match of text.matchAll(YEARS_CAP)) found(match);
    for (const match of text.matchAll(OLDER_EXCLUDED)) found(match);
    for (const match of text.matchAll(AGE_DECADE)) found(match);
    // A year is a screen only when asked for ("must have graduated in 2025"), not told ("was born in 1961").
    if (words.some((word) => YEAR_ASKED.has(word.normal))) {
      for (const match of text.matchAll(GRADUATION_YEAR)) found(match);
    }
  }
  return matches;
}

/**
 * Whether the sentence of a generational label also passes a sweeping judgement ("Millennials are lazy",
 * "Gen Z users can't focus"): then the label stereotypes; "Gen Z shoppers buy more online" passes.
 */
export function stereotypedInSentence(block: BlockView, wordIndex: number): boolean {
  const sentence = block.sentences[block.words[wordIndex]?.sentence ?? -1];
  if (!sentence) return false;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
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

/**
 * "young" wished for in a job ad, which the phrase list cannot enumerate: a word of wanting a few words
 * before it ("We need a young go-getter", "We're after tech-savvy young people") and a person after it,
 * or an item of a list of requirements ("Requirements: young, presentable"). `skip` are the adjectives
 * the "young, dynamic" pair already reports.
 */
export function wantedYoung(block: BlockView, skip: ReadonlySet<string>): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const words = block.words;
  words.forEach((young, index) => {
    if (young.normal !== 'young') return;
    if (!wishedBefore(block, index)) return;
    const next = words[index + 1];
    const sameSentence = next !== undefined && next.sentence === young.sentence;
    // "prefer young girls' dresses": a possessive names what is wanted, not the person.
    const person =
      sameSentence &&
      next.joined &&
      !POSSESSIVE_AFTER.test(block.text.slice(next.end, next.end + 1)) &&
      (wantedPeople.has(next.normal) || wantedInJob(block, index));
    const gapBefore = block.text.slice(words[index - 1]?.end ?? 0, young.start).trim();
    const listed =
      sameSentence &&
      !skip.has(next.normal) &&
      LIST_MARKS.test(gapBefore) &&
      block.text.slice(young.end, next.start).trim() === ',';
    if (!person && !listed) return;
    const to = person ? next.end : young.end;
    const written = block.text.slice(young.start, to);
    matches.push({
      from: young.start,
      to,
      message: `Rephrase without ${quote(written)}. ${JOB_AD_REASON}`,
      methodName: 'young-and-dynamic',
      suggestions: [],
    });
  });
  return matches;
}

/**
 * "We want a young graduate", "we need young engineers": a noun of occupation right after "young", which
 * the wish governs directly (an article or the wish just before "young", so "want to reach young
 * consumers" is marketing, not hiring) in a sentence about a job.
 */
function wantedInJob(block: BlockView, youngIndex: number): boolean {
  const before = block.words[youngIndex - 1]?.normal ?? '';
  const noun = block.words[youngIndex + 1]?.normal ?? '';
  return (
    OCCUPATION.test(noun) &&
    (before === 'a' || before === 'an' || seekingWords.has(before)) &&
    hiringSentence(block, youngIndex)
  );
}

/** Whether the sentence of a word speaks of a job ("role", "team", "candidates"). */
export function hiringSentence(block: BlockView, wordIndex: number): boolean {
  const sentence = block.sentences[block.words[wordIndex]?.sentence ?? -1];
  return (
    !!sentence &&
    block.words.slice(sentence.firstWord, sentence.endWord).some((word) => hiringWords.has(word.normal))
  );
}

/** Whether a word of wanting someone comes a few words before "young", in its sentence. */
function wishedBefore(block: BlockView, youngIndex: number): boolean {
  const sentence = block.words[youngIndex]?.sentence;
  for (let index = youngIndex - 1; index >= Math.max(0, youngIndex - WISH_REACH); index--) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) return false;
    if (!seekingWords.has(word.normal)) continue;
    if (word.normal !== 'after') return true;
    return BE_BEFORE_AFTER.has(block.words[index - 1]?.normal ?? '');
  }
  return false;
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

/** Whether a group (ending at `lastWord`) is followed by a word of its habits, after at most a "be". */
export function tendencyAfter(block: BlockView, lastWord: number): boolean {
  const sentence = block.words[lastWord]?.sentence;
  let index = lastWord + 1;
  if (BE_FORMS.has(block.words[index]?.normal ?? '')) index++;
  const word = block.words[index];
  return !!word && word.sentence === sentence && TENDENCY_WORDS.has(word.normal);
}
