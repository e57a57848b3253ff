/**
 * Requests that correct what the reader did (twelfth pass, sets w, x, y and z): a request bound to the future
 * ("I'd appreciate it if, going forward, you…"), a request to read the thread before replying, and a recap that
 * holds the reader to a task ("As agreed, yours to chase, not mine"). Each is a construction: the request and
 * its time in any order, any message to read, any task and any other person it is not.
 */

const A = "['’]";

// The future the request binds the reader to: next time, they are to do it right.
const FUTURE =
  '(?:going forward|moving forward|in (?:the )?future|from now on|from here on(?: in| out)?|next time|in the future)';
// A request the writer makes of the reader, up to where the reader's verb would follow.
const REQUEST_OPEN = `(?:(?:i|we)(?:${A}d| would) (?:appreciate it|prefer it|really appreciate it|be grateful) if|it would be (?:appreciated|helpful|great|nice|good) if|(?:i|we)(?:${A}d| would) (?:ask|like) (?:that|it if)|please|kindly|could you|can you|would you|(?:i|we) (?:need|expect|want) you to)`;
// "I'd appreciate it if, going forward, you checked with me first" (writer y), "could you, in future, copy me
// in", "please, from now on, book through the portal": the time set inside the request. (The time before the
// request, "Going forward, please…", is the older pattern.) "Could you, next time you're in town, pick up the
// samples" opens a clause of time ("whenever"), not a correction.
// The reader's clause may follow the time straight away, except after "next time" (fourteenth pass: "I'd
// appreciate it if in future you checked the figures", "…if from now on you copied me in").
const FUTURE_INSIDE = `\\b${REQUEST_OPEN},? ${FUTURE}\\b(?=,\\s|\\s(?!(?:you|we|i|they|he|she|it|there)\\b)|(?<!next time)\\s(?:you|u)\\b)`;
// "I'd appreciate it if you checked with me going forward", "I need you to copy me in from now on": the time
// after the request. Only a request that presses: "please use the new portal going forward" announces a
// change, as "going forward, please use the new form" does.
const STRONG_REQUEST = `(?:(?:i|we)(?:${A}d| would) (?:appreciate it|prefer it|really appreciate it|be grateful) if you|it would be (?:appreciated|helpful) if you|(?:i|we)(?:${A}d| would) ask that you|(?:i|we) (?:need|expect) you to)`;
const FUTURE_AFTER = `\\b${STRONG_REQUEST}\\b[^.!?\\n;]{0,60}? ${FUTURE}(?=\\s*(?:[.!?,;)\\n]|$))`;

export const FUTURE_REQUEST_PATTERNS: readonly RegExp[] = [
  new RegExp(FUTURE_INSIDE, 'giu'),
  new RegExp(FUTURE_AFTER, 'giu'),
];

// "I'd appreciate it if you read the whole thread before replying" (writer z), "could you please read the whole
// ticket before replying?" (an earlier writer), "check the email chain properly before asking": the reader sent
// back to the conversation they answered without reading. "Read the brief before starting the design" is a
// step, and "read the whole ticket before replying to the customer" is a procedure for agents. The conversation
// may be named as earlier ("the earlier replies", "the previous comments", fifteenth pass).
const CONVERSATION =
  '(?:thread|e-?mail|message|ticket|chain|conversation|discussion|comments?|replies|notes|brief|e-?mail chain|e-?mail thread|messages above|e-?mails? below)';
const READ_FIRST = `\\b(?:read|re-?read|check|look (?:at|through|over)|go (?:back )?(?:through|over)|scroll (?:through|up))(?: (?:over|through))? (?:the|my|this|our|all of the|all the|the rest of the) (?:(?:whole|entire|full|complete|rest of the|earlier|previous|other|older|existing|pinned) )?${CONVERSATION}(?: (?:properly|carefully|in full|first|through|again|fully))? before (?:replying|responding|answering|asking|commenting|posting|writing back|getting back|chasing|following up|reaching out|emailing|messaging|jumping in|weighing in)\\b(?! to (?:a|the|any|each|every|your) (?:customer|client|user|caller|patient|guest|member|applicant|supplier)s?\\b)`;

// Anything to read or search before asking the same question again (fifteenth pass: "Please read the earlier replies
// before asking the same question again", "search the FAQ before posting the same query", "check the pinned notes
// before asking this again"): "the same" or "again" says the reader asked before. "Check the FAQ before asking a
// question" is a step.
// Or before asking the writer again about a named thing (sixteenth pass: "Please read the full handover notes before
// asking me about the Delta account again").
const SAME_AGAIN = `\\b(?:read|re-?read|check|search|look (?:at|through|over)|go (?:back )?(?:through|over)|scroll (?:through|up)|see)\\b[^.!?\\n]{1,50}? before (?:asking|posting|raising|sending|submitting|repeating) (?:(?:the|that|this) same (?:question|query|thing|request|point)s?(?: again)?|(?:this|that|it|the question|your question) again|(?:me|us|anyone|the team|someone)(?: (?:about|for|after) [^.!?\\n]{1,40}?)? again)\\b`;

export const READ_FIRST_PATTERN = new RegExp(`${READ_FIRST}|${SAME_AGAIN}`, 'giu');

// The recap that holds the reader to a task, with a time, a contrast or a turn: "As discussed on Monday, you'll
// be chasing the invoices this week, not me" (ninth pass), "As discussed, you're handling the supplier
// complaints from now on, not Priya" (writer w), "As discussed, you'll chase the landlord this time, since I did
// it last time" (writer x). "As discussed, you'll receive the contract by Friday" tells them what comes, and "as
// discussed, you'll start on Monday" recaps a plan.
const NOT_READER_TASK =
  '(?:receive|receiving|get|getting|see|seeing|find|hear|hearing|have|need|want|like|love|enjoy|notice|start|starting|join|joining|be|able|welcome|free|invited|entitled|eligible|booked|registered|going to (?:get|receive))';
