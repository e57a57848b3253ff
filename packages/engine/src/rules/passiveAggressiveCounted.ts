/**
 * Tellings counted (twelfth pass, sets w, x, y and z): the writer keeps score of how often they told, asked or
 * chased, which says the reader did not listen. The count has open slots, as a construction: any count word or
 * numeral ("three", "at least four", "5"), any occasion it was told on ("occasions", "team meetings",
 * "stand-ups", "emails"), a list of days ("on Monday, on Wednesday and again today"), or an ordinal ("this is
 * now the fourth time I've asked", "happy to explain this a third time").
 *
 * Flagged "giu" only where the pattern opens on a class of words; see `passiveAggressivePatterns.ts` on "gi".
 */

const A = "['’]";
// How many: a count word, a numeral, or a bound on one ("at least three", "no fewer than 4").
export const COUNT =
  'two|three|four|five|six|seven|eight|nine|ten|several|multiple|numerous|many|a few|a number of|countless|repeated|a couple of|a dozen|\\d+';
const BOUND = '(?:at least|no fewer than|no less than|more than|over|well over|literally|now) ';
// On what the telling happened: occasions, meetings of any kind ("three team meetings", "two weekly check-ins"),
// and messages ("in four emails"). Up to two words may say which ("separate", "team", "weekly").
// The same nouns singular, after "every" or "each" (fourteenth pass: "at every team meeting since June").
const OCCASION =
  "(?:[\\w'’-]+ ){0,2}?(?:occasion|time|meeting|stand-?up|huddle|check-?in|catch-?up|one-to-one|1:1|sync|call|e-?mail|message|review|retro|retrospective|session|briefing|reminder|note|chat|conversation|supervision|appraisal|letter|visit|text|voicemail|dm|thread|ticket|comment|all-hands)";
const OCCASIONS = `${OCCASION}s?`;

// Who tells: "I've", "we have already", "I have now".
const TELLER = `\\b(?:i|we)(?:${A}ve| have|${A}d| had)? (?:(?:already|now|repeatedly|previously|also|since|personally) )*`;
// Verbs that take the reader or a pronoun for the point ("asked you", "told you", "chased this").
const TELL =
  '(?:asked|told|reminded|warned|nagged|chased|emailed|e-mailed|messaged|pinged|called|rung|phoned|written to)';
// Verbs whose object is the point itself, named ("flagged the broken chair", "brought the fire door up").
// "Covered" and "gone over" too (sixteenth pass: "I've covered this at three stand-ups already").
const RAISE =
  '(?:reported|flagged|highlighted|mentioned|raised|brought up|pointed out|queried|requested|chased up|chased|followed up on|followed up|explained|said|covered|gone over|went over)';
const PRONOUN = '(?:you|this|that|it|them|these|those)';
// A point named: "the broken chair", "your missing receipts". "To" and "from" end it ("…the issue to the
// supplier" reports effort elsewhere).
// Someone else chased is effort spent for the reader, not a telling: "I chased the courier on Monday and again
// today" (the trades and firms a writer deals with on the reader's behalf; seventeenth pass: "the hire company", "the
// lab").
export const THIRD_PARTY =
  '(?:helpdesk|help desk|police|ombudsman|regulator|tax office|courier|supplier|bank|council|landlord|carrier|vendor|manufacturer|insurer|contractor|engineer|plumber|electrician|builder|agent|agency|solicitor|lawyer|accountant|doctor|gp|surgery|airline|hotel|warehouse|depot|print shop|venue|caterer|caterers|developer|developers|team at|hire company|hire firm|lab|laboratory|workshop|garage|repair shop)s?';
// A third party is the head of its phrase when a preposition, an adverb or the clause's end follows ("the
// supplier twice", "the courier on Monday"), not when it modifies a noun ("the supplier figures", fourteenth pass).
export const HEAD_END =
  '(?=\\s*(?:$|[,.;:!?]|(?:about|for|on|over|to|with|twice|again|repeatedly|yesterday|today|last|this|in|at|since|and|but|several|many|three|four|five|\\d+)\\b))';
const POINT = `(?:the|your|this|that|these|those|my|our) (?!(?:[\\w-]+ )?${THIRD_PARTY}${HEAD_END})(?:(?!(?:to|from|with)\\b)[\\w'’-]+ ){0,3}?[\\w'’-]+`;
// The point may be placed (seventeenth pass: "I've brought up the leaking tap in the staff kitchen at the last two team
// meetings").
const PLACED = "(?: (?:in|on|at|by) (?:the|your|our) (?:[\\w'’-]+ ){0,2}?[\\w'’-]+)?";
const TOLD_WHAT = `(?:${TELL}(?: ${PRONOUN})?(?: (?:about|for|on|over) (?:${PRONOUN}|${POINT}))?|(?:${RAISE}(?: (?:${PRONOUN}|${POINT}${PLACED}))?|brought (?:${PRONOUN}|${POINT}) up)(?: (?:with|to) (?:you|your [\\w-]+))?)`;

