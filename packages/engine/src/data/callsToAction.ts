import { listed } from './listedWord.ts';

/**
 * Calls to action: imperative phrases that ask the reader to do something next ("Sign up", "Contact
 * us", "Reply to this email"). Matched at the start of a sentence (after "please", "now", "just" or
 * "so"), where they are commands, not descriptions ("users who sign up").
 */
const SOURCE =
  'Nielsen Norman Group, "Call to Action" guidance (https://www.nngroup.com/articles/); HubSpot, "Call-to-action examples"';

const CALL_VERBS = listed(
  [
    'sign up',
    'sign in',
    'log in',
    'get started',
    'get in touch',
    'start',
    'try',
    'buy',
    'order',
    'shop',
    'book',
    'schedule',
    'register',
    'subscribe',
    'join',
    'download',
    'install',
    'contact',
    'call',
    'email',
    'e-mail',
    'write',
    'reply',
    'respond',
    'visit',
    'click',
    'tap',
    'learn',
    'find out',
    'discover',
    'explore',
    'read',
    'watch',
    'see',
    'check out',
    'claim',
    'request',
    'apply',
    'upgrade',
    'create',
    'get',
    'grab',
    'save',
    'reserve',
    'donate',
    'share',
    'follow',
    'let us know',
    'tell us',
    'ask',
    'talk to',
    'chat with',
    'message',
    'open',
    'go to',
    'head to',
    'head over',
    'set up',
    'activate',
    'confirm',
    'verify',
    'complete',
    'update',
    'renew',
    'enroll',
    'enrol',
    'rsvp',
    'pre-order',
    'preorder',
    'shop now',
    'give',
    'use',
    'add',
    'upload',
    'connect',
    'invite',
    'enable',
    'turn on',
    'review',
    'submit',
    'drop us',
    'reach out',
    'hit reply',
    'feel free to',
    'don\u2019t hesitate to',
    "don't hesitate to",
    'do not hesitate to',
    'be sure to',
    'make sure to',
    'make sure',
    'ensure',
    'remember to',
    'pick',
    'choose',
    'select',
    'take',
    'make',
    'keep',
    'give it a try',
    'come',
    'meet',
    'bring',
    'browse',
    'compare',
    'switch',
    'move',
    'begin',
    'continue',
    'stop by',
    'drop by',
    // The informal visit family of "stop by" and "drop by" (Cambridge Dictionary, "pop by", "pop in").
    'pop by',
    'pop over',
    'pop round',
    'drop in',
    'sign',
    'fill in',
    'fill out',
    'print',
    'forward',
    'pass',
    'tell',
    'send',
    'show',
    'check',
    'ping',
    'shoot us',
    'shoot me',
    'swing by',
    'hit',
    'enter',
    'type',
    'press',
    'run',
    'go',
    'head',
    'return',
    'act',
    'hurry',
    'vote',
    'attend',
    'earn',
    'unlock',
    'redeem',
    'find',
    'look',
    'stay',
    'rate',
    'leave',
    'post',
    'comment',
    'refer',
    'let me know',
    'let’s',
    "let's",
    'don’t miss',
    "don't miss",
    'do not miss',
    'drop me',
    'give us',
    'give me',
    'don\u2019t forget to',
    "don't forget to",
    'do not forget to',
    'mark',
    'scan',
    'pay',
    'secure',
    'lock in',
    'snag',
    'catch',
    'listen',
    'tune in',
    'dive in',
    'jump in',
    'pop in',
    'opt in',
    'opt out',
    'log on',
    'bookmark',
    'treat yourself',
    'hop on',
    'help us',
    'support',
    'contribute',
    'test',
    'paste',
    'copy',
    'restart',
    'refresh',
    'delete',
    'remove',
    'turn off',
    'disable',
    'sign out',
    'log out',
    'change',
    'edit',
    'set',
    'reset',
  ],
  'An imperative that asks the reader to act.',
  SOURCE,
);

