import {
  CTA_ANYWHERE,
  CTA_INTRODUCTIONS,
  CTA_LEADS,
  CTA_NOT_REQUESTS,
  CTA_PLEASE_IDLE,
  CTA_POLITE_REQUESTS,
  CTA_VERBS,
} from '../data/callsToAction.ts';
import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import { compileTerms, findTerms } from '../language/termMatcher.ts';
import type { BlockView } from '../language/types.ts';
import {
  baseFormCandidate,
  coordinatedCommand,
  coordinatedStarts,
  emphaticDo,
  objectVerbCommand,
} from './callToActionRequests.ts';
import { statedOfOthers } from './callToActionSubjects.ts';
import { clauseStarts, describesOthers, isCommand, objectStart } from './callToActionSyntax.ts';
import { defineDocumentRule } from './defineRule.ts';
import { stringListParameter } from './parameters.ts';
import { perBlock } from './perBlock.ts';
import { compileShared, findShared } from './phraseIndex.ts';

const leads = new Set(CTA_LEADS.map((entry) => entry.word));
const commands = compileShared(CTA_VERBS.map((entry) => ({ term: entry.word, forms: 'none' as const })));
const notRequests = compileShared(
  CTA_NOT_REQUESTS.map((entry) => ({ term: entry.word, forms: 'none' as const })),
);
const anywhere = compileShared(CTA_ANYWHERE.map((entry) => ({ term: entry.word, forms: 'none' as const })));
const politeRequests = compileShared(
  CTA_POLITE_REQUESTS.map((entry) => ({ term: entry.word, forms: 'none' as const })),
);
const introductions = new Set(CTA_INTRODUCTIONS.map((entry) => entry.word));
const pleaseIdle = new Set(CTA_PLEASE_IDLE.map((entry) => entry.word));

// "Could you send the logs?", "Can you please reply?": a request put as a question.
const REQUEST_MODALS = new Set(['can', 'could', 'would', 'will']);

/**
 * Whether a block holds a call to action: a command at a sentence start (or after an introductory
 * clause, or in a request such as "Could you send…?"), or a call-to-action phrase that asks rather than
 * describes or quotes. A block quote holds someone else's words, not the writer's request. In a heading
 * a command needs its object ("Download the app"), since "Download options" names a section.
 */
function hasCallToAction(block: BlockView, own: ReturnType<typeof compileTerms> | undefined): boolean {
  if (block.kind === 'quote' && !isCallout(block)) return false;
  const asks = (hit: { firstWord: number; lastWord: number }): boolean =>
    !describesOthers(block, hit.firstWord) &&
    !statedOfOthers(block, hit.firstWord, hit.lastWord) &&
    !isQuoted(block, hit.firstWord);
  if (findShared(anywhere, block).some(asks)) return true;
  // "We would appreciate it if you could…": the conditional is the politeness, not a prediction.
  if (findShared(politeRequests, block).some((hit) => !isQuoted(block, hit.firstWord))) return true;
  if (own && findTerms(own, block).length > 0) return true;
  if (obligesReader(block)) return true;
  const starts = new Set<number>();
  for (const sentence of block.sentences) {
    const { firstWord } = sentence;
    const openings = [firstWord, ...clauseStarts(block, firstWord, sentence.endWord)];
    // "Could you send the slides?", "Hi Jo, could you…": a request put as a question, at any opening.
    for (const opening of [...openings]) {
      const request =
        REQUEST_MODALS.has(block.words[opening]?.normal ?? '') &&
        ADDRESSEES.has(block.words[opening + 1]?.normal ?? '') &&
        block.words[opening + 2]?.sentence === block.words[opening]?.sentence;
      if (!request) continue;
      const verb = requestVerb(block, opening + 2);
      if (questionedVerb(block, verb)) return true;
      openings.push(verb);
    }
    for (const start of openings) {
      // "Please reply", "Now try it", "So why not join": up to three words may lead the command.
      let at = start;
      starts.add(at);
      for (let lead = 0; lead < 3 && leads.has(block.words[at]?.normal ?? ''); lead++) starts.add(++at);
    }
  }
  // "Please find attached the invoice and settle it": a second command joined to a request.
  const coordinated = [...starts]
    .filter((start) => REQUEST_MARKERS.has(block.words[start - 1]?.normal ?? ''))
    .flatMap((start) => coordinatedStarts(block, start));
  for (const start of coordinated) starts.add(start);
  // "Keep in mind that…", "Take care", "See you soon": they open like commands and ask nothing.
  const idle = new Set(findShared(notRequests, block).map((hit) => hit.firstWord));
  const grammatical = (start: number): boolean =>
    pleaseRequest(block, start, idle) ||
    prohibition(block, start) ||
    emphaticDo(block, start) ||
    (!idle.has(start) && objectVerbCommand(block, start));
  if ([...starts].some(grammatical)) return true;
  if (coordinated.some((start) => coordinatedCommand(block, start))) return true;
  if (pleaseInClause(block, idle)) return true;
  if ([...starts].some((start) => !idle.has(start) && baseVerbCommand(block, start))) return true;
  return findShared(commands, block).some(
    (hit) =>
      starts.has(hit.firstWord) &&
      !idle.has(hit.firstWord) &&
      !declinesReply(block, hit.firstWord) &&
      !introduces(block, hit.firstWord, hit.lastWord) &&
      !isSignature(block, hit.firstWord, hit.lastWord) &&
      isCommand(block, hit.firstWord, hit.lastWord) &&
      ((block.kind !== 'heading' && !leadIn(block, hit.firstWord)) ||
        headingCommand(block, hit.firstWord, hit.lastWord)),
  );
}