// Praise counts too: "the third time the team has won the award", "I've mentioned your idea in three meetings and
// everyone loves it".
const PRAISED =
  '\\b(?:awards?|won|wins?|record|proud|thrill\\w*|honou?r(?:ed)?|delight\\w*|celebrat\\w*|congrat\\w*|welcome|pleasure|privilege|lov(?:e|es|ed|ing)|enjoy\\w*)\\b';
// "I've flagged this on at least three occasions now", "I've brought this up at three team meetings now",
// "I've raised this in four separate emails" (writers w, x and y). "I've mentioned it at three conferences"
// tells an audience, and "…in three meetings with the supplier" reports effort elsewhere.
const ON_OCCASIONS = `${TELLER}${TOLD_WHAT} (?:(?:now|already|literally) )?(?:on|at|in|during|across|over|via|by) (?:(?:${BOUND})?(?:(?:each|all|every one) of )?(?:the (?:last|past|previous|first) )?(?:${COUNT}) ${OCCASIONS}|(?:every|each) ${OCCASION}|(?:each|all) of (?:the|my|our) (?:last|past|previous) (?:${COUNT}) ${OCCASIONS})\\b(?! (?:with|to|for) (?:the|a|an|our|their|my)\\b)(?![^.!?\\n]*${PRAISED})`;

// A day the telling happened on: "Monday", "today", "3 May", "the 14th", "last week".
// A span back from today too (sixteenth pass: "two weeks ago", "a few days ago").
const DAY =
  '(?:(?:on |at |in )?(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|several|\\d+) (?:days?|weeks?|fortnights?|months?) ago|(?:last |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|yesterday|this morning|this afternoon|last (?:week|month|night)|the (?:\\d{1,2}(?:st|nd|rd|th)|(?:first|second|third|fourth|fifth))|\\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \\d{1,2}(?:st|nd|rd|th)?))';
// "I've now chased this on Monday, on Wednesday and again today" (writer z): the tellings listed by day, the
// last one joined by "and" ("and again today"). "I asked about it on Monday and got an answer on Tuesday" lists
// no second telling.
// The later days may each say "again", and the last may be a clause of its own (fourteenth pass: "I chased the
// figures last Tuesday, again on Thursday, and I'm chasing them once more today").
const AGAIN = '(?:(?:again|once more) )?';
const TELLING_NOW = `(?:(?:i|we)(?:${A}m| am|${A}re| are) (?:(?:now|still) )?(?:asking|chasing|reminding you|telling you|writing|emailing|flagging|raising|following up)(?: (?:it|this|them|you|about (?:it|this|them)))? )?`;
// The telling insisted on with "did" counts the same (sixteenth pass: "I did ask for the figures two weeks ago and
// again last Thursday"), and the last day may say "now" ("…, and now again today").
const TOLD_DID = `\\b(?:i|we) did (?:(?:already|actually|in fact|also) )*(?:ask|tell|remind|chase|mention|raise|flag|request|email|message|explain)(?: ${PRONOUN})?(?: (?:about|for|on|over) (?:${PRONOUN}|${POINT}))?`;
const LISTED_DAYS = `(?:${TELLER}${TOLD_WHAT}|${TOLD_DID}) ${DAY}(?:,? ${AGAIN}${DAY})*,? (?:and|then) (?:now,? )?${TELLING_NOW}${AGAIN}${DAY}\\b`;

// Two occasions of telling, the second with "again" (fifteenth pass: "I explained this at Thursday's stand-up and
// again in the team chat", "we told you at the viewing and again by email", "I've flagged it in my report, then once
// more at the review"): the writer lists where they told the reader, as the list of days does. The point is a
// pronoun or the reader ("I mentioned the new café at the town hall and again in the newsletter" announces news), and
// praise passes ("…at the conference and again in a webinar, and people loved it").
const CHANNEL =
  '(?:chat|slack|teams|channel|group|whatsapp|intranet|noticeboard|notice board|newsletter|phone|writing|person|handbook|wiki|minutes|agenda|inbox|post|update|report|induction|training|viewing|handover|interview|presentation|inspection)s?';
