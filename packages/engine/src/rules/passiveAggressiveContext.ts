import { withoutOptIn } from './passiveAggressiveToldBefore.ts';

/**
 * Senses in which a rebuke's words are not a rebuke, read from what follows them in the sentence.
 */

// Where a speaker says things to an audience, not to the reader: "As I said in my keynote at DevCon…".
const PUBLIC_SAYING =
  'keynote|speech|presentation|podcast|interview|webinar|lecture|panel|article|blog|blog post|book|newsletter|column|op-ed|episode|toast|opening remarks|talk|talks|post|workshop|masterclass|video|paper|essay|bulletin|town hall|all-hands|all hands|all-staff meeting|all-staff|all-company meeting|assembly|conference|induction|briefing|livestream|broadcast|open day|open evening';
// "In last month's newsletter", "at yesterday's town hall", "in Monday's bulletin": a dated issue or event.
// Seasons too: "in last spring's newsletter" (writer t).
// Parts of a day too: "at this morning's all-hands" (writer w).
const DATED =
  "(?:(?:last|this|next|tomorrow|yesterday) (?:week|month|year|quarter|term|term['’]s|season|spring|summer|autumn|fall|winter|weekend|morning|afternoon|evening|night)['’]?s?|[\\w-]+['’]s)";
// "As I said in my post above", "in my post on this thread": a post in the reader's own thread points at them.
const IN_THIS_THREAD = '(?! (?:above|below|here|earlier|in this|on this|in the thread|on the thread)\\b)';

/**
 * "As I said in my keynote", "as I mentioned to the new starters this morning": the writer quotes what they
 * told an audience or someone else, not what the reader failed to hear. "As I said to you", "as I said in
 * the meeting" and "as I told your manager" still point at the reader.
 */
const SAID_ELSEWHERE = new RegExp(
  `^\\s*(?:(?:in|at|during|on) (?:(?:my|our|the|a|an|this|that|last|${DATED}) )?(?:[\\w-]+ ){0,2}?(?:${PUBLIC_SAYING})\\b${IN_THIS_THREAD}|to (?!you\\b|your\\b|y['’]all\\b|everyone\\b|everybody\\b|all\\b|the team\\b|this team\\b|the group\\b|the whole\\b)[\\w'’-]+)`,
  'iu',
);

// A dated or regular update to everyone is an issue of a bulletin too (fourteenth pass: "as I wrote in last week's
// update, the new CRM goes live on 1 July", "in the weekly update"); "in my update" alone may be a private email.
// An issue named by its season or year is one too (sixteenth pass: "as I mentioned in our spring update, the new
// clinic opens in June", "in my annual update").
const ISSUED_UPDATE = new RegExp(
  `^\\s*(?:in|at|on) (?:${DATED} |(?:the|our|my) (?:weekly|monthly|quarterly|daily|fortnightly|annual|yearly|seasonal|spring|summer|autumn|fall|winter|christmas|year-end|end-of-year|half-year|team|company|all-staff|staff) )(?:[\\w-]+ )?(?:update|digest|roundup|round-up|announcement|memo)\\b`,
  'iu',
);