/**
 * Whether a word is in the lead-in of what follows: the last sentence of a block that ends in a colon ("Start
 * times for the webinar series:" before a list of days). A lead-in is a label, as a heading is, so a verb-like
 * first word needs its object to command ("Follow these steps:", "Download the app:").
 */
function leadIn(block: BlockView, wordIndex: number): boolean {
  const sentence = block.words[wordIndex]?.sentence ?? -1;
  const last = block.sentences[block.sentences.length - 1];
  return (
    sentence === block.sentences.length - 1 && !!last && /:\s*$/u.test(block.text.slice(last.start, last.end))
  );
}

// Words before a command that make the sentence a request, after which "and" may join a second one.
const REQUEST_MARKERS = new Set(['please', 'kindly', 'do']);
// Whom a request question asks: "Could you…?", "Can someone restart the server?", "Could anyone…?".
const ADDRESSEES = new Set(['you', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody']);
// Verbs after "Can you" that ask for a thought, not an action: "Can you believe it?", "Can you imagine?".
const MUSINGS = new Set([
  ...['believe', 'imagine', 'guess', 'see', 'hear', 'tell', 'be', 'feel', 'remember'],
  // Adverbs that keep the verb further on: "Could you ever have guessed?"
  ...['ever', 'never', 'really'],
]);

/**
 * The verb of a request question ("Can you approve the report today?", "Can someone restart the
 * server?"): after "can/could/would/will" and its addressee only a verb in its base form can stand, so
 * any lower-case base form there asks for an action, whether or not the verb lists know it, as long as
 * the sentence is a question (Cambridge Dictionary, "Requests": "Can you…?", "Could you…?").
 */
function questionedVerb(block: BlockView, at: number): boolean {
  const verb = block.words[at];
  if (!verb || !/^\p{Ll}/u.test(verb.text) || !baseFormCandidate(verb.normal) || MUSINGS.has(verb.normal)) {
    return false;
  }
  const sentence = block.sentences[verb.sentence];
  return sentence !== undefined && /\?[\s"'\u201d)]*$/u.test(block.text.slice(sentence.start, sentence.end));
}

// Words between "Could you" and its verb: "Could you please send…", "Would you be able to confirm…".
const REQUEST_FILLERS = new Set(['please', 'kindly', 'possibly', 'perhaps', 'just', 'also', 'maybe']);

/**
 * The verb of a request question after "Could you" / "Would you": past a polite adverb and "be able to"
 * ("Would you be able to confirm your new address?"; Cambridge Dictionary, "Requests": "Would you be
 * able to…?").
 */
function requestVerb(block: BlockView, from: number): number {
  const { words } = block;
  let at = from;
  while (REQUEST_FILLERS.has(words[at]?.normal ?? '')) at++;
  const able =
    words[at]?.normal === 'be' && words[at + 1]?.normal === 'able' && words[at + 2]?.normal === 'to';
  return able ? at + 3 : at;
}

/**
 * A block quote that opens with an admonition label ("> **Tip:** lower the interval", "> [!NOTE]") is a
 * callout in the writer's own voice, not someone else's words. The labels are GitHub's alert types
 * (GitHub Docs, "Basic writing and formatting syntax", Alerts: note, tip, important, warning, caution).
 */
function isCallout(block: BlockView): boolean {
  return /^\s*(?:\[!(?:note|tip|important|warning|caution)\]|(?:note|tip|important|warning|caution):)/iu.test(
    block.text,
  );
}

/**
 * "You'll need to confirm your email", "You must bring ID": an obligation put to the reader asks them to
 * act, unless a condition or question frames it ("If you need to change it…", "what you need to know").
 */
function obligesReader(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word || !READER_SUBJECTS.has(word.normal)) continue;
    let at = index + 1;
    if (!word.normal.endsWith('ll') && (words[at]?.normal === 'will' || words[at]?.normal === 'also')) at++;
    const modal = words[at]?.normal ?? '';
    const needs = (modal === 'need' || modal === 'have') && words[at + 1]?.normal === 'to';
    if (!needs && modal !== 'must') continue;
    if (words[at]?.sentence !== word.sentence || framed(block, index)) continue;
    return true;
  }
  return false;
}

const READER_SUBJECTS = new Set(['you', "you'll", 'you\u2019ll']);
// Words that make an obligation a condition, a question or a description: "if you need to", "what you must know".
const FRAMES = new Set([
  ...['if', 'when', 'whenever', 'whether', 'unless', 'case', 'what', 'where', 'how', 'why', 'everything'],
  ...['all', 'anything', 'before', 'once', 'than', 'never', 'no', 'longer', 'that', 'which', 'who'],
]);

function framed(block: BlockView, subject: number): boolean {
  const sentence = block.words[subject]?.sentence;
  for (let index = subject - 1; index >= Math.max(0, subject - 4); index--) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) return false;
    if (FRAMES.has(word.normal)) return true;
  }
  return false;
}