const WHERE_TOLD = `(?:at|in|on|during|via|by|over) (?:(?:the|my|our|this|last|a|an|[\\w-]+${A}s) )?(?:${OCCASIONS}|(?:[\\w'’-]+ ){0,2}?${CHANNEL})`;
const TOLD_POINT = `(?:${TELL}|${RAISE})(?: (?:you|this|that|it))(?: (?:about|for|on) (?:this|that|it))?(?: with you)?`;
const TOLD_AGAIN_AT = `${TELLER}${TOLD_POINT} ${WHERE_TOLD}(?:,? (?:and|then|plus))?,? (?:again|once more|once again) (?:${WHERE_TOLD}|${DAY})\\b(?![^.!?\\n]*${PRAISED})`;
// The second occasion named as the one before the first (sixteenth pass: "I mentioned this at last week's stand-up
// and the one before", "we raised it in Monday's review and at the review before that"): two meetings, counted back.
const AND_THE_ONE_BEFORE = `${TELLER}${TOLD_POINT} ${WHERE_TOLD},? and (?:(?:at|in|on|during) )?the (?:one|${OCCASION}|week|day|month) before(?: (?:that|it|last))?\\b(?![^.!?\\n]*${PRAISED})`;

// An ordinal count: "second", "third", "umpteenth", "4th".
const ORDINAL =
  '(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|umpteenth|nth|hundredth|millionth|\\d+(?:st|nd|rd|th))';
// What the ordinal counts: a time, or a message the writer sent.
// Or the span the tellings ran over, counted in a row (fourteenth pass: "this is the third week running I've had
// to ask", "the fourth month in a row I've reminded you").
const COUNTED =
  '(?:time|e-?mail|message|reminder|request|chaser|follow-?up|letter|note|call|ticket|nudge|(?:day|week|month|quarter|term|sprint|meeting|year) (?:running|in a row))';
// "This is now the fourth time I've asked for the floor plan" (writer x), "this is the fourth email I've sent
// you about the permits", "with respect, this is the second time the delivery note has been wrong" (writer z):
// the count of the writer's tellings (to the reader: "we've asked the contractor" tells someone else) or of faults
// someone made (wrong, late, missing). "This is the second time
// we've hosted the summit" and "the third time I've visited Lisbon" count neither, and "the third time this month
// the lift has broken down" (writer u) counts a mishap, which no one made.
const TELLS_OR_FAULT = `(?:(?:i|we)(?:${A}ve| have|${A}m| am|${A}re| are|${A}d| had)? (?:(?:had to|now|already) )*(?:(?:ask|asked|asking|told|telling|remind|reminded|reminding|emailed|emailing|written|writing|called|calling)\\b(?! (?:to )?(?:the|a|an|our|their|his|her) )|(?:chase|chased|chasing)\\b(?! (?:the|a|an|our|their) (?:[\\w-]+ )?${THIRD_PARTY}\\b)|(?:sent|sending|raised|raising|flagged|flagging|mentioned|explained|requested|followed up|following up|said)\\b|(?:discussed|talked about|gone over|been over|been through|covered|had (?:this|that|the same) (?:conversation|discussion|chat|talk))\\b(?=\\s+(?:this|that|it)\\b|[^.!?\\n]{0,30}?\\bthe same\\b))|\\byou(?:${A}ve| have|${A}re| are)? (?:(?:now|already) )*(?:missed|forgotten|forgot|ignored|been late|turned up late|skipped|left|not|failed|broken|overlooked|sent the wrong)\\b|\\b(?:wrong|late|missing|incorrect|missed|forgotten|overdue|short|unpaid|ignored|unsigned|incomplete)\\b)`;
// The count made by "makes" or "marks" too ("this makes the third time I've had to ask", thirteenth pass), and as
// a cardinal ("that makes four times now that I've chased the invoice", "that's three times this week I've
// reminded you"). "That makes four times we've won the cup" is praise, and "that's two times the price" a multiple.
const COUNT_IS = `(?:${A}s| is| was| makes| made| marks| will be|${A}ll be| would be)(?: (?:now|already|officially|at least|literally|actually))?`;
const NTH_TIME = `\\b(?:this|that|it)${COUNT_IS} (?:the ${ORDINAL} ${COUNTED}|(?:${COUNT}) times(?! (?:the|as|more|less|over)\\b))\\b(?=[^.!?\\n]*${TELLS_OR_FAULT})(?![^.!?\\n]*${PRAISED})`;
// "For what must be the fifth time: the gate stays shut", "…, for what feels like the fourth time, …": the count,
// hedged, as an aside or at a sentence's start (as the listed "for the third time" is, `countsEvent`).
const FOR_WHAT_NTH = `(?<=(?:^|[.!?,;:(—–\\n-])\\s*)for (?:what (?:must be|feels like|seems like|is now|is|has to be|might be|could be)|about|roughly|maybe|perhaps|at least|probably) the ${ORDINAL} time\\b`;

