/**
 * Tellings tallied (fourteenth pass, sets ac, ad, ae and af): the writer keeps score of their own tellings with
 * a count adverbial that is not "on three occasions", which `passiveAggressiveCounted.ts` reads. The same kind as
 * "I've asked you three times", with its slots opened: any telling verb of the writer, any object that is not a
 * third party, and any count placed after it ("twice this week already", "repeatedly", "again and again").
 * Counting one's own repeated requests implies the reader did not act on them (a "face-threatening" reproach:
 * Brown and Levinson's bald criticism done off record, Culpeper 2011 on conventionalised implicational
 * impoliteness).
 */

import { HEAD_END, THIRD_PARTY } from './passiveAggressiveCounted.ts';

const A = "['’]";
// Who tells: "I've", "we have already", "I".
const TELLER = `\\b(?:i|we)(?:${A}ve| have|${A}d| had)? (?:(?:already|now|also|personally|previously) )*`;
// The tellings that carry a point to the reader: asking, telling, reminding, chasing, raising, reporting. Not
// "called" or "visited", which count contact, not a point made. "Raised" only with a pronoun or "with you":
// "we've raised the price twice" (and "the roof") increases something.
const TELL =
  '(?:asked|told|reminded|warned|nagged|chased(?: up)?|emailed|e-mailed|messaged|pinged|written to|flagged|highlighted|mentioned|raised(?= (?:this|that|it|these|those|[^.!?\\n]{0,40}\\bwith (?:you|your)\\b))|brought up|pointed out|queried|requested|followed up(?: on)?|reported|nudged|prompted)';
// Someone else asked is effort spent for the reader: "I've chased the courier twice", "we've reminded the
// council repeatedly" (the firms and trades of `passiveAggressiveCounted.ts`, as head of their phrase). Between
// the telling and its count: the object and its adjuncts, in one clause (no comma or "and", which would count a
// second clause: "I asked for the keys, and twice they were late"), naming no third party or audience.
const BETWEEN = `(?:(?!\\b(?:and|but|so|which|who|when|because|since|(?:the|our|your) ${THIRD_PARTY}${HEAD_END})|[,.;:!?\\n(—–]).){0,70}?`;
// The count: a cardinal of times, or an adverb of repetition.
const TALLY =
  '(?:twice|(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|numerous|many|countless|\\d+) times|more than once|repeatedly|again and again|over and over(?: again)?|time and (?:time )?again|(?:on|at|in) (?:every|each) (?:[\\w-]+ ){0,2}?(?:meeting|stand-?up|check-?in|catch-?up|one-to-one|1:1|call|review|briefing|huddle|sync|session|opportunity|chance))';
// A count that times a schedule or an audience ("twice a week", "several times on this blog").
const NOT_SCHEDULE = `(?! (?:a|per|each|every) (?:day|week|month|year|term|shift|quarter)\\b| (?:on|in) (?:this|my|the|our) (?:blog|podcast|newsletter|column|channel|show|book|series|site|website|talks?|posts?)\\b)`;
const PRAISE =
  '\\b(?:awards?|won|wins?|proud|thrill\\w*|honou?r(?:ed)?|delight\\w*|celebrat\\w*|congrat\\w*|pleasure|privilege|lov(?:e|es|ed|ing)|enjoy\\w*|thank\\w*)\\b';
// What was told or asked about opens the object: the reader, the point ("this", "the invoice", "about the
// keys") or a colleague by name ("Marco"). "We've raised prices twice", "I asked my manager twice" (the writer's
// own side) and "I've reminded myself" name no point put to the reader.
const OBJECT = `(?: (?=(?:you|this|that|it|them|these|those|both|the|your|our|about|for|on|over|with|up)\\b|(?-i:\\p{Lu}))${BETWEEN})?`;
const TALLIED = `${TELLER}${TELL}\\b${OBJECT} ${TALLY}\\b${NOT_SCHEDULE}(?! (?:with|to|for) (?:the|a|an|our|their)\\b)(?![^.!?\\n]*${PRAISE})`;

// "Just checking you received my last four emails", "I wonder whether you've seen my previous three messages":
// the reader asked about several of the writer's messages, counted, which says they went unanswered. "Did you
// get my email?" counts nothing.
const MESSAGES =
  '(?:e-?mails|messages|notes|reminders|letters|texts|voicemails|requests|chasers|follow-?ups|dms|replies|comments|tickets)';
const GOT_MY_COUNTED = `\\byou(?:${A}ve| have|${A}d| had)?(?: (?:ever|actually|even|already))? (?:received|got|gotten|seen|saw|read|opened|had|caught) (?:any of |all of |either of |both (?:of )?)?my (?:(?:last|previous|earlier|recent|past) )?(?:two|three|four|five|six|several|numerous|many|\\d+) (?:[\\w-]+ )?${MESSAGES}\\b`;

// "Just flagging again, as I did last Thursday, that…", "I'm raising this again, as I did on Monday": the telling
// repeated, and the earlier one pointed at. "Flagging again, as promised, that…" points at no earlier telling.
const AGAIN_AS_BEFORE = `\\b(?:flag|remind|rais|mention|ask|chas|nudg|bump|highlight|point)\\w*(?: (?:this|it|you|that))?(?: (?:up|out))? (?:again|once more),? (?:just )?(?:as|like) (?:i|we) (?:did|have|had|said|mentioned|asked|flagged|raised)\\b`;

// The writer's requests numbered as a label (sixteenth pass: "**Reminder no. 4:** the fire door…", "Third request:
// today", "4th reminder –"): the label keeps the tally itself. From the third on: a "second reminder" is a routine
// chase, and a label counted out of a total ("Reminder 3 of 5") is a series, not a tally.
const NOTICE_LABEL = '(?:reminders?|requests?|chasers?|chases?|follow-?ups?|nudges?|notices?|warnings?)';
const THIRD_ON =
  '(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|umpteenth|(?:[3-9]|[1-9]\\d)(?:st|nd|rd|th))';
const NUMBERED_LABEL = `(?<=(?:^|\\n)[\\s*_#>|-]*)(?:${THIRD_ON}(?: (?:and (?:final|last)|formal|written))? ${NOTICE_LABEL}|${NOTICE_LABEL}[*_]*\\s*(?:no\\.?|number|#)\\s*(?:[3-9]|[1-9]\\d)\\b(?!\\s*(?:of|/)\\s*\\d))[*_]*\\s*[:!—–-]`;
// A column that counts them (sixteenth pass: "| Task | Owner | Times asked |", "| Item | Times requested |"): a
// table cell that is only the tally's name. "Requests sent" is left out: a table of server calls counts those.
const TALLY_COLUMN =
  /^[\s*_]*(?:(?:no\.?|number) of )?(?:times (?:asked|requested|chased|reminded|nudged|followed up|raised)|(?:reminders|chasers|nudges|follow-?ups) sent|(?:reminders|chasers) so far)[\s*_]*$/iu;

/** A table cell that names the tally of the writer's requests, "Times asked" (read in a table cell only). */
export function talliesColumn(kind: string, text: string): boolean {
  return kind === 'table-cell' && TALLY_COLUMN.test(text);
}

export const TALLIED_PATTERNS: readonly RegExp[] = [
  new RegExp(NUMBERED_LABEL, 'giu'),
  new RegExp(TALLIED, 'giu'),
  new RegExp(GOT_MY_COUNTED, 'giu'),
  new RegExp(AGAIN_AS_BEFORE, 'giu'),
];