/**
 * "Please arrive by 9", "Please allow five days": a verb after a "please" that opens the sentence or
 * clause is a request whether or not the verb list knows it, unless it asks nothing ("Please note…").
 */
function pleaseRequest(block: BlockView, start: number, idle: ReadonlySet<number>): boolean {
  const please = block.words[start - 1];
  const verb = block.words[start];
  if (!please || !POLITE_MARKERS.has(please.normal) || !verb || verb.sentence !== please.sentence) {
    return false;
  }
  if (!verb.joined && !/^[\s,]*$/u.test(block.text.slice(please.end, verb.start))) return false;
  return /^\p{Ll}/u.test(verb.text) && !pleaseIdle.has(verb.normal) && !idle.has(start);
}

// Words of a prohibition at an opening: "Do not leave bags unattended", "Don't share this link", "Never
// reuse a password" (Cambridge Dictionary, "Imperatives": negative imperatives).
const PROHIBITIONS = new Set(['not', "don't", 'don\u2019t', 'never']);
const INVERTING = new Set(['has', 'have', 'had', 'was', 'were', 'is', 'are', 'did', 'does', 'will', 'would']);
// Prohibitions that comfort rather than instruct: "Don't worry", "Don't panic".
const COMFORTS = new Set(['worry', 'panic', 'fret', 'be', 'feel', 'mind', 'stress']);

/**
 * A prohibition at an opening: after "do not", "don't" or "never" only a verb can stand, so any
 * lower-case word there is an instruction, whether or not the verb list knows it. Not a no-reply
 * notice ("Please do not reply to this email") nor a comfort ("Don't worry").
 */