/**
 * The imperatives of instructions and troubleshooting steps ("If the build fails, increase the watcher
 * limit", "Always back up your data", "have a look before the review"): Microsoft Writing Style Guide,
 * "Procedures and instructions" (begin each step with an imperative verb); Google developer
 * documentation style guide, "Procedures".
 */
const INSTRUCTION_VERBS = listed(
  [
    ...['clear', 'increase', 'decrease', 'back up', 'have a look', 'have a go', 'take a look', 'wait'],
    ...['close', 'replace', 'rename', 'adjust', 'allow', 'avoid', 'plug in', 'unplug', 'retry', 'reinstall'],
    ...['uninstall', 'attach', 'provide', 'include', 'drag', 'scroll', 'sync', 'shut down', 'reboot'],
    ...['free up', 'protect', 'store', 'lock'],
    // Settings changed by degree, beside "increase" and "decrease": "lower `poll_interval`", "raise the limit".
    ...['lower', 'raise', 'reduce', 'shorten', 'lengthen'],
    // Support requests opened by the reader: "log a ticket with IT", "file a bug" (ITIL, "log an incident").
    ...['log', 'file'],
  ],
  'An imperative of an instruction or a troubleshooting step.',
  'Microsoft Writing Style Guide, "Procedures and instructions"; Google developer documentation style guide, "Procedures"',
);

export const CTA_VERBS = [...CALL_VERBS, ...INSTRUCTION_VERBS];

/** Words that may come before a call to action at a sentence start ("Please reply", "Now try it"). */
export const CTA_LEADS = listed(
  [
    'please',
    'now',
    'just',
    'so',
    'then',
    'simply',
    'today',
    'why',
    'not',
    'go',
    'and',
    'first',
    'next',
    'finally',
    // Formal letters ask "Kindly return the form"; a postscript opens its own request ("P.S. Reply by
    // Friday"; Merriam-Webster, "kindly", adverb: "used as a polite form of request").
    'kindly',
    'p.s.',
    'p.s',
    'ps',
    // Commands of frequency: "Always back up your data", "Never share your code" (Cambridge Dictionary,
    // "Imperatives": "Always…", "Never…"), and prohibitions ("Do not share your passcode", "Don't
    // forget"; Cambridge Dictionary, "Imperatives": "Don't…"); a verb of answering after them is a
    // no-reply notice ("Please do not reply to this email"), which the rule tells apart.
    'always',
    'never',
    'do',
    "don't",
    'don\u2019t',
  ],
  'May lead an imperative at the start of a sentence.',
  SOURCE,
);

/** Phrases that are calls to action wherever they stand ("… or contact us", "click here"). */
export const CTA_ANYWHERE = listed(
  [
    'contact us',
    'call us',
    'email us',
    'e-mail us',
    'write to us',
    'let us know',
    'get in touch',
    'click here',
    'tap here',
    'learn more',
    'find out more',
    'read more',
    'book a demo',
    'request a demo',
    'start your free trial',
    'start a free trial',
    'reply to this email',
    'reply to this message',
    'shop now',
    'buy now',
    'order now',
    'join us',
    'register now',
    'subscribe now',
    'sign up now',
    'sign up today',
    'get started today',
    'try it free',
    'try it now',
    'try it today',
    'let me know',
    'reach out to us',
    'reach out to me',
    'get back to us',
    'get back to me',
    'drop us a line',
    'drop me a line',
    'give us a call',
    'give me a call',
    'hit reply',
    'just reply',
    'click the link',
    'follow the link',
    'use the link',
    'use code',
    'book now',
    'book today',
    'act now',
    'reply stop',
  ],
  'A call to action in any position.',
  SOURCE,
);