// The span in a row set before the telling (fifteenth pass: "For the second week running I'm asking: please label your
// food", "for the third month in a row, we're reminding everyone that…"): the count as a frame, with the writer's
// telling in the clause. "For the third year running, our team won the award" is praise, and "for the second week
// running, sales fell" tells no one anything.
const FOR_NTH_RUNNING = `(?<=(?:^|[.!?,;:(—–\\n-])\\s*)for (?:(?:what (?:feels|seems) like|about|now) )?the ${ORDINAL} (?:day|week|month|quarter|term|sprint|meeting|year|time) (?:running|in a row)\\b(?=,?\\s*(?:now,?\\s*)?(?:i|we)(?:${A}m| am|${A}re| are|${A}ve| have|${A}ll| will)? (?:(?:now|still|once again|again|had to|having to|got to|to) )*(?:ask|asking|remind|reminding|tell|telling|chase|chasing|request|requesting|repeat|repeating|write|writing|flag|flagging|raise|raising|nudge|nudging)\\b)(?![^.!?\\n]*${PRAISED})`;

// "Happy to explain this a third time" (writer z), "I'll go over it for a fourth time": the writer offers to
// repeat, and counts. "Could you explain it a second time?" asks the writer.
const TELLING_AGAIN =
  '(?:explain|say|tell you|repeat|go over|go through|walk you through|spell out|ask|remind you|point out|mention|clarify|send|share|write)';
// The thing explained may be named at any length (fourteenth pass: "walk you through the booking process for a
// third time").
const NTH_TELLING = `\\b(?=${TELLING_AGAIN})(?<!\\b(?:you|please)\\b[^.!?\\n]{0,25})${TELLING_AGAIN}(?: (?:it|this|that|them|everything|(?:the|our|your|this|that) (?:[\\w'’-]+ ){0,3}?[\\w'’-]+))?(?: (?:again|out|through))? (?:a|for (?:a|the)) (?!second\\b)${ORDINAL} time\\b`;

// "I'm not going to ask again", "I won't be reminding you a third time" (writer y): the writer refuses to
// repeat, which says they have asked enough. "Sorry for the nudge, I won't ask again!" and "I won't ask again
// until May, as promised" promise not to nag.
const NOT_AGAIN = '(?:again|twice|any ?more|one more time|a (?:second|third|fourth|fifth) time)';
// What is not asked again: the reader or the point, never a task ("I'm not going to ask you to work late again"
// promises not to burden them).
// The point may be named (fourteenth pass: "I won't be asking about the feedback forms again").
// Or named as the object of chasing (sixteenth pass: "I won't be chasing the meter readings again").
const ASKED_WHAT = `(?: (?:you|this|that|it|myself|them|(?:you )?(?:for|about) (?:it|this|that|(?:the|your|those|these|that|this) (?:[\\w'’-]+ ){0,3}?[\\w'’-]+)|(?<=chas(?:e|ing)(?: up)? )${POINT}))*`;
// The writer's reluctance to repeat, as the refusal's softer form (fourteenth pass: "I'd rather not have to ask
// again", "I'd hate to have to remind you again", "I don't want to have to chase this again", "I hope I won't need
// to ask about the keys again"): the repeat is framed as a burden the reader would impose.
const RELUCTANT = `(?:(?:i|we)(?:${A}d| would) (?:rather|prefer) not(?: to)?(?: have to)?|(?:i|we)(?:${A}d| would) hate to(?: have to)?|(?:i|we) (?:don${A}t|do not) want to(?: have to)?|(?:i|we) (?:shouldn${A}t|should not) (?:have|need) to|(?:i|we) (?:hope|trust) (?:i|we) (?:won${A}t|will not|don${A}t|do not) (?:need|have) to) (?:ask|tell|remind|say|repeat|explain|chase)`;
const REFUSE_AGAIN = `\\b(?=i|we)(?<!\\b(?:sorry|apologies|apologi[sz]e)\\b[^\\n]{0,80})(?:(?:i|we)(?:${A}m| am|${A}re| are) not (?:going to|gonna) (?:ask|tell|remind|say|repeat|explain|chase)|${RELUCTANT}|(?:i|we) (?:won${A}t|will not|shan${A}t|shall not)(?: be)? (?:ask|asking|tell|telling|remind|reminding|say|saying|repeat|repeating|explain|explaining|chase|chasing))${ASKED_WHAT} ${NOT_AGAIN}\\b(?![^.!?\\n]*\\b(?:promis(?:e|ed)|my (?:mistake|fault|bad)|until)\\b)|\\b(?:this is|that${A}s|that is|this will be) the (?:last|final) time (?:i|we)(?:${A}ll| will|${A}m| am|${A}re| are)? (?:ask|asking|remind|reminding|say|saying|tell|telling|chase|chasing)\\b`;

