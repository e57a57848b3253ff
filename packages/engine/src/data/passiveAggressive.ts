import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Passive-aggressive phrases in support and team writing: they tell the reader off while sounding
 * polite ("per my last email", "as I already said"). Restate the point kindly instead.
 */
const REBUKE = 'It reads as a rebuke: restate the point kindly (“Here are the details again.”).';
const CURT = 'It sounds curt and formal; say the thing directly and warmly.';

// Adobe's 2019 survey of office workers on work email: the phrases they found most passive-aggressive
// ("Not sure if you saw my last email", "Per my last email", "Per our conversation", "Any updates on
// this?", "Please advise", "Friendly reminder", "Re-attaching for convenience").
const ADOBE = 'Adobe Document Cloud, survey of work email habits (2019): most passive-aggressive phrases';

// HuffPost, "The Most Common Passive-Aggressive Phrases People Say At Work" (2021): "as I mentioned", "per
// my last email" and "like I said" correct the reader on a message they missed.
const HUFFPOST =
  'HuffPost, "The Most Common Passive-Aggressive Phrases People Say At Work" (2021, https://www.huffpost.com/entry/passive-aggressive-phrases-people-say-at-work_l_616462c1e4b019644427d691)';

const entry = (
  id: string,
  phrases: string[],
  reason = REBUKE,
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  reason,
  source: SOURCES.mailchimp,
  ...extra,
});

// "Once again" and "yet again" scold a repeat; in news of a win they are praise ("Once again, the team has
// won the award").
const PRAISE = [
  'award',
  'awards',
  'win',
  'wins',
  'won',
  'tops',
  'record',
  'proud',
  'thrilled',
  'excited',
  'delighted',
  'congratulations',
  'congrats',
  'best',
  'celebrate',
  'honoured',
  'honored',
  'named',
  'ranked',
  // "Once again, a huge thank you to everyone who volunteered" (writer t): thanks repeated, not a point.
  'thank',
  'thanks',
  'grateful',
  'gratitude',
  'kudos',
];

// A reminder of a party or a meal invites; a reminder of a duty ("a friendly reminder that the timesheets
// were due yesterday") chases.
const SOCIAL_EVENT = [
  'party',
  'parties',
  'celebration',
  'picnic',
  'barbecue',
  'bbq',
  'drinks',
  'lunch',
  'dinner',
  'breakfast',
  'potluck',
  'festival',
  'social',
  'cake',
];

// Who else a writer may be waiting on: "We're still waiting for the courier" reports on a third party;
// "I'm still waiting for your signed contract" chases the reader.
const THIRD_PARTY = [
  'supplier',
  'suppliers',
  'courier',
  'carrier',
  'bank',
  'manufacturer',
  'warehouse',
  'vendor',
  'vendors',
  'partner',
  'insurer',
  'engineering',
  'developers',
  'council',
  'landlord',
  'they',
  'them',
  'their',
];

/** Every phrase made of one part from each list in turn ("as" + "previously" + "explained"). */
function combine(...parts: ReadonlyArray<readonly string[]>): string[] {
  return parts.reduce<string[]>(
    (phrases, words) => phrases.flatMap((phrase) => words.map((word) => `${phrase} ${word}`.trim())),
    [''],
  );
}

// "As previously explained", "as already advised", "as clearly stated": an adverb that says the reader
// was told before, with any verb of telling. "As previously announced" and "as previously agreed" are
// news and plans, not telling the reader, and are left out.
const TOLD_BEFORE = combine(
  ['as'],
  ['previously', 'already', 'clearly', 'repeatedly'],
  [
    'stated',
    'mentioned',
    'explained',
    'noted',
    'said',
    'advised',
    'communicated',
    'indicated',
    'outlined',
    'pointed out',
    'highlighted',
    'specified',
    'requested',
    'instructed',
    'informed',
    'discussed',
    'emphasised',
    'emphasized',
    'stressed',
    'confirmed',
  ],
);

// Verbs that tell the reader to stop, after a mock-courteous "kindly".
const STOP_VERBS = [
  'refrain from',
  'refrain',
  'stop',
  'desist from',
  'desist',
  'cease',
  "don't",
  'do not',
  'quit',
];

// "I'll say this one more time", "let me repeat it once more": the writer announces that they repeat
// themselves, as "like a broken record" does (HuffPost).
const SAY_IT_AGAIN = combine(
  ["i'll", 'i will', 'let me', "i'm going to", 'i am going to'],
  ['say it', 'say this', 'say that', 'repeat it', 'repeat this', 'repeat that', 'repeat myself'],
  ['again', 'one more time', 'once more', 'one last time', 'for the last time'],
);

// The writer's doubt that the reader saw, got or knew it (Adobe's "Not sure if you saw my last email"),
// in any of its forms: "not sure if this got lost in your inbox", "not sure whether you're aware".
const NOT_SURE_YOU_SAW = [
  ...combine(
    ['not sure if', 'not sure whether', 'unsure if', 'unsure whether'],
    [
      'this got lost',
      'it got lost',
      'this got buried',
      'it got buried',
      'this slipped through',
      'this reached you',
      'it reached you',
      "you're aware",
      'you are aware',
      'you were aware',
      'you realise',
      'you realize',
      'you noticed',
      "you've noticed",
      'you caught',
    ],
  ),
  'lost in your inbox',
  'buried in your inbox',
];

// "In case you missed it the first two times": a recap with a count of the earlier tellings. "If you
// missed it the first time, the recording is online" speaks of one event missed, and is left out.
const MISSED_IT_BEFORE = combine(
  [
    'in case you missed it',
    'if you missed it',
    'you may have missed it',
    'you might have missed it',
    // "In case you overlooked it the first three times" (writer s).
    'in case you overlooked it',
    'if you overlooked it',
  ],
  [
    'the first two times',
    'the first three times',
    'the first few times',
    'the last two times',
    'the last three times',
    'the last few times',
    'again',
    'twice',
  ],
);

