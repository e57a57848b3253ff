/**
 * Reproach said as its opposite (sixteenth pass, sets ai, aj, ak and al): thanks for news that came late, an offer
 * to take the reader's work on that counts how often the writer already has, and a wish that the reader would do
 * their part "for once". Each is an off-record criticism (Brown and Levinson's irony and understatement; Culpeper
 * 2011, ch. 5, on mock politeness): the polite surface is contradicted by a slot in the same sentence, a span of
 * lateness, a habit of sacrifice, a word that the wish is never met. Without that slot each is plain thanks, a kind
 * offer or a request, and passes.
 *
 * Flagged "giu" only where the pattern opens on a class of words; see `passiveAggressivePatterns.ts` on "gi".
 */

const A = "['’]";

// Thanks and delight, as a frame: "thanks (so much) for", "(really) appreciate you/it", "lovely/great to (finally)
// hear".
const THANKS = `(?:thanks|thank you|cheers|(?:i|we) (?:really |do |so )?appreciate|(?:really |so |much )?appreciated?|(?:it${A}s |it was |so |how )?(?:lovely|great|nice|good|wonderful|brilliant|fantastic) to)`;
// What is thanked: a telling, a reply or a notice ("telling us", "letting me know", "getting back to me", "the
// heads-up", "hear back").
const TOLD_NEWS =
  '(?:tell|let|inform|warn|notify|updat|alert|messag|email|e-mail|call|repl|respond|answer|send|shar|mention|flag|pass|get|hear|receiv|learn|find)\\w*|the (?:heads-?up|warning|notice|update|reply|answer|response|news)';
// A span of time counted: "a full day", "three weeks", "ten minutes", "all of two hours".
const SPAN_COUNT =
  '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|a couple of|a few|\\d+)';
const INTENSIFIER =
  '(?:only|just|a mere|a full|a whole|a good|fully|well over|over|more than|nearly|almost|all of)';
// Late after the fact: an intensified span of hours or more ("a full day after", "only three weeks after"), or any
// span of hours or more after an onset ("two days after it started", "a week after the deadline"; seventeenth pass:
// "…after the tenants had moved in").
const ONSET =
  '(?:it|the (?:[\\w-]+ ){0,2}?[\\w-]+|i|we) (?:(?:first|had|originally) )*(?:started|began|begun|happened|broke|closed|passed|ended|went (?:down|live|out)|asked|chased|emailed|wrote|reported|raised|requested|was due|were due|moved in|moved out|arrived|left|published|launched|gone live|signed|paid|booked|ordered|placed (?:the|an?) order)|the (?:deadline|cut-?off|event|meeting|fact)';
/** A unit of time of an hour or more, as a span of lateness counts it. */
export const LONG_UNIT = '(?:hours?|days?|weeks?|fortnights?|months?|years?)';
const LATE_AFTER = `(?:${INTENSIFIER} )+${SPAN_COUNT} (?:full |whole )?${LONG_UNIT} (?:after|later)\\b|${SPAN_COUNT} (?:full |whole )?${LONG_UNIT} after (?:${ONSET})\\b`;
// Late before the thing it was news of: a span of minutes or hours ("ten minutes before boarding", "an hour before
// the meeting"). "Two weeks before the trip" was notice in good time.
const LATE_BEFORE = `(?:${INTENSIFIER} )?${SPAN_COUNT} (?:minutes?|mins?|hours?) before\\b`;
const LATE_THANKS = `\\b${THANKS}\\b[^.!?\\n]{0,20}?\\b(?:${TOLD_NEWS})\\b[^.!?\\n]{0,60}?\\b(?:${LATE_AFTER}|${LATE_BEFORE})`;