// "The steps haven't changed since the last two times" (an earlier writer), "as I said the first three times":
// the earlier tellings counted as times, with the telling repeated in the text ("walk you through it again", "I
// said", "haven't changed"). "The last two times we went camping it rained" and "…, so I'm trying again" repeat
// no telling.
const REPEAT_NAMED = `\\b(?:(?:explain|say|tell you|send|repeat|go over|go through|walk you through|share|attach)\\w*\\b[^.!?\\n]{0,30}\\b(?:again|once more)|repeat(?:ing|ed)?|reiterat(?:e|ing)|(?:i|we)(?:${A}ve| have)? (?:told|said|asked|explained|mentioned)|haven${A}t changed|hasn${A}t changed|still the same)\\b`;
const EARLIER_TIMES = `\\b(?:the|my|our) (?:first|last|previous|past|other) (?:two|three|four|five|six|few|several|couple of|\\d+) times\\b(?:(?<=${REPEAT_NAMED}[^]*)|(?=[^]*${REPEAT_NAMED}))`;

// Any word of telling or chasing ("circling back", "nudging"), any fault, and the reader, in the sentence of a
// count.
const TELLING_OR_FAULT =
  /\b(?:ask\w*|tell\w*|told|remind\w*|re-?send\w*|send\w*|sent|say\w*|said|repeat\w*|explain\w*|chas\w*|e-?mail\w*|writ\w*|wrote|request\w*|follow\w* up|circl\w* back|check\w* in|nudg\w*|ping\w*|bump\w*|reach\w* out|call\w*|messag\w*|nag\w*|flag\w*|rais\w*|mention\w*|point\w* out|wrong|late|missing|incorrect|missed|forgotten|forgot|overdue|ignored|unsigned|incomplete|you|your)\b/iu;

/**
 * "The lift has broken down for the third time this month": a count inside a clause counts an event, unless
 * the sentence tells, blames or names the reader ("I'll resend the guide for the third time", "you've sent the
 * wrong file for the third time"). At the start of a sentence or set off as an aside ("For the third time, the
 * deadline is Friday"; "Friendly reminder, for the fourth time, that…") it counts the writer's own tellings.
 */
export function countsEvent(hit: string, before: string, sentence: string): boolean {
  return (
    /^for the \w+ time$/iu.test(hit) &&
    /\w\s*$/u.test(before) &&
    !TELLING_OR_FAULT.test(sentence.replace(THIRD_PARTY_CONTACTED, ''))
  );
}

// The writer calling or chasing a trade about the mishap is effort spent on it, not a telling (sixteenth pass: "The
// printer has jammed for the third time today, so I've called the engineer"), and what it is asked to do (seventeenth
// pass: "…so I've asked the hire company to send an engineer").
const THIRD_PARTY_CONTACTED = new RegExp(
  `\\b(?:called|rung|rang|phoned|emailed|e-mailed|contacted|messaged|chased|asked|told|call|ring|phone|email|contact|chase|ask|tell|calling|ringing|phoning|emailing|contacting|chasing|asking|telling)(?: (?:up|out))? (?:the|a|an|our) (?:[\\w-]+ )?${THIRD_PARTY}\\b(?: to (?:send|come|fix|repair|look at|replace|call) (?:round|out|over|an?|the|us|me)\\b)?`,
  'giu',
);

export const COUNTED_PATTERNS: readonly RegExp[] = [
  new RegExp(EARLIER_TIMES, 'giu'),
  new RegExp(ON_OCCASIONS, 'giu'),
  new RegExp(LISTED_DAYS, 'giu'),
  new RegExp(TOLD_AGAIN_AT, 'giu'),
  new RegExp(AND_THE_ONE_BEFORE, 'giu'),
  new RegExp(NTH_TIME, 'giu'),
  new RegExp(FOR_WHAT_NTH, 'giu'),
  new RegExp(FOR_NTH_RUNNING, 'giu'),
  new RegExp(NTH_TELLING, 'giu'),
  new RegExp(REFUSE_AGAIN, 'giu'),
];
