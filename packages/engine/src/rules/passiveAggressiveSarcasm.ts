/**
 * Reproach in ordinary words (seventeenth pass, sets ao–at): more of the off-record kinds of the sixteenth pass
 * (`passiveAggressiveIrony.ts`; Brown and Levinson's irony, Culpeper 2011 ch. 5 on mock politeness), each with a
 * slot that contradicts the polite or plain surface: thanks for news with a sign that it came too late, praise
 * followed by "only" and a count of faults, a chore said not to do itself, "funny how" one thing happens but
 * another never does, the writer as the only one who does a duty, a reminder said to be needed every week, and a
 * duty the readers were all told at a named occasion. Without the slot each is plain thanks, praise or a notice.
 *
 * Flagged "giu" only where the pattern opens on a class of words; see `passiveAggressivePatterns.ts` on "gi".
 */

import { LONG_UNIT } from './passiveAggressiveIrony.ts';

const A = "['’]";

const THANKS = `(?:thanks|thank you|cheers|(?:i|we) (?:really |do |so )?appreciate)`;
const TOLD =
  '(?:tell|let|inform|warn|notify|updat|alert|mention|flag|send|pass)\\w*|the (?:heads-?up|warning|notice|update|news)';
const SPAN =
  '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|a couple of|a few|\\d+)';
// The news came after the thing it was about had happened: "after we'd published", "after the tenants had moved
// in", "on the morning it happened", "at 16:55 on a Friday".
const TOO_LATE = `(?:[*_]*after[*_]* (?:we|i|they|you|the (?:[\\w-]+ ){0,2}?[\\w-]+)(?:${A}d| had) (?:already )?[a-z]+(?:ed|en|t)\\b|on the (?:very )?(?:morning|day|afternoon|evening|night) (?:it|they|the (?:[\\w-]+ ){0,2}?[\\w-]+) (?:happened|started|began|took place|went ahead|opened|arrived)|at \\d{1,2}[:.]\\d{2}(?: ?[ap]m)? on a (?:friday|saturday|sunday))`;
// A verdict that only irony makes of late news: "Very helpful.", "Really useful timing."
const VERDICT = '(?:very|really|so|most|super|ever so) (?:helpful|useful)(?: timing)?[.!]';
const LATE_THANKED = `\\b${THANKS}\\b[^.!?\\n]{0,20}?\\b(?:${TOLD})\\b[^.!?\\n]{0,80}?${TOO_LATE}[^.!?\\n]{0,40}?[.!]\\s+${VERDICT}`;
// Or the lateness in a fragment of its own after the thanks: "Thanks for telling me the venue changed. Two days
// after the invitations went out." / "At 7:55, with the coach already waiting." A full sentence after the thanks
// ("Two days after the move, we'll visit") has a subject and verb, and passes. A span called a record after thanks for
// speed is the same irony ("Thanks for the quick reply. Three weeks is practically a record.").
const LATE_FRAGMENT = `\\b${THANKS}\\b[^.!?\\n]{0,20}?\\b(?:${TOLD}|sending|sent|getting back|replying|the (?:quick |speedy )?reply)\\b[^.!?\\n]{0,100}?[.!]\\s+(?:${SPAN} ${LONG_UNIT} (?:is|was) (?:practically|almost|nearly|basically|surely) a record\\b|(?:(?:only|just|a mere|a full|all of) )?(?:${SPAN} ${LONG_UNIT} (?:after|late|past)\\b(?=[^.!?\\n]*(?:[.!]|$))(?![^.!?\\n]*,\\s*(?:we|i|you|they)\\b)|at \\d{1,2}[:.]\\d{2}(?: ?[ap]m)?,? with\\b))`;

// Praise, then "only" before a count of faults (a dash, a colon or the next sentence): "Lovely to see the rota so
// well kept — only six shifts left empty", "Great job on the audit, everyone. Only 12 errors this time!" "Great
// job, everyone. Only two days to go!" counts no fault.
const PRAISE =
  '\\b(?:(?:great|nice|lovely|good|wonderful|glad|fantastic|brilliant) to (?:see|hear)|(?:great|nice|good|fantastic|brilliant) (?:job|work|effort)|well done)\\b';