// The writer's sacrifice, offered: staying late, working through a break, giving up plans, doing the reader's task
// alone ("I'll stay late", "I'll just cancel my weekend plans", "I'll do it myself", "I'll cover your shift").
const SACRIFICE = `(?:stay(?: on)? (?:late|behind|on)|work (?:late|through|over|all night|the weekend)|come in (?:early|on)|cancel my|give up my|skip my|miss my|move my|rearrange my|drop (?:everything|my)|cover (?:your|their|his|her|the) (?:[\\w-]+ )?shift|(?:do|finish|sort|fix|write|handle|redo|tidy|clean|finish off|pick up|take care of)\\b[^.!?\\n]{0,40}?\\b(?:myself|(?:over|at|on) the weekend|on my (?:own|day off|days off)|at home tonight))`;
// Reassurance before it: "don't worry (about the report)", "no problem (at all)", "that's fine", "never mind".
const REASSURE = `(?:don${A}t worry|do not worry|not to worry|no (?:problem|worries|bother)|(?:that${A}s|that is|it${A}s|it is) (?:fine|ok|okay|no problem|all good|no bother)|never mind)`;
// The habit that turns the offer into a tally: "as usual", "like always", "again".
const HABIT =
  '\\b(?:as usual|as always|as ever|like always|like usual|like every (?:time|week|month)|again|yet again|once again|same as always|same as ever|as i always do|like i always do|like i usually do|as i usually do|like last time)\\b';
const MARTYR = `\\b${REASSURE}\\b[^.!?\\n]{0,50}?[,;:.!—–-]\\s*(?:i${A}ll|i will|i can)(?: (?:just|simply|happily|gladly|always))? ${SACRIFICE}(?=[^.!?\\n]*${HABIT})`;

// A wish that the reader would, for once, do their part: "it would be lovely if, just once, the kitchen was left
// tidy", "it'd be nice if someone other than me refilled the paper for once". The never-met wish is carried by
// "for once", "just once", "for a change", or the writer set apart ("someone other than me"). A person is
// named in the clause: "it would be nice if the sun came out for once" wishes the weather well.
const WISH = `\\bit(?: would|${A}d) (?:be|make a) (?:so |really |just )?(?:lovely|nice|great|wonderful|brilliant|fantastic|amazing|refreshing|good|helpful|a (?:nice |welcome )?change|a miracle) if\\b`;
const NEVER_MET =
  '\\b(?:for once|just once|for a change|(?:some|any)(?:one|body) (?:other than|besides|apart from) me|(?:some|any)(?:one|body) else(?! (?:is|was) free\\b))\\b';
const PERSON =
  '\\b(?:you|your|someone|somebody|anyone|anybody|everyone|everybody|whoever|people|staff|the team|colleagues|folks)\\b';
const WISHED_ONCE = `${WISH}(?=[^.!?\\n]*${NEVER_MET})(?=[^.!?\\n]*${PERSON})`;

// Praise of what went wrong, then the count of the faults (sixteenth pass: "Great to see the booking system being used
// so creatively again: three double-booked rooms this morning alone"): delight at a repeat, and after a colon or dash
// a number of mishaps. "Great to see everyone together again: three new starters joined us" counts no fault.
const PRAISE_SEEN =
  '\\b(?:great|nice|lovely|good|wonderful|glad|so pleased|love|fantastic|brilliant) to see\\b';
const FAULTS_COUNTED = `\\s*[:—–]\\s*(?:another |more |yet more )?(?:${SPAN_COUNT}|another|more)\\b(?=[^.!?\\n]*\\b(?:double-booked|overbooked|missing|broken|late|wrong|lost|left (?:out|open|on)|unwashed|dirty|empty|overdue|no-shows?|errors?|mistakes?|complaints?|clashes|blocked|jammed|spilt|spilled|unreturned|unlabelled|unsigned)\\b)`;
const MOCK_PRAISE = `${PRAISE_SEEN}[^.!?\\n:—–]{0,80}?\\b(?:again|once again|yet again|so creatively|so imaginatively|so enthusiastically)\\b${FAULTS_COUNTED}`;

export const IRONY_PATTERNS: ReadonlyArray<{ readonly pattern: RegExp; readonly gate: RegExp }> = [
  {
    pattern: new RegExp(LATE_THANKS, 'giu'),
    gate: /\b(?:after|later|before)\b/iu,
  },
  {
    pattern: new RegExp(MARTYR, 'giu'),
    gate: /\b(?:worry|problem|worries|bother|fine|ok|okay|good|mind)\b/iu,
  },
  { pattern: new RegExp(WISHED_ONCE, 'giu'), gate: /\bif\b/iu },
  { pattern: new RegExp(MOCK_PRAISE, 'giu'), gate: /\bto see\b/iu },
];