// "This is the third reminder about your overdue books": the writer counts the times they asked.
const NTH_REMINDER = combine(
  ['this is the', 'this is my', 'this is our'],
  ['second', 'third', 'fourth', 'fifth'],
  ['reminder', 'follow-up', 'follow up', 'request', 'message', 'chaser', 'notice', 'time of asking'],
);

const YOU_WERE_TOLD = [
  ...combine(['you were', "you've been", 'you have been', 'you had been'], ['told', 'reminded', 'warned']),
  ...combine(
    ['as has been', 'as it has been', 'as was'],
    ['explained', 'said', 'stated', 'mentioned', 'communicated', 'made clear', 'pointed out'],
    ['to you'],
  ),
];

const CHASING_MY_MESSAGE = combine(
  ['circling back on', 'circling back to', 'following up on', 'chasing up', 'bumping', 'checking in on'],
  ['my'],
  ['email', 'e-mail', 'emails', 'message', 'messages', 'note', 'request', 'reminder', 'question', 'ticket'],
);

const NOT_AGAIN_CLAUSE = combine(
  ['this', 'that', 'it'],
  [
    "doesn't happen again",
    'does not happen again',
    'never happens again',
    "isn't repeated",
    'is not repeated',
  ],
);
const NOT_AGAIN = combine(['please', 'kindly'], ['ensure', 'make sure', 'see to it that'], NOT_AGAIN_CLAUSE);
const NOT_AGAIN_BARE = combine(['ensure', 'make sure'], NOT_AGAIN_CLAUSE);