// Days and months after "not" correct a date ("on Monday, not Tuesday"), and are no other person.
const NOT_A_PERSON =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow|tonight|yesterday|now|later|yet|before|after|until|the|a|an|any|all|this|that|just|only|quite|really|very|so|too|always|ever|sure|in|on|at|by|for|to|from|with|late|early|urgent|needed|required|optional)';
// What holds the reader: a deadline or time, the turn passed to them ("this time", "from now on"), or the
// contrast with someone else who will not do it ("not me", "not Priya", "rather than me").
const HELD = `\\b(?:by|before|today|tonight|tomorrow|this (?:week|month|morning|afternoon|evening|time)|from now on|going forward|from here on|for once|still|again|already|yourself|instead|since (?:i|we) (?:did|handled|covered|chased|had|took|sorted|dealt)|(?:rather than|instead of) (?:me|us)|not (?:me|us|mine|ours|him|her|them|anyone else|someone else|the rest of us|(?!${NOT_A_PERSON}\\b)[a-z][\\w'’-]*(?=\\s*(?:[.!?,;)|]|$))))\\b`;
// Seventeenth pass: "per our chat on Tuesday, the supplier calls are yours now, not mine" recaps the same way.
const RECAP =
  '\\b(?:as (?:we )?(?:discussed|agreed)|per our (?:chat|call|conversation|discussion|meeting|agreement))\\b';
// The reader as subject ("you'll be chasing", "you're the one updating"), or the task named as theirs, with or
// without a subject ("As agreed, yours to chase, not mine", writer y, in a table cell; "the invoices are your
// job from now on").
const READER_DOES = `,\\s*you(?:${A}ll| will|${A}re| are)(?: be)?(?: the one)? (?!${NOT_READER_TASK}\\b)\\w+\\b[^.!?\\n|]*?${HELD}`;
// The task put on the reader's list or desk is theirs too (sixteenth pass: "as we agreed, this one is on your list,
// not mine").
const READER_OWNS = `[^.!?\\n|]{0,40}?\\b(?:yours|your (?:job|task|responsibility|problem|remit|area)|on you|down to you|(?:on|in) your (?:list|to-?do list|plate|desk|court|patch|queue|pile))\\b[^.!?\\n|]*?${HELD}`;
const READER_PROMISED = `,\\s*you (?:agreed|promised|committed|undertook|said you(?:${A}d| would))\\b`;
const HELD_AFTER_RECAP = `${RECAP}(?=[^.!?\\n|]{0,40}?(?:${READER_DOES}|${READER_PROMISED})|${READER_OWNS})`;

// The same task and contrast with the recap after it, as the owner of an item in a list or table (fourteenth pass:
// "1. Send the budget: **Tom, not me**, as we agreed", "| You, not me, as agreed |", "Expenses – yours to submit
// this month, not mine, as we agreed"). The owner opens the item; "pick-up: Friday, not Thursday, as agreed"
// corrects a date, not who does it.
const ITEM_START = '(?<=(?:^|[|:–—\\n-])[\\s*_]*)';
const OWNER_NOT_ME = `${ITEM_START}(?:yours|you|(?-i:\\p{Lu})[\\w'’-]*)\\b(?:[^.!?\\n|]{0,40}?,? not (?:me|mine|us|ours)\\b[*_]*,?\\s*(?=as (?:we )?(?:discussed|agreed)\\b)|[*_]*\\s*[(,–—-]\\s*(?:yours,\\s*)?as (?:we )?(?:discussed|agreed)(?:,|\\s*[–—-])?\\s*not (?:me|mine|us|ours)\\b)`;
// The other order too (sixteenth pass: a cell "**You** (as agreed, not me)"; seventeenth: "Dan (yours, as we agreed,
// not mine)", "Liam (as agreed — not me)").

export const HELD_AFTER_RECAP_PATTERN = new RegExp(`${HELD_AFTER_RECAP}|${OWNER_NOT_ME}`, 'giu');

// "Kindly avoid replying all to the whole company" (thirteenth pass, writer aa): the mock courtesy of "kindly"
// on any verb of not doing, as a class (avoid, refrain, stop, cease, keep away, no longer, never), also inside a
// request ("we would kindly ask you to stop…", "guests are kindly asked to refrain…"). The listed "kindly refrain
// from" and "kindly stop" are two of them. "Kindly do not hesitate to contact us" is the friendly formula, and
// "kindly allow five days" and "kindly let us know" forbid nothing.
const NOT_DOING =
  "(?:avoid(?:ing)?|refrain(?:ing)?|stop(?:ping)?|cease|ceasing|desist(?:ing)?|quit(?:ting)?|discontinue|abstain|no longer|never|not|don['’]t|do not|keep (?:away|off|out)|stay (?:away|off|out)|steer clear|leave off|give up)";
const ASKED_OF = '(?:ask|request|remind|urge|advise|instruct|beg)(?:s|ed)?';
const KINDLY_NOT = `\\bkindly (?:${ASKED_OF}(?: (?:you|all (?:[\\w-]+ )?|everyone|everybody|all of you))? (?:not to|to ${NOT_DOING}|that (?:you|all|everyone|everybody|staff|guests|residents) ${NOT_DOING})|(?:please )?${NOT_DOING})\\b(?! hesitate\\b)`;

// Flagged "gi", not "giu": under Unicode case folding "k" also matches the Kelvin sign, which stops V8 from
// scanning for the literal "kindly".
export const KINDLY_NOT_PATTERN = new RegExp(KINDLY_NOT, 'gi');