const FAULT =
  '(?:double[- ]?book(?:ed|ings?)|overbook(?:ed|ings?)|discrepanc(?:y|ies)|errors?|mistakes?|complaints?|no-shows?|clashes|breakages|spills?|breaches|faults|defects|typos|(?:missed|wrong|late|lost|broken|missing|failed|unsigned) [\\w-]+|(?:at|to|in|into) the wrong\\b|(?:into|in) the same [\\w-]+ slot)';
const ONLY_FAULTS = `${PRAISE}[^.!?\\n:—–]{0,100}?(?:\\s*[:—–]\\s*|[.!]\\s+)only (?:${SPAN}|\\d+) (?:[\\w-]+ ){0,5}?${FAULT}`;
// Or a strong fault after the colon, without "again": "Great to see the new system in use: four rooms
// double-booked", "…: three jobs booked into the same 9 am slot".
const STRONG_FAULTS = `${PRAISE}[^.!?\\n:—–]{0,100}?\\s*[:—–]\\s*(?:${SPAN}|\\d+) (?:[\\w-]+ ){0,6}?(?:double[- ]?booked|overbooked|(?:into|in) the same (?:\\d+(?: ?[ap]m)? |[\\w-]+ ){0,2}slot)`;

// A chore said not to do itself: "the dishes don't wash themselves", "the bin does not take itself out".
const CHORE_ITSELF = `\\b(?:doesn${A}t|does not|don${A}t|do not|won${A}t|will not|isn${A}t going to|aren${A}t going to) (?:(?:just|magically|simply) )?(?:wash|empty|clean|tidy|load|unload|refill|fill|restock|take|put|clear|file|sort|water|wipe|stack|replace|change) (?:itself|themselves)\\b`;

// "Funny how the milk runs out every Friday, yet nobody ever buys more": a mock puzzle over a contrast whose
// second half is a duty never done or a delay. "Funny how time flies" has no contrast.
const FUNNY_HOW = `\\b(?:funny|strange|odd|interesting|curious|amazing) how\\b(?=[^.!?\\n]*\\b(?:yet|but)\\b[^.!?\\n]*\\b(?:never|nobody|no one|(?:have|has) taken ${SPAN} ${LONG_UNIT}))`;

// The writer as the only one who does a duty, said with a sigh: "Apparently I'm the only one who can refill the
// printer". "I'm the only one on the team who speaks Dutch" states a fact, without the sigh.
const ONLY_ONE = `\\b(?:obviously|apparently|clearly|evidently|of course) (?:i${A}m|i am) the only (?:one|person)\\b[^.!?\\n]{0,40}?\\b(?:who|that) (?:can|could|ever|knows how to|bothers|remembers|is able to)\\b`;

// A reminder said to need repeating: "since it seems to need saying every week", "as this apparently needs
// repeating"; and one counted by the week: "Gentle reminder, for the third week in a row, that…". "Second" is a
// routine chase and passes (sixteenth pass).
const ORDINAL = '(?:third|fourth|fifth|sixth|seventh|umpteenth|nth|\\d+(?:rd|th))';
const NEEDS_SAYING = `\\b(?:since|as|because) (?:it|this|that) (?:seems to|appears to|apparently|evidently|clearly) needs? (?:saying|repeating|pointing out|spelling out|to be said)(?: again)?\\b|\\b(?:reminder|request|notice|note|chasing)[*_]*,? for the ${ORDINAL} (?:time|week|month|day)(?: (?:in a row|running))?\\b`;

// A duty everyone was told at a named occasion, or is sure to remember: "as everyone was told at induction", "as
// all staff will surely remember from the last meeting". "As everyone knows, the party is on Friday" is news.
const ALL_TOLD = `\\bas (?:everyone|everybody|you all|all of you|all (?:staff|members|residents|tenants|parents)) (?:(?:was|were|has been|have been) (?:told|shown|reminded|informed|asked) (?:at|in|during|on)\\b|(?:will|should|must) (?:surely|no doubt|certainly) (?:remember|recall)\\b)`;