function prohibition(block: BlockView, start: number): boolean {
  const marker = block.words[start - 1];
  const verb = block.words[start];
  if (!marker || !PROHIBITIONS.has(marker.normal) || !verb || verb.sentence !== marker.sentence) return false;
  if (marker.normal === 'not' && block.words[start - 2]?.normal !== 'do') return false;
  // "Never before have so many teams joined": an inversion, no verb after "never".
  // "Never has it been easier": an auxiliary after "never" inverts a statement.
  if (objectStart(verb.normal) || verb.normal === 'ever' || INVERTING.has(verb.normal)) return false;
  return /^\p{Ll}/u.test(verb.text) && !ANSWERING.has(verb.normal) && !COMFORTS.has(verb.normal);
}

// "Please" and "kindly" before a verb make it a request (Merriam-Webster, "kindly", adverb: "used as a
// polite form of request": "Kindly confirm receipt").
const POLITE_MARKERS = new Set(['please', 'kindly']);
// Words after which "please" opens a clause of its own: "The form closes on Friday, so please apply".
const CLAUSE_LINKS = new Set(['so', 'and', 'but', 'or', 'then', 'now', 'also', 'just', 'therefore']);

/**
 * A "please" inside a sentence that opens a clause (after a comma, a dash or "so", "and", "but") and is
 * followed by a verb: "The form closes on Friday, so please apply soon". "Designed to please everyone"
 * and "as you please" use the verb.
 */
function pleaseInClause(block: BlockView, idle: ReadonlySet<number>): boolean {
  const { words, text } = block;
  for (let index = 1; index < words.length - 1; index++) {
    const word = words[index];
    const previous = words[index - 1];
    if (!word || !POLITE_MARKERS.has(word.normal) || !previous || previous.sentence !== word.sentence) {
      continue;
    }
    const opens =
      CLAUSE_LINKS.has(previous.normal) ||
      /[,;:\u2013\u2014(]\s*$/u.test(text.slice(previous.end, word.start));
    // ", kindly fill the survey": after a comma "kindly" asks only before a base form ("The staff, kindly
    // offering help, …" describes).
    const base = word.normal === 'please' || baseFormCandidate(words[index + 1]?.normal ?? '');
    if (opens && base && pleaseRequest(block, index + 1, idle)) return true;
  }
  return false;
}

// Irregular verbs whose base form is no command: auxiliaries, verbs of being or costing, and "let".
const NOT_COMMANDS = new Set([
  'be',
  // "Let me introduce Kofi": the writer's own move ("let us know" and "let me know" are listed).
  'let',
  'have',
  'do',
  'can',
  'may',
  'shall',
  'will',
  'cost',
  'bet',
  'mean',
  'lie',
]);
const baseVerbs = new Set(IRREGULAR_VERBS.map(([base]) => base).filter((base) => !NOT_COMMANDS.has(base)));
// Words that open the object of a command unmistakably: "Put your name…", "Leave a review".
const OBJECT_OPENERS = new Set([
  ...['your', 'the', 'a', 'an', 'it', 'us', 'me', 'them', 'this', 'these', 'those', 'our', 'my'],
  ...['any', 'some', 'every', 'each', 'yourself'],
]);

/**
 * A common verb the call-to-action lists do not hold, in its base form at an opening and followed by
 * its object: "Put your name on the waiting list", "Leave a review", "Tell your friends". The base forms
 * come from the irregular verb list (Cambridge Dictionary, "Irregular verbs"); a noun there ("Read
 * receipts are off") is not followed by a determiner.
 */
function baseVerbCommand(block: BlockView, start: number): boolean {
  const verb = block.words[start];
  const next = block.words[start + 1];
  if (!verb || !next || next.sentence !== verb.sentence || !baseVerbs.has(verb.normal)) return false;
  if (!/^\s+$/u.test(block.text.slice(verb.end, next.start))) return false;
  return OBJECT_OPENERS.has(next.normal) && isCommand(block, start, start);
}

// Verbs of answering: "Please do not reply to this email" is a no-reply notice, not a request.
const ANSWERING = new Set(['reply', 'respond', 'answer', 'write']);

/** A command verb after "do not", "don't" or "never" that is a verb of answering: a no-reply notice. */
function declinesReply(block: BlockView, first: number): boolean {
  const previous = block.words[first - 1];
  return (
    ANSWERING.has(block.words[first]?.normal ?? '') &&
    previous !== undefined &&
    ['not', "don't", 'don\u2019t', 'never'].includes(previous.normal)
  );
}

/**
 * A line that is only a one-word verb and names ("Support", "Support Team", "Order Desk"), without a
 * closing mark: a team signing a message, not a command.
 */
function isSignature(block: BlockView, first: number, last: number): boolean {
  if (block.kind === 'heading' || first !== last || block.sentences.length !== 1) return false;
  if (/[.!?:)]\s*$/u.test(block.text)) return false;
  return block.words.slice(last + 1).every((word) => /^\p{Lu}/u.test(word.text) || word.normal === 'team');
}