export const PASSIVE_AGGRESSIVE_ENTRIES: readonly PhraseEntry[] = [
  entry('as-i-said', [
    'as i said',
    'as i already said',
    'as i have said',
    "as i've said",
    'as i mentioned',
    'as i already mentioned',
    "as i've already mentioned",
    'as i have already mentioned',
    'as i stated',
    'as i explained',
    'as i already explained',
    "as i've explained",
    'as i previously mentioned',
    'as i previously stated',
    'as i previously said',
    'as i noted',
    "as i've noted",
    'as i have noted',
    'as i pointed out',
    "as i've pointed out",
    'as i have pointed out',
    'as i told you',
    "as i've told you",
    'as i have told you',
    'like i said',
    'like i mentioned',
    'like i told you',
    'for the second time',
    'for the third time',
  ]),
  entry('as-previously-stated', [
    ...TOLD_BEFORE,
    'as stated previously',
    'as mentioned previously',
    'as noted previously',
    'as mentioned before',
    'as stated before',
    'as explained before',
    'as explained previously',
  ]),
  entry('per-my-last-email', [
    'per my last email',
    'per my previous email',
    'as per my last email',
    'as per my previous email',
    'per my last message',
    'as per my last message',
    'per our last conversation',
    'per my earlier email',
    'see my previous email',
    'see my last email',
    'per our conversation',
    'as per our conversation',
    'per our discussion',
    'as per our discussion',
    'per my previous message',
    'as per my previous message',
    'per my earlier message',
    'per my previous note',
    'per my last note',
    'per my earlier note',
    'per my last reply',
    'per my previous reply',
    'per our call',
    'per our meeting',
    'per our chat',
    'as per our call',
    'as per our meeting',
    'see my email below',
    'as mentioned in my',
    'as stated in my',
    'as noted in my',
    'as explained in my',
    'as outlined in my',
    'as detailed in my',
    'per my last e-mail',
    'per my previous e-mail',
    'as per my last e-mail',
    'as per my previous e-mail',
    'read my previous email',
    'read my last email',
  ]),
  // The most passive-aggressive phrases of work email in Adobe's 2019 survey of office workers
  // ("Not sure if you saw my last email", "Any updates on this?", "Sorry for the double email",
  // "Re-attaching for convenience", "Please let me know if I misunderstood").
  entry(
    'not-sure-if-you-saw',
    [
      ...NOT_SURE_YOU_SAW,
      'not sure if you saw',
      'not sure if you got',
      'not sure whether you saw',
      "not sure if you've seen",
      'not sure if you have seen',
      "not sure whether you've seen",
      'not sure if you received',
      'unsure if you saw',
      'you must have missed',
      'you seem to have missed',
      'you must have forgotten',
      'any updates on this',
      'any update on this',
      'sorry for the double email',
      'sorry for the second email',
      're-attaching for convenience',
      'reattaching for convenience',
      'attaching again for convenience',
      'bumping this',
      'just bumping',
      'sorry to be a pain',
      'not to be a pain',
      'sorry to nag',
      'not to nag',
      'how many more times',
      "i've already answered",
      'i have already answered',
      'i already answered',
      'already been answered',
      "i've already explained",
      'i have already explained',
      'i already explained',
      "i've already told you",
      'i already told you',
      'let me spell it out',
      "i'll spell it out",
      "not sure what's unclear",
      'not sure what is unclear',
      'it was all in the email',
      "it's all in the email",
      'thanks for finally',
      'thanks for eventually',
      'getting back to me eventually',
      'eventually getting back',
      'glad you finally',
      'nice of you to finally',
      'whenever you get around to it',
      "if it's not too much trouble",
      "if it isn't too much trouble",
      "if it's not too much to ask",
      'not too much to ask',
      "i'll do it myself",
      "i'll just do it myself",
      'thanks for nothing',
      'to avoid any further confusion',
      'to avoid further confusion',
      // Confusion the reader caused before, said as the reason for repeating (writer k): "here it is in
      // writing so there's no confusion this time", "I'd hate for there to be any more confusion".
      'no confusion this time',
      'less confusion this time',
      "i'd hate for there to be any more",
      'i would hate for there to be any more',
      'as requested multiple times',
      'as requested several times',
      'as discussed several times',
      'as discussed multiple times',
      'as discussed many times',
      'as requested twice',
      'as requested before',
      'as i requested',
      'as i asked',
      "as i've asked",
      'as stated on our website',
      'as stated in our terms',
      'our records clearly show',
      'you were made aware',
      'as mentioned on our website',
      'as per our terms',
      'it clearly says',
      'had you followed',
      'if you had followed',
      "if you'd followed",
      'had you read',
      'as you were instructed',
      'despite being told',
      'despite our reminders',
      "we've reminded you",
      'we have reminded you',
      'several times already',
      'more than once already',
      'would have been nice to know',
      "would've been nice to know",
      'would have been nice to be told',
      'it would have been nice if you',
      'would have been nice to hear',
      'nobody told me',
      'no one told me',
      "i wasn't consulted",
      "i wasn't looped in",
      "just so we're clear",
      "this can't happen again",
      'this cannot happen again',
      "i shouldn't have to chase",
      'interesting choice',
      'following up on my previous email',
      'following up on my last email',
      'following up again',
      'just checking in again',
      'any news on this',
      'any progress on this',
      'any word on this',
      'circling back on this',
      'circling back again',
      'let me remind you',
      'may i remind you',
      'i must remind you',
      // The reminder said to be needless (writer s): "I'm sure I don't need to remind you again that…".
      ...combine(["don't", 'do not', "shouldn't", 'should not'], ['need to', 'have to'], ['remind you']),
      "needn't remind you",
      'need not remind you',
      'would it kill you',
      'bothered to',
      'care to explain',
    ],
    REBUKE,
  ),
  entry('as-you-were-told', [
    'as you were told',
    'as you should know',
    'as you should already know',
    'as you were already told',
    'as you have been told',
    'as you were advised',
    'as you well know',
    "i'm sure you're aware",
    'i am sure you are aware',
    "i'm sure you are aware",
    "i shouldn't have to",
    'i should not have to',
    'if you had read',
    "if you'd read",
  ]),
  // "Please be reminded that…" is the same formal notice, aimed at the reader's lapse.
  entry(
    'please-be-advised',
    [
      'please be advised',
      'be advised that',
      'kindly be advised',
      'please be reminded',
      'kindly be reminded',
      'be reminded that',
      'you are reminded that',
    ],
    CURT,
  ),
  // "Please advise." asks for an answer curtly; "Please advise customers to restart" is an instruction.
  entry('please-advise', ['please advise', 'kindly advise'], CURT, {
    source: ADOBE,
    notBefore: [
      'the',
      'your',
      'our',
      'their',
      'all',
      'any',
      'customers',
      'clients',
      'users',
      'staff',
      'them',
      'him',
      'her',
      'everyone',
      'anyone',
      'people',
      'members',
      'employees',
      'guests',
      'callers',
      'patients',
      'students',
      'parents',
      'passengers',
      'colleagues',
    ],
  }),
  entry(
    'for-future-reference',
    [
      'for future reference',
      'going forward please',
      'in future please',
      'moving forward please',
      'in the future please',
    ],
    REBUKE,
  ),
  entry(
    'friendly-reminder',
    [
      'friendly reminder',
      'gentle reminder',
      'kind reminder',
      'gentle nudge',
      'friendly nudge',
      'quick nudge',
      'polite reminder',
    ],
    REBUKE,
    { notNear: SOCIAL_EVENT },
  ),
  // "Just a reminder that timesheets are due"; "This is just a reminder of your appointment" is a service
  // notice.
  entry('just-a-reminder', ['just a reminder'], REBUKE, { notAfter: ['is'] }),
  entry(
    'cooperation',
    [
      'thank you for your cooperation',
      'thanks for your cooperation',
      'your cooperation is appreciated',
      'thank you for your prompt attention',
      "i'd appreciate it if you would",
      'i would appreciate it if you would',
      'it would be appreciated if you',
    ],
    CURT,
  ),
  entry(
    'sorry-you-feel',
    ['sorry you feel that way', "i'm sorry you feel", 'sorry if you feel', "sorry that's how you feel"],
    'It apologises for the reader’s feelings, not for what happened: say what you are sorry for.',
  ),
  entry(
    'just-to-be-clear',
    [
      'just to be clear',
      'to be perfectly clear',
      'let me be clear',
      'let me be very clear',
      'just to clarify again',
    ],
    REBUKE,
    { notBefore: ['nothing', 'no', 'none', 'your', "you'll", 'there', 'we', "we're", "we'll", 'our'] },
  ),
  // "To be clear, I said Friday" corrects the reader; "To be clear, nothing changes for you" reassures.
  entry('to-be-clear', ['to be clear'], REBUKE, {
    sentenceStart: true,
    notBefore: ['nothing', 'no', 'none', 'your', "you'll", 'there', 'we', "we're", "we'll", 'our'],
  }),
  // "Just saying." after a jab; "Just saying hi!" is a greeting.
  entry('just-saying', ['just saying'], REBUKE, {
    notBefore: [
      'hi',
      'hello',
      'hey',
      'thanks',
      'thank',
      'goodbye',
      'bye',
      'it',
      'this',
      'that',
      'the',
      'a',
      'congrats',
      'congratulations',
      'sorry',
      'welcome',
    ],
  }),
  entry('say-it-again', SAY_IT_AGAIN, REBUKE, {
    notNear: ['best', 'love', 'proud', 'thrilled', 'amazing', 'great', 'excited', 'thank', 'thanks'],
  }),
  // "Again, the deadline is Friday": the point repeated as a reproach. Not "Again, thanks" (gratitude
  // repeated) nor "again and again".
  // "As a reminder, please use the form" restates a rule; "As a reminder, you can track it from Billing"
  // and "As a reminder, the office is closed Monday" are notices.
  entry('as-a-reminder', ['as a reminder', 'just as a reminder'], REBUKE, {
    sentenceStart: true,
    near: ['please', 'must', 'again', 'kindly', 'remember', 'already', 'still'],
    notNear: [...SOCIAL_EVENT, 'event', 'webinar', 'conference', 'closed', 'holiday', 'holidays'],
  }),
  entry('once-again', ['once again', 'once more', 'again', 'for the last time'], REBUKE, {
    sentenceStart: true,
    notBefore: [
      'thank',
      'thanks',
      'welcome',
      'congratulations',
      'sorry',
      'we',
      'apologies',
      'and',
      'later',
      'soon',
      'tomorrow',
      'next',
      'unto',
      // A warm closing repeated, not a point: "Again, if you have any questions…", "Again, feel free…".
      'if',
      'feel',
      'let',
      'happy',
      'glad',
      'great',
      'many',
      'our',
      'it',
      "it's",
      // A step repeated in documentation: "Again, select the file and press Enter".
      'select',
      'click',
      'open',
      'press',
      'tap',
      'run',
      'choose',
      'enter',
      'type',
      'navigate',
      'drag',
      'scroll',
      'restart',
      'save',
    ],
    notNear: PRAISE,
  }),
  entry(
    'not-sure-why',
    [
      "i'm not sure why you",
      'i am not sure why you',
      'not sure why you',
      "i don't know why you",
      'did you even',
      'did you not read',
      "didn't you read",
      'confused as to why you',
      "i'm surprised you",
    ],
    REBUKE,
    // "I'm not sure why you're seeing this error" opens troubleshooting; "not sure why you ignored it" scolds.
    {
      notBefore: [
        'are',
        'were',
        'see',
        'saw',
        'get',
        'got',
        'received',
        'receive',
        'might',
        'may',
        'keep',
        'can',
        'cannot',
        "can't",
        "couldn't",
      ],
    },
  ),
  entry('with-all-due-respect', ['with all due respect', 'no offense', 'no offence'], REBUKE, {
    notBefore: ['taken', 'intended', 'meant'],
  }),
  entry(
    'thanks-in-advance',
    [
      'thanks in advance',
      'thank you in advance',
      'thanking you in advance',
      'thanks ahead of time',
      'thank you ahead of time',
      // The formal British form of the same presumption (issue 16, independent texts, writer k).
      'thank you in anticipation',
      'thanks in anticipation',
      'thanking you in anticipation',
    ],
    'It presumes the reader will do it; ask, then thank them when they have.',
  ),
  // Phrases that are rebukes only in one sense: each keeps the context that makes it one.
  // "In case you missed my last email" points at the reader; "In case you missed it, we launched dark
  // mode" is a newsletter's recap.
  entry(
    'missed-my-email',
    [
      'in case you missed',
      'you may have missed',
      'you might have missed',
      'you may have overlooked',
      // "In case you didn't see it on the noticeboard, the gym opens at 6" is news (writer m); "in case you
      // didn't see my email" points at the reader.
      "in case you didn't see",
      'in case you did not see',
    ],
    REBUKE,
    {
      source: ADOBE,
      near: [
        'my',
        'email',
        'e-mail',
        'emails',
        'message',
        'messages',
        'reply',
        'note',
        'previous',
        'last',
        'earlier',
        'thread',
      ],
      notNear: [
        'newsletter',
        'webinar',
        'blog',
        'post',
        'episode',
        'issue',
        'edition',
        'livestream',
        'podcast',
      ],
    },
  ),
  // "In case you missed it the first two times": the count of earlier tellings makes the recap a rebuke.
  entry('missed-it-before', MISSED_IT_BEFORE, REBUKE, { source: ADOBE }),
  // "I know you're busy, but…": the courtesy that sets up a complaint; "…, so I'll keep this short" is kind.
  entry(
    'busy-but',
    [
      "i know you're busy",
      'i know you are busy',
      "i'm sure you're busy",
      "i'm sure you're very busy",
      'i am sure you are busy',
      'i am sure you are very busy',
      "i know you're very busy",
      'i know you are very busy',
    ],
    REBUKE,
    { near: ['but'] },
  ),
  // "I trust you will send it today" presumes; "I trust you are well", "…will enjoy it" are greetings.
  entry('i-trust-you', ['i trust you will', 'i trust that you will', 'i trust that you'], REBUKE, {
    notBefore: ['are', 'enjoy', 'find', 'like', 'love', 'have', 'had', 'be'],
  }),
  // "It's right there in the email": the reader did not look. "Right there in the toolbar" is directions.
  entry('right-there', ['right there in the', 'right there in my', 'right there in our'], REBUKE, {
    near: [
      'email',
      'e-mail',
      'message',
      'faq',
      'docs',
      'documentation',
      'instructions',
      'guide',
      'thread',
      'terms',
      'manual',
      'wiki',
      'contract',
      'policy',
      'readme',
      'invoice',
      'letter',
    ],
  }),
  // "You should have received the invoice last week" blames; "…within a few minutes; if not, check
  // your spam folder" tells the reader what to expect.
  entry('should-have-received', ['you should have received', 'you would have received'], REBUKE, {
    notNear: ['spam', 'junk', 'within', 'shortly', 'minutes', 'automatically', 'if'],
  }),
  // Counts of reminders are rebukes when they are the writer's ("despite repeated reminders"), not
  // reports of events ("the server restarted on several occasions", "repeated requests are cached").
  entry(
    'despite-repeated',
    ['despite repeated', 'despite several', 'despite multiple', 'despite numerous'],
    REBUKE,
    {
      near: [
        'reminders',
        'requests',
        'warnings',
        'emails',
        'e-mails',
        'messages',
        'calls',
        'notices',
        'letters',
        'instructions',
        'follow-ups',
        'chasers',
        'demands',
      ],
    },
  ),
  entry(
    'repeated-requests',
    ['repeated requests', 'repeated reminders', 'multiple reminders', 'several reminders'],
    REBUKE,
    {
      near: ['despite', 'sent', 'ignored', 'already', 'given', 'my', 'unanswered'],
    },
  ),
  entry(
    'on-several-occasions',
    ['on several occasions', 'on multiple occasions', 'on numerous occasions', 'numerous times'],
    REBUKE,
    {
      near: [
        'asked',
        'told',
        'reminded',
        'requested',
        'explained',
        'said',
        'mentioned',
        'emailed',
        'called',
        'written',
        'contacted',
        'warned',
        'informed',
        'advised',
        'raised',
        'chased',
        'stated',
      ],
    },
  ),
  // "Yet again" scolds a repeat; in news of a win it is praise. "This is the second time…" is a construction
  // with any ordinal and what it counts (`passiveAggressiveCounted.ts`).
  entry('yet-again', ['yet again'], REBUKE, { notNear: PRAISE }),
  // "I haven't heard back" chases; "If you haven't heard back within two days, reply" is help.
  entry(
    'heard-back',
    ["haven't heard back", 'have not heard back', "still haven't heard", 'still have not heard'],
    REBUKE,
    {
      notAfter: ['you', 'they', 'customers'],
      notNear: THIRD_PARTY,
    },
  ),
  entry(
    'still-waiting',
    [
      "i'm still awaiting",
      'i am still awaiting',
      "we're still awaiting",
      'we are still awaiting',
      'still awaiting your',
      "i still haven't received",
      "we still haven't received",
      'any update here',
      'any updates here',
      'any update yet',
      'any updates yet',
      'just following up on this',
      'following up on this again',
      'just following up again',
      'following up once more',
      'following up yet again',
      'following up for the second time',
      'following up for the third time',
      'resending in case',
      're-sending in case',
      'resending my',
      're-sending my',
      'resending this',
      're-sending this',
      'sorry to bother you again',
      'sorry to bug you again',
      'sorry to keep bothering you',
      'sorry to chase again',
      'sorry for chasing again',
      'apologies for chasing again',
      'sorry for the repeated emails',
      'apologies for the repeated emails',
      'friendly follow-up',
      'gentle follow-up',
      'polite follow-up',
      'friendly follow up',
      'gentle follow up',
      'bumping this up',
      'bumping this to the top',
      'bumping this thread',
      'did you get my last',
      'did you get my previous',
      'did you see my last',
      'did you see my previous',
      'did you see my earlier',
      'did you receive my last',
      'did you receive my previous',
      'did you get my email',
      'did you see my email',
      'did you receive my email',
      'did you get a chance to read my',
      'did you have a chance to read my',
      'have you had a chance to read my',
      'you may not have seen my',
      'you might not have seen my',
      'in case it slipped your mind',
      "in case you've forgotten",
      'in case you have forgotten',
      'you may have forgotten',
      'you seem to have forgotten',
      'for the umpteenth time',
      'for the hundredth time',
      'for the millionth time',
      'for the fourth time',
      'for the fifth time',
      'for the nth time',
      'how many times do i have to',
      'how many times do i need to',
      'how many times must i',
      'how many times have i',
      'how many times have we',
      'how many times do we have to',
      'please refer back to',
      'refer back to my',
      // With and without "back" in one entry: cutting the redundant "back" keeps the same finding.
      'please refer to my',
      'kindly refer to my',
      'kindly refer back to',
    ],
    REBUKE,
    { source: ADOBE },
  ),
  // The reader is told they were told: the writer's patience, not the point, comes first.
  entry('you-were-told', [
    'you were already informed',
    'you were previously informed',
    'you have already been informed',
    'you have been informed',
    'as you were informed',
    'as you were notified',
    'you were already notified',
    'you have already been notified',
    'you were already told',
    "you've already been told",
    'you have already been told',
    'you were clearly told',
    'as you have been advised',
    'as you were previously advised',
    'if you had checked',
    "if you'd checked",
    'had you checked',
    'had you contacted us',
    'if you had contacted us',
    "if you'd contacted us",
    'had you looked',
    'if you had looked',
    "if you'd looked",
    'if you had bothered',
    'you should have checked',
    'you should have read',
    'you should have contacted',
    'you should have asked',
    'you should have known',
    'is clearly stated in',
    'was clearly stated',
    'which is clearly stated',
    'as our policy clearly states',
    'as our terms clearly state',
    'as the terms clearly state',
    'please check our faq before',
    'please read our faq before',
    'please check the faq before',
    'please read the faq before',
    'please read the documentation before',
    'please check the documentation before',
  ]),
  // "You were told at induction", "as has been explained to you": the reader was told. "If you were
  // told to fast" is a condition, and "you were told the wrong price; we're sorry" owns the fault.
  entry('you-were-warned', YOU_WERE_TOLD, REBUKE, {
    notAfter: ['if', 'when', 'unless', 'whether', 'what', 'where', 'that', 'which'],
    notNear: [
      'sorry',
      'apologise',
      'apologize',
      'apologies',
      'wrong',
      'wrongly',
      'incorrectly',
      'mistakenly',
    ],
  }),
  // A chaser that points at the writer's own unanswered message ("Just circling back on my email from
  // Monday"). "Following up on my call with your team" follows a conversation, and is left out.
  entry('chasing-my-message', CHASING_MY_MESSAGE, REBUKE, { source: ADOBE }),
  // "Kindly ensure this does not happen again": the reader told not to repeat a fault. "We'll make sure
  // it doesn't happen again" is the writer's own promise.
  entry('not-happen-again', NOT_AGAIN, REBUKE),
  entry('not-happen-again-imperative', NOT_AGAIN_BARE, REBUKE, { sentenceStart: true }),
  // "Sorry if I wasn't clear" says the reader failed to read; "I can't be any clearer" says so outright.
  entry('not-clear-enough', [
    "sorry if i wasn't clear",
    'sorry if i was unclear',
    'sorry if i was not clear',
    "apologies if i wasn't clear",
    'apologies if i was unclear',
    "sorry if that wasn't clear",
    'sorry if my last email was unclear',
    'sorry if my email was unclear',
    'apologies if my last email was unclear',
    "in case i wasn't clear",
    "in case that wasn't clear",
    'how much clearer',
    'make it any clearer',
    'make this any clearer',
    'be any clearer',
    'put it any clearer',
    'not sure how else to explain',
    "i don't know how else to explain",
    'not sure how else to say',
    "i don't know how else to say",
    'how else to put it',
    'how else to put this',
    'how else to explain this',
    'how else to explain it',
    'how else to say this',
    'how else to say it',
  ]),
  entry(
    'sorry-you-were-offended',
    [
      'sorry if you were offended',
      'sorry if anyone was offended',
      'sorry you were offended',
      'sorry if you took offense',
      'sorry if you took offence',
      'sorry if you felt',
      'apologies if you felt',
      'apologies if you feel',
      'i apologize if you feel',
      'i apologise if you feel',
      'apologise if you felt',
      'apologize if you felt',
      'apologise if you were offended',
      'apologize if you were offended',
      'sorry you felt',
      'sorry that you feel',
      // Other words for the feeling (writer n): "Sorry if you were upset by my reminder, but…". Any apology
      // word with anyone who may have felt any of them is a pattern (`passiveAggressivePatterns.ts`).
      ...combine(
        ['sorry if you were', 'sorry if you got', 'sorry if anyone was', 'apologies if you were'],
        ['upset', 'hurt', 'annoyed', 'insulted', 'bothered', 'put out', 'irritated'],
      ),
      ...combine(
        ['i apologise if you were', 'i apologize if you were'],
        ['upset', 'hurt', 'offended', 'annoyed', 'insulted', 'bothered', 'put out', 'irritated'],
      ),
    ],
    'It apologises for the reader’s feelings, not for what happened: say what you are sorry for.',
    // "Sorry if you felt unwell after the trip": a state of the body, not a grievance the writer sidesteps.
    {
      notBefore: ['unwell', 'ill', 'sick', 'poorly', 'dizzy', 'faint', 'queasy', 'nauseous', 'cold', 'tired'],
    },
  ),
  // A disclaimer that announces the rudeness that follows.
  entry('not-to-be-rude', [
    'not to be rude',
    "i don't mean to be rude",
    'i do not mean to be rude',
    'not to be that person',
    'i hate to be that person',
    'sorry to be that person',
    "i'm not one to complain",
    'not to be difficult',
    "i'm not trying to be difficult",
  ]),
  // The disclaimer that the writer is repeating themselves ("Not to sound like a broken record, but…"):
  // like "as I mentioned", it corrects the reader for what they missed.
  entry(
    'repeating-myself',
    [
      'like a broken record',
      // The disclaimer with "be" for "sound like" (round 3): "I hate to be a broken record, but…", "at the
      // risk of being a broken record". "A broken record" alone may be a scratched disc, or a song's title.
      ...combine(
        ['i hate to', "i'd hate to", 'sorry to', 'not to', "i don't want to", "i don't mean to"],
        ['be a broken record'],
      ),
      ...combine(
        ['at the risk of', 'i hate', 'sorry for', 'apologies for', 'forgive me for'],
        ['being a broken record'],
      ),
      "i'm a broken record",
      'i am a broken record',
      "i've become a broken record",
      'call me a broken record',
      'at the risk of repeating myself',
      'sorry to repeat myself',
      'i hate to repeat myself',
      'not to repeat myself',
      // The same announcement without the disclaimer (writer n): "To repeat myself, the deadline was 1 March".
      'to repeat myself',
      "i'm repeating myself",
      'i am repeating myself',
      'i keep repeating myself',
      "i'll repeat myself",
      // The same disclaimer in other words for going on (writer q): "I hate to keep banging on about this,
      // but…", "sorry to harp on", "not to labour the point". "I keep going on about this book because I love
      // it" has no disclaimer, and passes.
      ...combine(
        ['i hate to', 'sorry to', 'not to', "i don't want to", "i don't mean to", 'at the risk of'],
        [
          'keep banging on',
          'keep going on',
          'keep harping on',
          'harp on',
          'bang on',
          'banging on',
          'harping on',
          'labour the point',
          'labor the point',
          'belabour the point',
          'belabor the point',
          'labouring the point',
          'laboring the point',
          'belabouring the point',
          'belaboring the point',
          'keep bringing this up',
          'keep bringing it up',
          'keep on about',
          'sound like a stuck record',
          'keep repeating this',
        ],
      ),
    ],
    REBUKE,
    { source: HUFFPOST },
  ),
  entry('silence-as-agreement', [
    "i'll take your silence",
    'i will take your silence',
    'take your silence as',
    'silence as agreement',
    'silence as consent',
    "i'll take that as a yes",
    "i'll assume you're fine",
    "i'll assume you are fine",
    "i'll assume that's a yes",
    // The same presumption said of the rule rather than the writer (issue 16, independent texts, writer k).
    'assume silence means',
    'silence means you agree',
    'silence means you approve',
    'silence means yes',
  ]),
  entry(
    'prompt-attention',
    [
      'your prompt attention to this matter',
      'your immediate attention to this matter',
      'a prompt reply would be appreciated',
      'a prompt response would be appreciated',
    ],
    CURT,
  ),
  // "You didn't read the guide" blames; "If you didn't follow step 2, go back to it" guides.
  entry(
    'you-failed-to',
    [
      'you failed to',
      'you neglected to',
      'you did not follow',
      "you didn't follow",
      'you did not read',
      "you didn't read",
      'you have failed to',
      "you've failed to",
      'you have neglected to',
      'you appear to have overlooked',
      'you seem to have overlooked',
      'appears to have been overlooked',
      'seems to have been overlooked',
    ],
    REBUKE,
    { notAfter: ['if', 'when', 'whether', 'unless'] },
  ),
  // "Who approved this?" as a question to the team; "check who approved this request in the log" is a step.
  entry('who-approved-this', ['who approved this', 'who decided this'], REBUKE, { sentenceStart: true }),
  // "Did you forget to attach it?" scolds; "Did you forget your password?" is a sign-in screen's help.
  entry('did-you-forget', ['did you forget'], REBUKE, { notBefore: ['your', 'my', 'the', 'a', 'which'] }),
  // "I've already sent this twice"; "I've already sent a replacement" is good news.
  entry('already-sent', ["i've already sent", 'i already sent', 'i have already sent'], REBUKE, {
    onlyBefore: ['this', 'that', 'it', 'these', 'those'],
  }),
  // "I've been waiting for a reply" chases; "I've been waiting for this feature for years" is a fan's joy.
  entry('been-waiting', ["i've been waiting", 'i have been waiting'], REBUKE, {
    notNear: [
      'feature',
      'years',
      'forever',
      'ages',
      'excited',
      'love',
      'thrilled',
      'launch',
      'release',
      'finally',
    ],
  }),
  // Chasing in a count of the writer's own messages: "This is my third email about this".
  entry('my-third-email', [
    ...NTH_REMINDER,
    'this is my second email',
    'this is my third email',
    'this is my fourth email',
    'my third email about',
    'my second email about',
    "the third time i'm asking",
    "the second time i'm asking",
    'third time of asking',
    "don't make me ask again",
    'do not make me ask again',
    "don't make me chase",
    "i'm sure it was an oversight",
    "i'm sure it was just an oversight",
    "i'm sure this was an oversight",
    'finally on the same page',
    'we note that you have not',
    'we note that you have yet to',
  ]),
  // The note on the office fridge: blame aimed at a group so that nobody is named.
  entry('you-know-who-you-are', [
    'you know who you are',
    'not naming names',
    'no names mentioned',
    'whoever keeps',
    'to whoever took',
    'to whoever left',
    'whoever left the',
    'to the person who keeps',
    'to the person who took',
    'to the person who left',
    'some people seem to',
  ]),
  // "To reiterate: the office is closed on Friday" announces the repeat; "we want to reiterate our commitment
  // to your privacy" and "to reiterate how much we value…" restate the writer's own stance.
  entry('to-reiterate', ['to reiterate', 'just to reiterate'], REBUKE, {
    notBefore: ['our', 'how', 'my', 'we'],
  }),
  // "I'm still waiting for your figures", "still no reply": the reader is chased. "We're still waiting for
  // the courier to confirm" reports on a third party, as a support reply does.
  entry(
    'still-waiting-on-reader',
    [
      "i'm still waiting",
      'i am still waiting',
      "we're still waiting",
      'we are still waiting',
      'still no reply',
      'still no response',
      'still no update',
      'still no word',
      'still no answer',
      'i have yet to receive',
      "i've yet to receive",
      'we have yet to receive',
      "we've yet to receive",
      'i have yet to hear',
      "i've yet to hear",
      'we have yet to hear',
    ],
    REBUKE,
    { source: ADOBE, notNear: THIRD_PARTY },
  ),
  // "I'd like to remind you that the report was due yesterday" chases; "I'd like to remind you that our
  // offices close early on Friday" is a notice.
  // The same reminder in a notice's "we" and its formal verbs (an earlier writer: "we kindly remind the few
  // families who still haven't returned the slip"): "We'd like to remind all guests that breakfast is from 7"
  // chases nothing, and passes.
  entry(
    'like-to-remind-you',
    [
      "i'd like to remind you",
      'i would like to remind you',
      "we'd like to remind",
      ...combine(
        ['we', 'i'],
        [
          'kindly remind',
          'gently remind',
          'politely remind',
          'respectfully remind',
          'would like to remind',
          'wish to remind',
          'must remind',
          'need to remind',
        ],
      ),
    ],
    REBUKE,
  ),
  // "Could you explain it again?" asks; "Do I have to explain it again?" scolds.
  entry('explain-it-again', ['explain it again', 'explain this again', 'explain that again'], REBUKE, {
    notAfter: ['you', 'please', 'could', 'can', 'would', 'to'],
  }),
  // "I would have thought you'd know by now" presumes; "I'd have thought the blue version works better" is
  // an opinion.
  entry('would-have-thought', ['i would have thought', "i'd have thought", "i would've thought"], REBUKE),
  // "It has come to my attention that timesheets are late" opens a reprimand; "It has come to our attention
  // that some customers received a duplicate invoice. We apologise…" owns a fault (checked in the rule).
  entry('come-to-attention', [
    'it has come to my attention',
    'it has come to our attention',
    "it's come to my attention",
  ]),
  // The office-kitchen appeal to all ("Let's all try to keep the kitchen clean"), not a cheer for a party.
  entry('lets-all', ["let's all try to", "let's all remember to"], REBUKE, {
    notNear: [...SOCIAL_EVENT, 'make it', 'join', 'welcome', 'enjoy'],
  }),
  // "Certain people keep leaving dishes" blames unnamed colleagues; "certain people may qualify" is a rule.
  entry('certain-people', ['certain people', 'some people'], REBUKE, {
    onlyBefore: [
      'keep',
      'seem',
      'still',
      'always',
      'never',
      'apparently',
      'clearly',
      'obviously',
      'think',
      'forget',
    ],
  }),
  // "In case you forgot, the report was due yesterday" scolds; "in case you forgot your password" helps and
  // "in case you weren't aware, we now offer free returns" is news.
  entry(
    'in-case-you-forgot',
    ["in case you weren't aware", 'in case you were not aware', 'in case you forgot'],
    REBUKE,
    { notBefore: ['we', "we've", "we're", 'our', 'there', 'your', 'how', 'which'] },
  ),
  // "Here it is again" after an unread message chases; "here it is again as a PDF, since the first one was too
  // large" re-sends kindly, which independent writers pass.
  entry('sent-again', ["i've attached it again", 'attaching it again', 'here it is again'], REBUKE, {
    source: ADOBE,
    notNear: [
      'pdf',
      'zip',
      'link',
      'updated',
      'corrected',
      'format',
      'version',
      'smaller',
      'compressed',
      'large',
    ],
  }),
  // "Kindly refrain from messaging the whole team": a prohibition wrapped in mock courtesy, aimed at what
  // the reader did. "Please refrain from smoking" on a notice forbids without the scolding "kindly".
  // The same mock courtesy on any verb of stopping (writer q): "Kindly stop parking in the bay", "kindly desist
  // from…", "kindly do not…". "Kindly do not hesitate to call us" is the friendly formula, and passes.
  entry(
    'kindly-refrain',
    [
      ...combine(['kindly'], STOP_VERBS),
      ...combine(
        ['kindly ask you to', 'kindly ask that you', 'kindly request that you', 'kindly request you to'],
        [...STOP_VERBS, 'not'],
      ),
    ],
    REBUKE,
    { notBefore: ['hesitate'] },
  ),
  // "Correct me if I'm wrong, but wasn't this due on Friday?": mock deference that chases a duty (the signal
  // is checked in the rule). "Correct me if I'm wrong, but I think the limit is 100" asks for a check.
  entry('correct-me', [
    "correct me if i'm wrong",
    'correct me if i am wrong',
    "correct me if i'm mistaken",
    'correct me if i am mistaken',
    "unless i'm mistaken",
    'unless i am mistaken',
    "unless i'm missing something",
    'unless i am missing something',
  ]),
  // "In case you missed it, your claim still uses the old form": the recap points at the reader's own lapse
  // (the fault is checked in the rule). "In case you missed it, we launched dark mode" is news.
  entry('missed-it-fault', [
    'in case you missed it',
    'in case you missed this',
    'in case you missed that',
    "in case you didn't see it",
    "in case you didn't see this",
    'in case you did not see it',
    'if you missed it',
    'in case it slipped your mind',
  ]),
  // "Please re-read the thread before replying" sends the reader back to what they missed; "please re-read
  // the updated terms" points at a change (the signal is checked in the rule).
  entry('please-reread', ['please reread', 'please re-read']),
  // "As you agreed, the draft was due on Monday" holds the reader to a promise; "as you agreed on the call,
  // we'll start on Monday" recaps (the duty signal is checked in the rule).
  entry('as-you-agreed', ['as you agreed', 'which you agreed to']),
  // "You still haven't sent the form" presses; "if you still haven't received the code, check your spam
  // folder" helps.
  entry(
    'you-still-havent',
    ["you still haven't", 'you still have not', 'you have yet to', "you've yet to"],
    REBUKE,
    {
      notAfter: ['if', 'when', 'unless', 'whether', 'once'],
    },
  ),
  // "I thought you knew the process" presumes; "I thought you knew about the surprise party!" does not.
  entry('thought-you-knew', ['i assumed you knew', 'i thought everyone knew', 'i thought you knew'], REBUKE, {
    notNear: [...SOCIAL_EVENT, 'surprise'],
  }),
  // Adobe's closing "Please let me know if I misunderstood."; "…if I misunderstood anything in your request,
  // and I'll adjust the quote" offers to correct the writer's own work.
  entry('if-i-misunderstood', ['please let me know if i misunderstood'], REBUKE, {
    source: ADOBE,
    notBefore: ['anything', 'any', 'something', 'your', 'the', 'and'],
  }),
  // "We've been over this" closes a discussion on the reader; "we went over this quarter's results" reports.
  entry('been-over-this', ["we've been over this", 'we have been over this', 'we went over this'], REBUKE, {
    notBefore: [
      'quarter',
      "quarter's",
      'week',
      "week's",
      'month',
      "month's",
      'year',
      "year's",
      'morning',
      'afternoon',
      'plan',
      'list',
      'draft',
    ],
  }),
  // "Surely you can see the problem" presumes; "surely you deserve a break" flatters.
  entry('surely-you', ['surely you'], REBUKE, {
    notBefore: ['deserve', 'deserved', 'have earned', 'earned'],
  }),
  // "It must be nice to leave at four" envies; "it must be nice and warm in Lisbon" chats.
  entry('must-be-nice', ['must be nice'], REBUKE, { notBefore: ['and'] }),
  // "Thanks for the report - better late than never" jabs at the reader; "better late than never: our sale
  // starts today" is the writer's own joke (the reader is checked in the rule).
  entry('better-late', ['better late than never']),
  // Praise or thanks for what came late: "finally", "now that" or "found time" turns the thanks into a
  // jab at the delay, as "thanks for finally" does (HuffPost). Thanks without them ("Kind of you to weigh
  // in", "Great that you found the file") stay thanks (issue 16, independent texts, writer k).
  entry(
    'grudging-thanks',
    [
      ...combine(
        [
          'thank you for',
          'appreciate you',
          'kind of you to',
          'good of you to',
          'great that you',
          'lovely that you',
        ],
        ['finally'],
      ),
      ...combine(
        ['kind of you to', 'nice of you to', 'good of you to'],
        ['weigh in now', 'reply now', 'join now'],
      ),
      ...combine(
        ['great that you', 'nice that you', 'good that you', 'glad you'],
        ['found time to', 'found the time to'],
      ),
    ],
    REBUKE,
    // "Thank you for finally being part of the family": a state the reader reached, not a task done late.
    { source: HUFFPOST, notBefore: ['being', 'becoming'] },
  ),
  // "Please actually read the ticket", "take a moment to actually open the attachment": "actually" in an
  // instruction says the reader only pretended to do it before. "Did the fix actually work?" and "to
  // actually delete the file, empty the trash" pass: no request comes before the word.
  entry(
    'actually-do-it',
    combine(
      ['please', 'kindly', 'take a moment to', 'take the time to', 'try to', 'remember to', 'make sure to'],
      ['actually read', 'actually open', 'actually look at', 'actually check', 'actually follow'],
    ),
    REBUKE,
  ),
  // "It would be nice if you replied" presses; "it would be nice if you could join us for lunch" invites.
  entry('would-be-nice', ['it would be nice if you'], REBUKE, {
    notNear: [...SOCIAL_EVENT, 'join', 'come', 'celebrate', 'welcome'],
  }),
];
