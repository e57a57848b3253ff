/**
 * Senses in which a rebuke's words are not a rebuke, read from what follows them in the sentence.
 */

// Where a speaker says things to an audience, not to the reader: "As I said in my keynote at DevCon…".
const PUBLIC_SAYING =
  'keynote|speech|presentation|podcast|interview|webinar|lecture|panel|article|blog|blog post|book|newsletter|column|op-ed|episode|toast|opening remarks';

/**
 * "As I said in my keynote", "as I mentioned to the new starters this morning": the writer quotes what they
 * told an audience or someone else, not what the reader failed to hear. "As I said to you", "as I said in
 * the meeting" and "as I told your manager" still point at the reader.
 */
const SAID_ELSEWHERE = new RegExp(
  `^\\s*(?:(?:in|at|during|on) (?:(?:my|our|the|a|an|this|that|last|yesterday['’]s|today['’]s|this morning['’]s|[\\w-]+['’]s) )?(?:[\\w-]+ ){0,2}?(?:${PUBLIC_SAYING})\\b|to (?!you\\b|your\\b|y['’]all\\b|everyone\\b|everybody\\b|all\\b|the team\\b|this team\\b|the group\\b)[\\w'’-]+)`,
  'iu',
);

export function saidElsewhere(text: string, to: number): boolean {
  return SAID_ELSEWHERE.test(text.slice(to, to + 80));
}

/**
 * "Going forward, please let us know whenever you have ideas": an open invitation, not a correction of what
 * the reader did. "Going forward, please let me know before you change the schedule" still corrects.
 */
const INVITATION =
  /^[\s,]*(?:please\s+)?(?:let (?:us|me) know (?:whenever|if|when) you have|feel free|don['’]t hesitate|do not hesitate|keep (?:them|those|the \w+) coming|enjoy|share your (?:ideas|stories|thoughts|feedback|suggestions)|send (?:us|me) your (?:ideas|stories|thoughts|feedback|suggestions))\b/iu;

export function invitesAfter(text: string, to: number): boolean {
  return INVITATION.test(text.slice(to, to + 80));
}

/**
 * "The phrase *per my last email* is on our list of openers to avoid": the words are named, as in a style
 * guide, not used on the reader (the same as quoting them).
 */
const NAMED_AS_WORDS =
  /(?<!\bother )\b(?:phrases?|words?|terms?|expressions?|openers?|sign-?offs?|wording)(?: (?:like|such(?: as)?))?[\s:]*[*_`'‘]*$/iu;

export function namedAsWords(text: string, from: number): boolean {
  return NAMED_AS_WORDS.test(text.slice(Math.max(0, from - 40), from));
}