// Notices missed, counted, for whoever missed them: "For anyone who somehow missed the last three emails, the gym
// closes at 9" (the sixteenth pass read "in case you missed the three reminders"). "For anyone who missed the
// meeting, here are the slides" counts no notice.
const NOTICES =
  '(?:reminders?|e-?mails?|messages?|notices?|memos?|warnings?|notes?|requests?|posts?|updates?|announcements?)';
const MISSED_FOR_ANYONE = `\\bfor (?:anyone|anybody|everyone|those(?: of you)?)(?: else)? who (?:somehow |may have |might have |has |have )?(?:missed|overlooked|didn${A}t see|ignored) (?:(?:the|my|our|all|both|all of) )*[*_]*(?:(?:last|previous|earlier) )?(?:two|three|four|five|six|several|multiple|numerous|many|\\d+) (?:[\\w-]+ )?${NOTICES}\\b`;

// A polite prohibition with "kindly keep": "Kindly keep your hands off the spare stock", "kindly keep the exit
// clear of boxes". "Kindly keep your receipt" asks nothing to stop.
const KINDLY_KEEP = `\\bkindly keep (?:your (?:hands|feet|bikes?|bags?|things|stuff) |the (?:[\\w-]+ ){1,5}?)(?:off|clear of|out of|away from)\\b`;

// A plan offered "as an experiment" or "for a change": "Perhaps we could try following the rota this week, just as
// an experiment". "Let's try the new layout as an experiment" proposes something new, without the pointed "could".
const AS_EXPERIMENT = `\\b(?:perhaps|maybe) we could (?:try|give) (?:[\\w-]+ing)\\b[^.!?\\n]{0,60}?,? (?:just )?(?:as an experiment|for a change|for once)\\b`;

// "I'm glad the rest of you enjoyed the party" after "some of us were here until nine", or "Hope the morning went well
// for everyone else" in the next sentence: the writer's side set against the readers'.
const SOME_OF_US = `\\bsome of us\\b[^.!?\\n]{0,80}?(?:,? but |[.!]\\s+)(?:(?:i${A}m|i am|we${A}re|we are) (?:glad|pleased|happy|sure)|(?:i )?hope)\\b[^.!?\\n]{0,40}?\\b(?:the rest of you|everyone else)\\b`;
// "…, but I know it's a lot to ask" closing a plain duty.
const LOT_TO_ASK = `,\\s*but (?:i|we) (?:know|realise|realize|appreciate|suppose|guess) (?:it${A}s|that${A}s|it is|that is) (?:a lot|too much|asking a lot)(?: to ask)?(?=\\s*[.!]|\\s*$)`;

export const SARCASM_PATTERNS: ReadonlyArray<{ readonly pattern: RegExp; readonly gate: RegExp }> = [
  { pattern: new RegExp(LATE_THANKED, 'giu'), gate: /\b(?:helpful|useful)\b/iu },
  { pattern: new RegExp(LATE_FRAGMENT, 'giu'), gate: /\b(?:after|late|past|with|record)\b/iu },
  { pattern: new RegExp(`${ONLY_FAULTS}|${STRONG_FAULTS}`, 'giu'), gate: /\b(?:only|slot|booked)\b/iu },
  { pattern: new RegExp(CHORE_ITSELF, 'giu'), gate: /\b(?:itself|themselves)\b/iu },
  { pattern: new RegExp(FUNNY_HOW, 'giu'), gate: /\bhow\b/iu },
  { pattern: new RegExp(ONLY_ONE, 'giu'), gate: /\bonly\b/iu },
  {
    pattern: new RegExp(NEEDS_SAYING, 'giu'),
    gate: /\b(?:saying|repeating|pointing|spelling|said|time|week|month|day)\b/iu,
  },
  { pattern: new RegExp(ALL_TOLD, 'giu'), gate: /\bas\b/iu },
  { pattern: new RegExp(KINDLY_KEEP, 'gi'), gate: /\bkindly\b/iu },
  { pattern: new RegExp(MISSED_FOR_ANYONE, 'giu'), gate: /\b(?:missed|overlooked|see|ignored)\b/iu },
  { pattern: new RegExp(AS_EXPERIMENT, 'giu'), gate: /\bcould\b/iu },
  { pattern: new RegExp(`${SOME_OF_US}|${LOT_TO_ASK}`, 'giu'), gate: /\b(?:some of us|to ask)\b/iu },
];