/**
 * Requests put as statements, the polite form of formal letters and internal mail ("I would be
 * grateful if you could reply by Friday", "We invite you to our meeting", "You are requested to
 * update your details"). Source: GOV.UK, "Writing for GOV.UK" (letters); Cambridge Dictionary,
 * "Requests" (Grammar: "I would be grateful if…", "I wonder if you could…").
 */
export const CTA_POLITE_REQUESTS = listed(
  [
    ...['grateful if you', 'appreciate it if you', 'appreciate if you', 'wonder if you could'],
    ...['wondering if you could', 'if you could please', 'we ask that you', 'i ask that you'],
    ...['we kindly ask', 'i kindly ask', 'kindly ask you', 'you are requested to', 'you are invited to'],
    ...['you are kindly requested', 'we invite you to', 'i invite you to', 'we encourage you to'],
    ...['i encourage you to', 'we urge you to', 'i urge you to', 'we recommend that you'],
    ...['i recommend that you', 'love to hear from you', 'love to hear your', 'please ensure'],
    ...['all you need to do is', 'all you have to do is', 'next step is to', 'need you to'],
    ...['great if you could', 'helpful if you could', 'would you like to', 'would you mind', 'shall we'],
    ...['how about a', 'chance you could', "i'd appreciate your", 'i would appreciate your'],
    ...["we'd appreciate your", 'we would appreciate your', 'be great to get your', 'be great to hear your'],
    ...['be great to have your', 'be great if you', 'be helpful to get your', 'now is the time to'],
    ...["now's the time to"],
    // Requests put as questions of possibility and ability (Cambridge Dictionary, "Requests": "Would it
    // be possible for you to…?", "Are you able to…?", "Do you think you could…?").
    ...['possible for you to', 'are you able to', 'do you think you could'],
    // A request to a named group of readers: "We ask that all guests vacate their rooms by 11 am",
    // "Staff are asked to badge in" (Cambridge Dictionary, "ask": "ask that someone do something").
    ...['we ask that', 'i ask that', 'we request that', 'i request that', 'are asked to', 'we ask all'],
  ],
  'A polite request in statement form.',
  'GOV.UK, "Writing for GOV.UK" (letters); Cambridge Dictionary, "Requests"',
);

/**
 * Words that may follow a command ("Try it", "Book a demo", "Sign up today", "Save 20%"); any other
 * lower-case word after a sentence's first verb makes it a noun ("Order status", "Call volumes rose").
 */
export const CTA_OBJECT_STARTS = listed(
  [
    ...['it', 'us', 'me', 'them', 'him', 'her', 'yourself', 'yourselves', 'someone', 'something'],
    ...['anything', 'everything', 'everyone', 'anyone', 'this', 'that', 'these', 'those', 'the', 'a', 'an'],
    ...['your', 'our', 'my', 'their', 'his', 'its', 'any', 'all', 'some', 'every', 'each', 'one', 'more'],
    ...['both', 'either', 'another', 'other', 'what', 'how', 'why', 'where', 'when', 'whether', 'if'],
    ...['here', 'there', 'now', 'today', 'tonight', 'tomorrow', 'soon', 'again', 'back', 'ahead', 'away'],
    ...['up', 'out', 'in', 'on', 'off', 'by', 'to', 'for', 'with', 'at', 'from', 'over', 'through', 'down'],
    ...['into', 'onto', 'about', 'before', 'after', 'around', 'below', 'above', 'inside', 'online'],
    ...['free', 'early', 'fast', 'anytime', 'anywhere', 'together', 'and', 'or', 'sure', 'less', 'twice'],
    ...['well', 'first', 'next', 'last', 'right', 'straight', 'directly', 'instantly', 'quickly', 'safely'],
    ...['securely', 'easily', 'only', 'just', 'please', 'not', 'never', 'always', 'so', 'as', 'like'],
  ],
  'Begins the object or the adverb of a command.',
  SOURCE,
);