/** "Meet Priya, our new designer": a verb of introduction before a name presents, it asks nothing. */
function introduces(block: BlockView, first: number, last: number): boolean {
  const next = block.words[last + 1];
  return (
    first === last &&
    introductions.has(block.words[first]?.normal ?? '') &&
    next !== undefined &&
    next.sentence === block.words[first]?.sentence &&
    /^\p{Lu}/u.test(next.text)
  );
}

/** Whether a phrase stands right after an opening quote: a mention ('The button says "Buy now"'). */
function isQuoted(block: BlockView, firstWord: number): boolean {
  const word = block.words[firstWord];
  return (
    word !== undefined &&
    /["\u201c\u2018']\s*$/.test(block.text.slice(Math.max(0, word.start - 2), word.start))
  );
}

/** A command in a heading: a verb phrase of several words ("Get started") or a verb with its object. */
function headingCommand(block: BlockView, first: number, last: number): boolean {
  const next = block.words[last + 1];
  if (!next) return last > first;
  return objectStart(next.normal) || /^\p{Lu}/u.test(next.text);
}

export const callToAction = defineDocumentRule({
  id: 'call-to-action',
  category: 'Document Structure',
  name: 'Call to action',
  description:
    'The text must ask the reader to do something: a command at the start of a sentence or clause ("Sign up today.", "…, so please apply soon.", "Do not share your code."), a request put as a question ("Could you send the slides?") or a call-to-action phrase anywhere ("contact us", "learn more"), or one of the guide\'s own `phrases`. A phrase that tells what others do ("Teams that adopt it learn more quickly than…") asks nothing, nor does a label that leads into a list ("Start times for the webinar series:"). A text without one is flagged at its end.',
  severity: 'warning',
  parameters: {
    phrases: stringListParameter({
      description: 'More phrases that count as a call to action (e.g. "book your table").',
      default: [],
    }),
  },
  examples: {
    good: [
      'Our new plan is out. Sign up today.',
      'The report is ready. Please reply by Friday.',
      'Questions? Contact us any time.',
    ],
    bad: ['Our new plan is out. It costs less than the old one.', 'Users who sign up get a discount.'],
  },
  prepare(params) {
    const own =
      params.phrases.length > 0
        ? compileTerms(params.phrases.map((phrase) => ({ term: phrase, forms: 'none' as const })))
        : undefined;
    return perBlock((block) => hasCallToAction(block, own));
  },
  check(document, hasCall) {
    if (document.blocks.some((block) => hasCall(block))) return [];
    for (let index = document.blocks.length - 1; index >= 0; index--) {
      const block = document.blocks[index];
      const sentence = block?.sentences.findLast((candidate) => candidate.endWord > candidate.firstWord);
      if (!block || !sentence) continue;
      return [
        {
          block: index,
          from: sentence.start,
          to: sentence.end,
          message:
            'Add a call to action: tell the reader what to do next (“Sign up today.”, “Reply to this email.”, “Contact us.”).',
          methodName: 'missing-call-to-action',
          suggestions: [],
        },
      ];
    }
    return [];
  },
});