export function saidElsewhere(text: string, to: number): boolean {
  const after = text.slice(to, to + 80);
  return SAID_ELSEWHERE.test(after) || ISSUED_UPDATE.test(after);
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

/**
 * Phrases that are neutral notices unless their sentence shows the reader chased, blamed or pressed: "a
 * friendly reminder that the office is closed on Friday" informs; "a friendly reminder that timesheets
 * were due yesterday" chases. Each entry id names the signal its sentence must carry.
 */
// "Still" chases a duty ("still not done"), but not a chance that stays open ("tickets are still available",
// "there's still time").
const DUTY_CHASED =
  /\b(?:due|overdue|late|deadline|outstanding|unpaid|still(?! (?:available|open|time|room|places|spaces|spots|seats|tickets)\b)|yet|again|already|asked|missing|remains?|haven['’]t|hasn['’]t|not|submit(?:ted)?|twice|times)\b/iu;
const REPEATED_TO_READER =
  /\b(?:you|your|twice|times|again|several|multiple|before|previously|last|earlier|yesterday)\b/iu;
const SIGNAL_NEEDED: Readonly<Record<string, RegExp | ((sentence: string) => boolean)>> = {
  'friendly-reminder': DUTY_CHASED,
  'just-a-reminder': DUTY_CHASED,
  'like-to-remind-you': DUTY_CHASED,
  // "You should have received an email with your login details" tells the reader what to expect.
  'should-have-received': /\b(?:already|twice|times|ago|again|clearly|several|multiple|last|which)\b/iu,
  // "I've already sent it to the printer" reports; "I've already sent this to you twice" scolds.
  'already-sent': REPEATED_TO_READER,
  'would-have-thought': /\b(?:you|you['’]d|your|everyone|obvious|by now)\b/iu,
  // "To be clear, I never agreed to that" corrects the reader; "to be clear, this only affects old accounts"
  // explains.
  'to-be-clear': /\b(?:i|i['’](?:ve|m|d)|me|my|said|asked|told|again|already|never|repeat|twice)\b/iu,
  // "This is the second time I've asked", "you're late yet again": the reader or the writer's patience is in
  // the sentence. "Prices rose yet again in May" and "the second time we've hosted the summit" report.
  'yet-again': /\b(?:you|you['’](?:ve|re|d)|your|i|i['’](?:ve|m|d)|me|my|had to)\b/iu,
  'as-you-agreed': DUTY_CHASED,
  'better-late': /\b(?:you|your|thanks|thank)\b/iu,
  'please-reread':
    /\b(?:my|thread|e-?mail|message|reply|again|carefully|before (?:replying|asking|responding)|instructions)\b/iu,
  'correct-me': chasesDuty,
  'missed-it-fault': readerAtFault,
};

// Reminders whose chase is read without an opt-in clause ("…, in case you still want to take part").
const REMINDERS = new Set(['friendly-reminder', 'just-a-reminder', 'like-to-remind-you']);

export function lacksSignal(entryId: string, sentence: string): boolean {
  const signal = SIGNAL_NEEDED[entryId];
  if (signal === undefined) return false;
  const read = REMINDERS.has(entryId) ? withoutOptIn(sentence) : sentence;
  return typeof signal === 'function' ? !signal(read) : !signal.test(read);
}

/**
 * "Correct me if I'm wrong, but wasn't this due on Friday?", "…weren't you supposed to send the slides?",
 * "…I thought we agreed it would be in by now": the mock deference chases a duty of the reader's. "Correct me
 * if I'm wrong, but I believe the grant deadline is 5 May" checks a fact, and names no one's duty.
 */
// A plan recalled in a negative question, with the reader as the one who does it (sixteenth pass: "didn't we agree
// you'd handle the supplier calls?"). "Didn't we agree to meet at 3?" checks a plan, and names no one's task. The
// reader named as the one who did it (seventeenth pass: "wasn't it your team that approved the change?").
const DUTY_QUESTION =
  /\b(?:didn['’]t|did not|haven['’]t|hadn['’]t) we (?:agree|decide|settle|say|all agree)(?: (?:on|that))? (?:you|you['’]d|you['’]ll|you would|you will)\b|\bby now\b|\b(?:didn['’]t|weren['’]t|haven['’]t|hadn['’]t|shouldn['’]t|aren['’]t|won['’]t|don['’]t) you\b|\b(?:wasn['’]t|isn['’]t|weren['’]t|aren['’]t) (?:this|that|it|these|those|they) (?:due|supposed|meant|agreed|promised|going)\b|\b(?:wasn['’]t|weren['’]t|isn['’]t) it (?:you|your [\w-]+|you and [\w-]+) (?:that|who)\b|\b(?:we|you) agreed\b|\b(?:was|were) due\b|\b(?:i|we) still (?:don['’]t|do not|haven['’]t|have not)\b|\b(?:wasn['’]t|weren['’]t|isn['’]t|aren['’]t|didn['’]t|hasn['’]t|haven['’]t)\b[^.!?]{0,40}\b(?:due|deadline|overdue|supposed to|meant to|promised)\b/iu;
// "Wasn't the handover note your job last night?": the reader's task named as theirs.
const DUTY_WORDS =
  /\b(?:due|overdue|deadline|supposed to|meant to|promised|still|already)\b|\byour (?:job|responsibility|task|duty|remit)\b(?! (?:title|description|application|offer|ad|advert|search|hunt)s?\b)/iu;
// "Yours came back blank" (writer r): the reader's own thing, as "your form" is.
const READER = /\b(?:you|your|yours|you['’](?:ve|re|d|ll))\b/iu;

function chasesDuty(sentence: string): boolean {
  return DUTY_QUESTION.test(sentence) || (READER.test(sentence) && DUTY_WORDS.test(sentence));
}

/**
 * "In case you missed it, your claim still uses the old form", "…the report you sent has the wrong figures",
 * "…you haven't signed the contract yet": after the recap, a fault of the reader's own. "In case you missed
 * it, your favourite podcast is back" and "…you haven't been charged" are news.
 */
const MISSED =
  /\b(?:missed (?:it|this|that)|(?:didn['’]t|did not) see (?:it|this|that)|slipped your mind)\b/iu;
const FAULT =
  /\b(?:old (?:form|forms|version|template|format|address|process|procedure|logo|details|rates?|price list|account details)|wrong|incorrect|outdated|out of date|missing|incomplete|unsigned|unpaid|overdue|invalid|blank|empty|unfinished|late(?!-)|still (?:not|hasn['’]t|haven['’]t|uses|using|shows|lists|points|refers)|(?:haven['’]t|hasn['’]t|didn['’]t|have not|has not|did not) (?!been\b|had\b|needed\b|need\b|have to\b)\w+|not yet|forgot|forgotten|left out|errors?|mistakes?|typos?|(?:was|were) (?:due )?yesterday|you (?:agreed|promised|committed)|(?:were|was) (?:supposed|meant|expected) to|should(?: have|['’]ve))\b/iu;

// A deadline already passed is the reader's lapse without naming them (fourteenth pass: "In case you missed it,
// the deadline was yesterday"); "…the deadline was extended" is news.
const LAPSED =
  /\b(?:deadline|cut-?off|due date|closing date)(?: (?:for|on) [\w-]+(?: [\w-]+)?)? (?:(?:was|were) (?:yesterday|last \w+|this morning)|(?:has |had )?(?:passed|expired))\b/iu;

function readerAtFault(sentence: string): boolean {
  const found = MISSED.exec(sentence);
  const after = found ? sentence.slice(found.index + found[0].length) : sentence;
  return (READER.test(after) && FAULT.test(after)) || LAPSED.test(after);
}

/**
 * "I'm not sure I explained it well, so here it is again in a table", "My first diagram was confusing, so
 * here it is again with labels": the writer blames their own explanation for the resend, which is kind.
 */
const OWN_UNCLARITY = new RegExp(
  [
    // Any hedge of the writer's doubt in their own telling: "I don't think I explained it clearly" (writer y),
    // "I doubt I put it well", "I wonder if I described it badly".
    "\\b(?:not sure|(?:don['’]t|do not) think|doubt(?: that)?|wonder (?:if|whether)|suspect) (?:i|we) (?:explained|put|described|worded|said|made|got|phrased|laid out)\\b",
    "\\b(?:i|we)(?: (?:may|might|probably|clearly))? (?:didn['’]t|did not|haven['’]t|have not)(?: [\\w'’]+){0,2} (?:explain|put|describe|word|write|say|make)\\b",
    '\\b(?:my|our) (?:[\\w-]+ ){0,2}(?:explanation|diagram|note|e-?mail|message|wording|summary|write-up|instructions|description|reply|answer|draft|version|chart|table|slides?|sketch) (?:was|were|is|are|may have been|might have been|seems to have been) (?:a bit |rather |too |pretty |quite |really |very )?(?:unclear|confusing|muddled|garbled|clumsy|messy|vague|hard to (?:follow|read)|a mess|not clear|dense|rushed|cryptic)\\b',
    '\\b(?:i|we) (?:confused|muddled|garbled|overcomplicated|rushed) (?:it|things|that|this|the explanation)\\b',
    // "Sorry, that was confusing, so here it is again": the writer apologises for their own unclarity ("sorry
    // you found it confusing" blames the reader).
    '\\b(?:sorry|apologies|my bad)\\b(?![,\\s]+(?:if |that )?you\\b)[^.!?]{0,40}\\b(?:confusing|unclear|muddled|garbled|hard to (?:follow|read))\\b',
  ].join('|'),
  'iu',
);

export function ownsUnclarity(text: string): boolean {
  return OWN_UNCLARITY.test(text);
}

/**
 * "Of course, it's attached again here" (an earlier writer, answering "Could you resend the floor plan?"), "as
 * requested, here it is again": the resend answers the reader's request, and is a kindness.
 */
const ANSWERS_REQUEST =
  /^\W*(?:of course|sure(?: thing)?|certainly|no problem|happy to|glad to|here you go)\b|\b(?:as (?:you )?requested|as you asked|at your request|you asked for)\b/iu;

export function answersRequest(text: string): boolean {
  return ANSWERS_REQUEST.test(text);
}

/**
 * "Not sure if you've seen the new dashboard yet, but it makes the weekly report so much easier": friendly
 * news of something new, with no duty chased. "Not sure if you've seen the new policy yet, but it must be
 * signed by Friday" chases.
 */
// A publication for everyone is news too (seventeenth pass: "Not sure if you've seen the nursery newsletter yet, but
// there are some lovely photos"); "…seen my email yet" is the writer's own message.
const NEW_THING =
  /^\s+(?:(?:the|our) (?:new|latest|updated|redesigned|revamped|refreshed|improved)\b|(?:the|our|this (?:week|month|term)['’]s) (?:[\w-]+ )?(?:newsletter|magazine|bulletin|brochure|catalogue|photos|gallery)\b(?: yet)?,? but\b)/iu;
const CHASE =
  /\b(?:due|overdue|deadline|outstanding|unpaid|asked|missing|still|remind(?:er|ing)?|reply|respond|sign(?:ed)?|submit(?:ted)?|complete|fill|mandatory|required|must|need you|my (?:e-?mail|message|note|reply)s?)\b/iu;

export function newsOfNew(text: string, to: number): boolean {
  if (!NEW_THING.test(text.slice(to, to + 40))) return false;
  const end = text.slice(to).search(/[.!?](?:\s|$)/u);
  return !CHASE.test(text.slice(to, end < 0 ? undefined : to + end));
}

/**
 * "Per our call, I've attached the revised quote", "as per our conversation, here is…": the writer
 * delivers what was agreed, a neutral recap. "Per our conversation, you'll send the draft today" holds the
 * reader to it.
 */
const DELIVERED =
  /^[^.!?\n]{0,40}?[,:]?\s*(?:(?:i|we)(?:['’]ve| have|['’]m| am|['’]ll| will)? (?:attached|enclosed|included|updated|added|sent|booked|moved|set up|created|changed|made|prepared|put together|shared|confirmed)|(?:i|we)['’](?:ve|ll|m)|(?:i|we) (?:have|will|am|are)|here (?:is|are)|(?:please )?find (?:attached|enclosed|below)|attached (?:is|are)|below (?:is|are))\b/iu;

export function recapDelivers(hit: string, text: string, to: number): boolean {
  return /^(?:as )?per our\b/iu.test(hit) && DELIVERED.test(text.slice(to, to + 120));
}

/**
 * "As noted above", "as previously mentioned in section 3", "as I mentioned earlier in this guide": a
 * document pointing at another part of itself. "As clearly stated above" still scolds.
 */
// What a writer or speaker addresses to a whole audience and can point back into: a document, or a talk
// ("as I said at the start of this talk").
const OWN_WORK =
  'guide|article|document|page|post|chapter|section|report|tutorial|manual|book|course|lesson|module|talk|presentation|session|webinar|workshop|lecture|keynote|video|episode|podcast';
// The live event the reader is in now (writer r): "as I said at the beginning of this call, we're recording"
// opens it for everyone. "As I said earlier in this meeting, the deadline has passed" goes back over a point.
const LIVE_EVENT =
  'call|meeting|briefing|class|seminar|training|livestream|broadcast|show|interview|town hall|assembly';
const CROSS_REFERENCE = new RegExp(
  `^\\s*(?:above|below|earlier in (?:th(?:is|e)|today['’]s) (?:${OWN_WORK})|(?:at|in|near|towards?) the (?:start|beginning|outset|opening|top|end|first part|introduction) of (?:th(?:is|e)|my|today['’]s) (?:${OWN_WORK})|(?:at|in) the (?:start|beginning|outset|opening) of (?:this|today['’]s) (?:${LIVE_EVENT})|in (?:the )?(?:previous|next|following|preceding|earlier|last|first) (?:section|chapter|step|part|paragraph|lesson|module)|in (?:section|chapter|step|part|appendix|table|figure) [\\w.]+)\\b`,
  'iu',
);

export function crossReference(hit: string, text: string, to: number): boolean {
  return !/\b(?:clearly|repeatedly)\b/iu.test(hit) && CROSS_REFERENCE.test(text.slice(to, to + 60));
}

/**
 * "I need the signed copy today. Please advise." presses; "Can we move the call to Thursday? Please advise."
 * asks, as writers of business mail do every day.
 */
const PRESSURE =
  /\b(?:today|asap|urgent(?:ly)?|immediately|still|again|already|by return|overdue|chas(?:e|ing)|waiting|twice)\b/iu;

export function pressed(text: string): boolean {
  return PRESSURE.test(text);
}

/**
 * "It has come to our attention that some customers were charged twice. We apologise": the notice owns a
 * fault instead of reprimanding the reader.
 */
export function ownsFault(text: string): boolean {
  return /\b(?:we|i) (?:apologi[sz]e|are sorry|['’]re sorry|am sorry)\b|\b(?:our|my) apologies\b|\bsorry for\b/iu.test(
    text,
  );
}

/**
 * "Going forward, please use the new expense portal" announces a change of process; "For future reference,
 * your customer number is 48213" and "…the Wi-Fi password is on the router" give a detail to keep. Neither
 * corrects what the reader did; "the PO number is required on every invoice" states a rule they broke.
 */
// The new way may also be given in the message itself, which is news too: "From now on, please use the templates
// linked above" (writer z, under a table of changes), or "…from one of these templates:" over a list of them (seventeenth
// pass).
const CHANGE_OR_DETAIL =
  /^[\s,:*_]*(?:[^.!?\n]{0,60}?\b(?:the|our) (?:new|updated|revised)\b|[^.!?\n]{0,40}?\b(?:the|these|those) (?:[\w-]+ ){1,3}?(?:linked|attached|listed|shown|described|set out|summari[sz]ed|outlined|enclosed) (?:above|below|here|in this (?:e-?mail|message|post|page|note))\b|[^.!?\n]{0,60}?\b(?:these|the following) [*_]*(?:[\w-]+ ){0,2}?[\w-]+[*_]*:\s*(?:\n|$)|(?:your|the|our) (?:[\w-]+ ){0,3}(?:number|reference|id|code|pin|password|passcode|username|login|extension)s?(?: (?:for|of|to|at|on) (?:the |our |your )?[\w-]+(?: [\w-]+)?)? (?:is|are)\b(?! (?:not|never|required|needed|mandatory|compulsory|essential|always)\b))/iu;
// "For future reference, the front desk is open 24 hours", "…the pharmacy is on the ground floor": where a
// place or service is and when it opens, a detail to keep (writer r), also named with what it serves or where
// ("the night entrance to the building is on Mill Street", writer u; "the fire exit at the back of the hall").
// A correction in the sentence ("…is open until 6, so please don't leave early") still scolds.
// The place may be named bare, as a service often is ("reception is staffed from 7 am", writer w).
const PLACE_DETAIL =
  /^[\s,:*_]*(?:(?:the|our|your) )?(?:[\w-]+ ){0,3}?(?:desk|office|reception|helpline|help desk|helpdesk|switchboard|security|concierge|porters?|line|store|shop|pharmacy|clinic|surgery|library|centre|center|gym|canteen|caf[eé]|kitchen|car park|entrance|exit|lift|service|support|team|lab|studio)s?(?: (?:to|of|for|at|in|on|by|near) (?:the |our |your )?[\w-]+(?: [\w-]+)?){0,2} (?:is|are)(?: (?:always|usually|normally))? (?:open|staffed|located|upstairs|downstairs|on|at|in|next to|opposite|behind|beside|available|reachable)\b/iu;
// "For future reference, the spare keys are in the top drawer at reception" (writer s): where a thing is
// kept, in a physical store. "The form is on the intranet" and "the templates live on the shared drive" send
// the reader to the process they skipped, and stay flagged.
const STORED_DETAIL =
  /^[\s,:*_]*(?:the|our|your) (?:[\w-]+ ){0,3}?[\w-]+ (?:is|are)(?: (?:kept|stored|hung|left))? (?:in|on|at|behind|under|inside|beside|next to|by) (?:the |a |our )?(?:[\w-]+ ){0,3}?(?:drawer|cupboard|shelf|shelves|cabinet|locker|safe|key box|box|tray|hook|hooks|rack|reception|front desk|security desk|porter['’]s lodge)\b/iu;
// "For future reference, here are the essentials:" (writer s): the details follow, given now. "Here are the
// steps again" repeats them.
const HERE_ARE = /^[\s,:*_]*here(?:['’]s| is| are)\b(?![^.!?\n]*\b(?:again|once more)\b)/iu;
const CORRECTION =
  /n['’]t\b|\b(?:not|no|never|instead|rather|again|already|twice|should|please|stop|only|must)\b/iu;

export function announcesChange(text: string, to: number): boolean {
  const after = text.slice(to, to + 100);
  if (CHANGE_OR_DETAIL.test(after) || HERE_ARE.test(after)) return true;
  const end = after.search(/[.!?](?:\s|$)/u);
  const place = PLACE_DETAIL.test(after) || STORED_DETAIL.test(after);
  return place && !CORRECTION.test(end < 0 ? after : after.slice(0, end));
}

/**
 * "From now on, please use the side entrance while the lobby is being painted" (writer t): the change has a
 * cause outside the reader (works, a move, an outage), so it is a notice, not a correction of what they did.
 * "From now on, please don't park in bay 3" names no cause and corrects.
 */
const OUTSIDE_CAUSE =
  /\b(?:while|whilst|during|because of|due to|owing to|as part of|for the duration of|until the)\b/iu;

// What a correction says: the reader did it wrong or did it before ("please" is the request itself here).
const CORRECTS_DEED = /n['’]t\b|\b(?:not|no|never|instead|rather|again|already|twice|stop|only|remember)\b/iu;

export function changeWithCause(sentence: string): boolean {
  return OUTSIDE_CAUSE.test(sentence) && !CORRECTS_DEED.test(sentence);
}

/**
 * "Per our call, the new start date is 3 March", "per our meeting, the budget stays at €40k": the writer sets
 * down what one conversation settled, a recap. "Per our conversation, you'll send the draft today" holds the
 * reader to it and "per our call, the figures were due on Friday" chases; "per our numerous conversations"
 * counts them.
 */
const ONE_TALK = /^(?:as )?per our (?:call|phone call|meeting|conversation|discussion|chat|catch-up|talk)$/iu;
// "You'll be based at the Harbour Street branch" (seventeenth pass) is a plan, not a task.
const READER_HELD =
  /\byou(?:['’]ll| will)(?! be (?:based|working|located|joining|starting|paid|sitting|welcomed|met|given|sent|able)\b)|\byou(?: agreed| said| promised| committed| undertook| need| must| should| have to| had to| were (?:going|supposed|meant|asked|to)| are (?:going|supposed|meant|to))\b|\b(?:please|kindly|due|overdue|deadline|late|still|yet|already|again|twice|missing|outstanding)\b/iu;

export function recapStates(hit: string, sentence: string): boolean {
  return ONE_TALK.test(hit) && !READER_HELD.test(sentence);
}

/**
 * "As I mentioned on the phone, the part arrives on Tuesday, and I've booked the engineer for Wednesday": a
 * recap of a conversation that goes on to what the writer has done or will do, as "per our call, I've
 * attached…" does. "As I said in the meeting, the budget is fixed" only repeats the point, and "again",
 * "already" or a count says the reader was told before.
 */
const SPOKEN =
  /\b(?:on the phone|over the phone|on (?:our|the|today['’]s|yesterday['’]s|this morning['’]s|[\w-]+['’]s) call|when we (?:spoke|talked|met)|(?:in|during|at) our (?:meeting|call|chat|conversation|catch-up|visit))\b/iu;
// Any deed of the writer's, regular ("I've ordered") or irregular ("I've left a key with Mrs Patel", writer
// r), but not a telling ("I've told you", "I've asked"), which repeats the point.
const WRITER_ACTS =
  /\b(?:i|we)(?:['’]ve| have)(?: (?:just|now|also))? (?:(?!(?:told|said|mentioned|explained|asked|reminded|warned|stated|noted|stressed|emphasi[sz]ed|pointed|repeated|requested|chased|needed|wanted|decided|noticed|been|had)\b)[a-z]+ed|left|sent|put|set up|made|found|paid|kept|brought|bought|given|lent|spent|met|held|got|taken|done|written|rung|spoken to|dropped off|handed|put together)\b|\b(?:i|we)(?:['’]ll| will) (?!have to\b|need to\b)\w+|\b(?:here (?:is|are)|please find)\b/iu;
const TOLD_BEFORE_SIGNS =
  /\b(?:already|again|twice|times|before|previously|clearly|repeatedly|still|yet)\b/iu;

// "…, and Kris will fit it on Tuesday" (writer u), "the engineer will call you on Thursday": a deed arranged on
// the writer's side, by someone named (a capital mid-sentence, so no "i" flag) or by the trade that does it.
// "You will have to redo the slides" holds the reader, "Monday will be too late" is no deed, and "the engineer
// can only come on Tuesday" repeats a limit.
const ARRANGED =
  /(?<=\s)(?:[A-Z][a-z'’-]+|(?:[Tt]he|[Oo]ur) (?:engineer|technician|fitter|installer|courier|driver|plumber|electrician|surveyor|inspector|nurse|doctor|crew|specialist|carpenter|decorator|cleaner|gardener|porter|locksmith))(?:['’]ll| will| is going to) (?!(?:be|have|need|only|just)\b)[a-z]+/u;

// The same deed in the passive, done for the reader (fourteenth pass: "as I said when we spoke, the new fridge will be
// delivered on Monday"): a service arranged, not a duty held.
// The progressive passive arranges it too (fifteenth pass: "As I mentioned when we spoke, the new boiler is being
// fitted on the 14th by our engineer"), and so is a thing made ready to collect (seventeenth pass: "your new frames will be
// ready to collect on Thursday"; "our technician will fit it" is ARRANGED).
const SERVICE_PASSIVE =
  /\b(?:(?:will|['’]ll|is going to|are going to) be|(?:is|are|['’]s|['’]re) being) (?:delivered|fitted|installed|collected|picked up|dropped off|repaired|fixed|replaced|dispatched|posted|shipped|serviced|refunded|credited|connected|set up)\b|\b(?:will|['’]ll) be ready (?:to collect|for collection|to pick up|for pick-?up)\b/iu;

export function recapActs(hit: string, sentence: string): boolean {
  return (
    /^(?:as|like)\b/iu.test(hit) &&
    SPOKEN.test(sentence) &&
    (WRITER_ACTS.test(sentence) || ARRANGED.test(sentence) || SERVICE_PASSIVE.test(sentence)) &&
    !TOLD_BEFORE_SIGNS.test(sentence)
  );
}

/**
 * "Welcome aboard! For future reference, the quick-start guide is in the Help menu": to a newcomer the tip
 * cannot correct anything they did. "Welcome back" greets someone who could have, and a correction in the
 * sentence ("…not to me", "please don't…") still scolds.
 */
const WELCOMES_NEWCOMER =
  /(?:^|[.!?]\s+)welcome\b(?! back\b)|\bwelcome (?:aboard|to)\b|\b(?:thanks|thank you) for (?:joining|signing up|subscribing|registering|choosing)\b|\b(?:glad|great|good|lovely) to have you\b/iu;
const CORRECTS =
  /n['’]t\b|\b(?:not|no|never|instead|rather|again|already|twice|should|please|stop|only|always|must)\b/iu;

// "For future reference, the onboarding checklist lives in Notion" (writer z): material made for newcomers says
// the reader is one, as a welcome does, in the block or in the heading it sits under ("## Welcome to the team").
const NEWCOMER_MATERIAL =
  /\b(?:onboarding|induction|welcome (?:pack|guide|kit|letter|booklet|email)|new[- ](?:starters?|joiners?|hires?)|starter (?:guide|pack|kit)|getting[- ]started|orientation|first[- ](?:day|week) (?:guide|checklist|pack|kit))\b/iu;

export function tipToNewcomer(text: string, sentence: string, heading = ''): boolean {
  const welcomed =
    WELCOMES_NEWCOMER.test(text) ||
    NEWCOMER_MATERIAL.test(sentence) ||
    WELCOMES_NEWCOMER.test(heading) ||
    NEWCOMER_MATERIAL.test(heading);
  return welcomed && !CORRECTS.test(sentence);
}

/**
 * "Following up on my email from Tuesday: have you had a chance to look at the quote? No rush if you're still
 * deciding" (writer x): the chaser lifts its own pressure, so it asks and does not chase. "No rush, but the
 * deadline is today" puts it back, and so does a sign of chasing ("again", "overdue", "still waiting").
 */
const EASES =
  /\b(?:no (?:rush|hurry|pressure|stress)|no worries if not|whenever (?:suits|works|it suits|you can|you get a (?:chance|minute|moment))|(?:take|taking) your time|in your own time|no need to (?:reply|respond|rush)|only if you have (?:time|a (?:minute|moment)))\b(?!,? but\b)/iu;
const CHASES_STILL =
  /\b(?:again|overdue|urgent(?:ly)?|asap|immediately|chas(?:e|ed|ing)|still (?:waiting|haven['’]t|hasn['’]t|no|not)|(?:second|third|fourth) time|deadline (?:is|was) (?:today|yesterday))\b/iu;

export function easesPressure(text: string): boolean {
  return EASES.test(text) && !CHASES_STILL.test(text);
}