/** Words that open an introductory clause: after its comma a command may stand ("If so, reply here."). */
export const CTA_CLAUSE_OPENERS = listed(
  [
    ...['if', 'when', 'whenever', 'once', 'to', 'after', 'before', 'while', 'until', 'for', 'as', 'in'],
    ...['on', 'at', 'by', 'since', 'should', 'meanwhile', 'otherwise', 'instead', 'also', 'alternatively'],
    ...['until', 'whether', 'either', 'in', 'next', 'first', 'finally', 'afterwards', 'then', 'ready'],
  ],
  'Opens an introductory clause or adverbial before a command.',
  SOURCE,
);

/**
 * Words before a call-to-action phrase that make it a description, not a request: "customers who
 * contact us", "thousands join us every month", "they let us know".
 */
export const CTA_THIRD_PERSON = listed(
  [
    ...['who', 'that', 'which', 'they', 'he', 'she', 'we', 'i', 'people', 'customers', 'users', 'clients'],
    ...['readers', 'members', 'teams', 'many', 'most', 'some', 'thousands', 'hundreds', 'millions'],
    ...['visitors', 'buyers', 'subscribers', 'others', 'those', 'everyone', 'nobody', 'few', 'you\u2019ve'],
    ...['shoppers', 'guests', 'patients', 'students', 'parents', 'partners', 'fans', 'families'],
  ],
  'Makes a call-to-action phrase a description of what others do.',
  SOURCE,
);

/**
 * Phrases that open like a command but ask nothing: discourse markers ("Keep in mind that…", "Note
 * that…") and closings ("Take care", "See you soon"; Cambridge Dictionary, "Letters and emails").
 */
export const CTA_NOT_REQUESTS = listed(
  [
    ...[
      'keep in mind',
      'bear in mind',
      'note that',
      'remember that',
      'take note',
      'mind you',
      'let me explain',
    ],
    ...['let me be clear', "let's face it", 'let\u2019s face it', "let's be honest", 'let\u2019s be honest'],
    // Wishes and praise put as commands (Cambridge Dictionary, "let's": "used to express a wish").
    ...["let's hope", 'let\u2019s hope', 'let us hope', 'keep up the good work', 'keep up the great work'],
    ...['keep up the hard work', 'keep it up', 'keep up the amazing work', 'keep up the excellent work'],
    ...['go team', 'look no further'],
    ...[
      'take care',
      'stay safe',
      'stay well',
      'see you',
      'see everyone',
      'see all of you',
      'talk soon',
      'speak soon',
      'look forward',
      'get well',
    ],
  ],
  'Opens like a command but asks the reader to do nothing.',
  'Cambridge Dictionary, "Letters and emails" (closings); Merriam-Webster, "keep in mind", "note" (discourse use)',
);

/**
 * Verbs that introduce rather than ask when a name follows ("Meet Priya, our new designer", "Meet Acme
 * AI"); with an object they still ask ("Meet us at booth 12").
 */
export const CTA_INTRODUCTIONS = listed(
  ['meet'],
  'Introduces someone or something when a name follows.',
  'Merriam-Webster, "meet" (transitive verb: "to be introduced to")',
);

/**
 * Verbs after a sentence-opening "please" that ask nothing to be done: "Please note…", "Please accept
 * our apologies", "Please find attached…", "Please be advised…". Any other verb after "please" is a
 * request ("Please arrive by 9", "Please allow five days"; Cambridge Dictionary, "please": "used to make
 * a request more polite").
 */
export const CTA_PLEASE_IDLE = listed(
  [
    ...['note', 'be', 'accept', 'find', 'forgive', 'excuse', 'pardon', 'rest', 'bear', 'do', 'don\u2019t'],
    ...["don't", 'not', 'never', 'no', 'enjoy', 'know', 'understand', 'advise'],
  ],
  'Follows "please" without asking the reader to act.',
  'Cambridge Dictionary, "please"; Merriam-Webster, "please find attached" (usage)',
);
