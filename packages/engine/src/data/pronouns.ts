import { listed } from './listedWord.ts';
import { SOURCES } from './sources.ts';

/**
 * First-person singular words and their plural ("I" → "we"), for company text written in the "we"
 * voice. "I" before "am"/"was" takes the plural verb with it ("I am" → "we are").
 */
export const SINGULAR_TO_PLURAL: ReadonlyArray<{
  readonly singular: string;
  readonly plural: string;
  readonly reason: string;
  readonly source: string;
}> = [
  ['i', 'we'],
  ['me', 'us'],
  ['my', 'our'],
  ['mine', 'ours'],
  ['myself', 'ourselves'],
  ["i'm", "we're"],
  ["i've", "we've"],
  ["i'll", "we'll"],
  ["i'd", "we'd"],
].map(([singular = '', plural = '']) => ({
  singular,
  plural,
  reason: 'Company text speaks for the team: “we”, not “I”.',
  source: SOURCES.mailchimp,
}));

/**
 * Words before a capital "I" that make it a numeral or a letter ("World War I", "Type I", "the letter I").
 */
export const ROMAN_NUMERAL_CONTEXT = listed(
  [
    'war',
    'type',
    'part',
    'phase',
    'stage',
    'chapter',
    'section',
    'volume',
    'act',
    'book',
    'level',
    'class',
    'grade',
    'tier',
    'appendix',
    'annex',
    'article',
    'schedule',
    'series',
    'mark',
    'model',
    'version',
    'team',
    'group',
    'unit',
    'zone',
    'option',
    'plan',
    'figure',
    'table',
    'exhibit',
    'item',
    'letter',
    'key',
    'press',
    'vitamin',
    'henry',
    'elizabeth',
    'charles',
    'james',
    'george',
    'william',
    'edward',
    'richard',
    'louis',
    'title',
    'division',
    'category',
    'gen',
    'generation',
    'stage',
    'round',
    'game',
    'episode',
    'season',
  ],
  'A word that a Roman numeral or a letter follows: the “I” after it is not the pronoun.',
  SOURCES.chicago,
);

/** Nouns for the reader in the third person ("the user can…"), which a guide addressing "you" replaces. */
export const READER_NOUNS = listed(
  [
    'the user',
    'a user',
    'the reader',
    'a reader',
    'the end user',
    'an end user',
    'the end-user',
    'an end-user',
    'the learner',
    'the viewer',
    // "each", not "every": a second-pass batch with "every user" was reverted (decisions.md).
    'each user',
    'each reader',
  ],
  'Documentation addressed to its reader says “you”, not “the user”.',
  SOURCES.googleWords,
);

/**
 * Who public services, insurers, banks, landlords and carriers address by the role they hold for them
 * ("Applicants must upload…", "The policyholder may cancel…", "Taxpayers must file…"): the US Plain
 * Language Guidelines ("Use pronouns to speak directly to readers") and GOV.UK ("Address the user as
 * 'you'") rewrite these with "you". An open class, so it is made, not listed: the recipients of a
 * service, and compounds of what someone holds or pays ("cardholder", "season ticket holder",
 * "taxpayer", "bill payer") in their closed, hyphenated and open spellings.
 */
const SERVICE_RECIPIENTS: readonly string[] = [
  'applicant',
  'claimant',
  'passenger',
  'renter',
  'tenant',
  'resident',
  'borrower',
  'homeowner',
  'householder',
  'patron',
  'beneficiary',
  'enrollee',
  'registrant',
  'entrant',
  'candidate',
  'trainee',
  'apprentice',
  'diner',
  'motorist',
  'commuter',
  'holidaymaker',
  'vacationer',
  'jobseeker',
  'job seeker',
  'writer',
  'investor',
  'depositor',
  'pensioner',
  'retiree',
  'caregiver',
  'carer',
  // Charities address their donors and volunteers, employers their staff in an HR portal, and carriers
  // the person a parcel is for by these roles; each is the reader of that text (issue 16, independent
  // texts, fourth pass).
  'donor',
  'supporter',
  'volunteer',
  'fundraiser',
  'employee',
  'staff member',
  'new starter',
  'recipient',
  'participant',
  'delegate',
  // A firm's clients and a helpline's callers are the readers of its contract terms and phone menus
  // (issue 16, independent texts, fifth pass).
  'client',
  'caller',
  // The parties who read the terms they sign: a hire, a lease, a licence or a sale ("The hirer shall return
  // the vehicle…", "The purchaser must inspect the goods…"; issue 16, second blind round, sixth pass).
  'hirer',
  'lessee',
  'licensee',
  'purchaser',
  'occupant',
  // A school's, a nursery's or a camp's letters address the parents and guardians of its pupils ("Parents need
  // to sign the consent form…"; issue 16, independent texts, writer o). "The parent must have display: flex"
  // is an element of a page (`STRUCTURE_PARENT_WORDS`).
  'parent',
  'guardian',
];
// What someone holds or pays: "card" + "holder" is "cardholder", "card-holder" and "card holder".
const HELD = [
  'card',
  'policy',
  'lease',
  'ticket',
  'season ticket',
  'licence',
  'license',
  'pass',
  'permit',
  'badge',
];
const PAID = ['tax', 'rate', 'bill', 'fee'];
const compounds = (heads: readonly string[], agent: string): string[] =>
  heads.flatMap((head) =>
    head.includes(' ') ? [`${head} ${agent}`] : [`${head}${agent}`, `${head}-${agent}`, `${head} ${agent}`],
  );
// Each role in the singular and the plural ("the applicant", "applicants").
const SERVICE_ROLES: ReadonlyArray<readonly [string, string]> = [
  ...SERVICE_RECIPIENTS,
  ...compounds(HELD, 'holder'),
  ...compounds(PAID, 'payer'),
].map((singular) => [singular, singular.endsWith('y') ? `${singular.slice(0, -1)}ies` : `${singular}s`]);
const SERVICE_ROLE_REASON =
  'Guidance addressed to the person who holds this role for the service says “you”, not the role.';
const article = (noun: string): string => (/^[aeiou]/.test(noun) ? 'an' : 'a');

/**
 * The roles of `READER_ROLE_NOUNS` besides the service roles, in the singular without an article.
 */
const BASIC_ROLES: readonly string[] = [
  'customer',
  'subscriber',
  'player',
  'guest',
  'student',
  'visitor',
  'buyer',
  'shopper',
  'traveller',
  'traveler',
  'attendee',
  // Members of a plan or a club, holders of an account, patients of a practice and delivery drivers in
  // their app: each is the person the text is written for (issue 16, independent texts, third pass).
  'account holder',
  'member',
  'patient',
  'driver',
  // A member just joined, greeted in the welcome text (issue 16, independent texts, writer k).
  'new member',
  'new customer',
];

/**
 * The reader named by the role they play for the product ("the customer can track the parcel", "the
 * guest can check out late", "the student can retake the exam"): text addressed to that person says
 * "you" (Microsoft Writing Style Guide, "Person": use second person, "you", to talk to the customer).
 */
export const READER_ROLE_NOUNS = listed(
  [
    ...BASIC_ROLES.map((role) => `the ${role}`),
    'a customer',
    // "Each student needs to install Zoom": a role taken one by one is still the reader, as the service
    // roles below are (issue 16, independent texts, writer m). Not "every": see `READER_NOUNS`.
    ...BASIC_ROLES.map((role) => `each ${role}`),
  ],
  'Text addressed to the person who uses the product says “you”, not a name for their role.',
  SOURCES.microsoftPerson,
).concat(
  SERVICE_ROLES.flatMap(([singular]) => [
    `the ${singular}`,
    `${article(singular)} ${singular}`,
    `each ${singular}`,
  ]).map((word) => ({ word, reason: SERVICE_ROLE_REASON, source: SOURCES.plainLanguage })),
);

/**
 * The roles, singular and of one word, that take a place or service before them (`ROLE_VENUES`: "the hotel
 * guest", "each gym member"). Not "driver": the bus driver is someone the passenger reading meets.
 */
export const VENUE_ROLE_HEADS = listed(
  [...BASIC_ROLES, ...SERVICE_RECIPIENTS].filter((role) => !role.includes(' ') && role !== 'driver'),
  'Text addressed to the person who uses the product says “you”, not a name for their role.',
  SOURCES.microsoftPerson,
);

/**
 * Roles that name a level of permission as well as a person ("owner, editor, viewer"): "the owner can delete
 * the board" states what the role may do, so only an obligation makes the role the reader ("To reset the
 * router, the owner has to hold the button", "The owner should change the default password"); the owner of a
 * board beside another reader noun is told apart as a manager (`THIRD_PARTY_MARKERS`).
 */
export const READER_OBLIGED_ROLES = listed(
  [
    ...['the owner', 'the device owner', 'the vehicle owner', 'the car owner', 'the pet owner'],
    // The owner of what the reader holds with the service, as "account holder" is ("The dashboard allows the
    // account owner to set spending limits"; issue 16, independent texts, writer m).
    ...['the account owner', 'the property owner', 'the home owner', 'the phone owner'],
  ],
  'A manual addressed to the owner of a device says “you”, not “the owner”.',
  SOURCES.microsoftPerson,
);

/**
 * The reader without an article, as terse specifications write it ("User can export reports."): only
 * opening a sentence and before a modal, since "User needs vary" and "User settings" are nouns.
 */
export const READER_NOUNS_BARE = listed(
  ['user', 'end user', 'end-user', 'reader'],
  'Documentation addressed to its reader says “you”, not “user”.',
  SOURCES.googleWords,
);

/** The reader in the plural ("users can", "readers should"): with a modal or a plain verb. */
export const READER_NOUNS_PLURAL = listed(
  [
    'users',
    'readers',
    'end users',
    'end-users',
    'the users',
    'the readers',
    'learners',
    'new users',
    'new readers',
  ],
  'Documentation addressed to its reader says “you”, not “users”.',
  SOURCES.googleWords,
);

/**
 * What may follow a role noun for it to be the reader told what to do, besides a modal ("the customer
 * can…"): an obligation or a permission ("guests are welcome to", "the student has to"). Other verbs
 * report on the role from outside ("The customer says the app crashes", "Customers love the new plan").
 */
export const READER_ROLE_OBLIGATIONS = listed(
  [
    'need to',
    'needs to',
    'have to',
    'has to',
    'is able',
    'are able',
    'is required',
    'are required',
    'is expected',
    'are expected',
    'is asked',
    'are asked',
    'is welcome',
    'are welcome',
    'is entitled',
    'are entitled',
    'is allowed',
    'are allowed',
    // The passives and adjectives of notices that tell their reader a duty, a right or advice ("Tenants
    // are responsible for…", "Residents are advised to…", "Homeowners are eligible for…").
    ...['responsible', 'advised', 'reminded', 'encouraged', 'invited', 'requested', 'urged', 'eligible']
      .concat(['liable', 'obliged', 'permitted', 'free'])
      .flatMap((word) => [`is ${word}`, `are ${word}`]),
  ],
  'An obligation or a permission: the role is the reader, told what they must or may do.',
  SOURCES.microsoftPerson,
);

/**
 * Words that open a step of a procedure ("First, the customer downloads the app", "Then the guest taps
 * Check in"): a role noun after one is the reader going through the steps, whatever its verb, as
 * instructions are written to the person who follows them (Microsoft Writing Style Guide, "Procedures").
 */
export const PROCEDURE_STEP_OPENERS = listed(
  [
    'first',
    'firstly',
    'then',
    'next',
    'finally',
    'lastly',
    'afterwards',
    'second',
    'secondly',
    'third',
    'thirdly',
  ],
  'A step of a procedure: the person in it is the reader following the steps.',
  SOURCES.microsoft,
);

/** Role nouns in the plural ("customers can return shoes within 60 days"), as `READER_ROLE_NOUNS`. */
export const READER_ROLE_NOUNS_PLURAL = listed(
  [
    'customers',
    'new customers',
    'subscribers',
    'players',
    'guests',
    'students',
    'visitors',
    'buyers',
    'shoppers',
    'travellers',
    'travelers',
    'attendees',
    'account holders',
    'members',
    'patients',
    // Riders of a ride service and listeners of a podcast app (issue 16, independent texts, writer k).
    'riders',
    'listeners',
  ],
  'Text addressed to the person who uses the product says “you”, not a name for their role.',
  SOURCES.microsoftPerson,
).concat(
  SERVICE_ROLES.map(([, plural]) => ({
    word: plural,
    reason: SERVICE_ROLE_REASON,
    source: SOURCES.plainLanguage,
  })),
);

/** Plain verbs after a plural reader noun ("users click Save"): with "you" they stay as they are. */
export const PLURAL_READER_VERBS = listed(
  [
    'need',
    'want',
    'click',
    'select',
    'enter',
    'open',
    'see',
    'get',
    'receive',
    'choose',
    'type',
    'sign',
    'log',
    'create',
    'add',
    'upload',
    'download',
    'go',
    'have',
    'are',
    'tap',
    'press',
    'navigate',
    'fill',
    'find',
    'do',
    "don't",
    // The actions of a procedure, as the singular list has them in "-s" ("the user saves").
    'access',
    'review',
    'confirm',
    'submit',
    'save',
    'edit',
    'delete',
    'remove',
    'change',
    'view',
    'install',
    'configure',
    'update',
    'copy',
    'paste',
    'drag',
    'search',
    'invite',
    'share',
    'export',
    'import',
    'connect',
    'enable',
    'disable',
    'switch',
    'visit',
    'follow',
    'complete',
    'launch',
    'verify',
    'specify',
    'pick',
    'scroll',
    'reset',
    'refresh',
    'restart',
    'pay',
    'request',
    'manage',
    'schedule',
    'upgrade',
    'cancel',
    'accept',
    'agree',
    'then',
    'first',
    'simply',
    'just',
    'also',
    'only',
    'typically',
    'usually',
  ],
  'A plain verb after a plural: the same form follows “you”.',
  SOURCES.googleWords,
);

/**
 * Words in a sentence that make "the user" a third party: the reader ("you") or the user's manager is
 * named, anywhere in the sentence (issue 16's labelling convention: "The user can ask an admin" is about
 * someone the admin reading it manages).
 */
export const THIRD_PARTY_MARKERS = listed(
  [
    'you',
    'your',
    "you're",
    "you'll",
    'yours',
    'admin',
    'admins',
    'administrator',
    'administrators',
    'owner',
    'owners',
    'manager',
    'managers',
    'moderator',
    'moderators',
    // The developers a reference addresses ("Developers can register a webhook that fires whenever a user must
    // sign in again"): the user of their app is someone else (Google developer documentation style guide,
    // "user": the person who uses the developer's product).
    'developer',
    'developers',
  ],
  "A sentence that names the reader or the user's manager talks about the user as someone else.",
  SOURCES.googleWords,
);

/**
 * Verbs that, before "them", tell the reader to deal with the user ("If the customer can't log in, ask
 * them to reset the password"): a support agent or an admin is reading, and the user is someone else.
 * Only verbs whose object is a person, so "send them to the printer" (the files) does not count.
 */
export const ADDRESSES_THIRD_PARTY = listed(
  ['ask', 'tell', 'remind', 'email', 'call', 'contact', 'thank', 'reassure', 'refer', 'direct', 'advise'],
  'The reader is told to speak to the user: the user is someone else.',
  SOURCES.googleWords,
);

/**
 * Words in a sentence that report on users as people observed ("In the study, users could find the
 * search box in four seconds"): a finding about them, not an instruction to the reader.
 */
export const OBSERVED_READER_MARKERS = listed(
  [
    'study',
    'studies',
    'survey',
    'surveys',
    'surveyed',
    'participants',
    'respondents',
    'researchers',
    'interviewed',
    'interviews',
    'usability',
    'pilot',
    'cohort',
    'observed',
    'testers',
    // A product team's own trials, as nouns in the plural ("In our tests, users could finish setup in four
    // minutes"; issue 16, independent texts, writer m); "users can take practice tests" is an instruction
    // (a present modal before the word, `inInstruction`).
    ...['tests', 'trials', 'experiments'],
  ],
  'A sentence that reports a study or a trial describes users; it does not address them.',
  SOURCES.googleWords,
);

/**
 * Devices and programs that read or drive ("the card reader", "the printer driver"): a sentence that names
 * one means it by "the reader" or "the driver" ("The driver must match the model of the printer").
 */
export const DEVICE_READER_MODIFIERS = listed(
  [
    'card',
    'screen',
    'barcode',
    'badge',
    'rfid',
    'nfc',
    'qr',
    'fingerprint',
    'smart-card',
    'pdf',
    'rss',
    'feed',
    'e-book',
    'ebook',
    'graphics',
    'printer',
    'device',
    'audio',
    'display',
    'network',
    'usb',
    'database',
    'jdbc',
    'odbc',
    'kernel',
  ],
  'A device or a program named by its job: "the reader" or "the driver" after it is that thing.',
  SOURCES.googleWords,
);

/**
 * Words that make "the reader" or "the driver" of their sentence a device: a device that reads ("e-reader",
 * "Kindle") or what only a device has ("lasts for weeks on a single charge", "the latest firmware").
 */
export const DEVICE_READER_WORDS = listed(
  [
    'e-reader',
    'e-readers',
    'ereader',
    'ereaders',
    'kindle',
    'kobo',
    'charge',
    'charges',
    'charging',
    'charged',
    'battery',
    'batteries',
    'firmware',
    'plugged',
    'unplugged',
    'cable',
    'waterproof',
    'backlight',
    'backlit',
  ],
  'A device that reads: "the reader" after it is the device, not a person.',
  SOURCES.googleWords,
);

/**
 * Participles of installing and looking after a device ("The readers must be mounted 1.2 m above the floor",
 * "the reader is wall-mounted"): "the reader" or "the driver" they are said of is a device, not a person.
 */
export const DEVICE_HANDLING = listed(
  [
    ...[
      'mounted',
      'wall-mounted',
      'installed',
      'fitted',
      'fixed',
      'attached',
      'wired',
      'plugged',
      'connected',
    ],
    ...[
      'calibrated',
      'positioned',
      'placed',
      'powered',
      'cleaned',
      'serviced',
      'replaced',
      'screwed',
      'bolted',
    ],
    ...['recharged', 'paired', 'stored', 'unplugged', 'disconnected', 'reset', 'rebooted'],
  ],
  'A device is installed and looked after: "the reader" said to be so is the device.',
  SOURCES.googleWords,
);

/**
 * Programs of a developer reference ("If the user cannot be found, the API returns 404", "whenever a user
 * must sign in again, the webhook fires"): a user in a clause of when or whether beside one is someone the
 * program deals with (Google developer documentation style guide, "user").
 */
export const PROGRAM_NOUNS = listed(
  [
    ...[
      'api',
      'apis',
      'endpoint',
      'endpoints',
      'sdk',
      'sdks',
      'webhook',
      'webhooks',
      'callback',
      'callbacks',
    ],
    ...['server', 'servers', 'backend', 'json', 'payload', 'http', 'https', 'middleware', 'hook', 'hooks'],
  ],
  'A program: a user in a clause about when it acts is someone it deals with, not the reader.',
  SOURCES.googleWords,
);

/**
 * Words that make "the client" or "the caller" of their sentence a program, as API documentation uses them
 * (Google developer documentation style guide, "client", "caller": the code that calls an API or a
 * function): "The client must retry with exponential backoff", "The caller must free the buffer".
 */
export const SOFTWARE_ROLE_WORDS = listed(
  [
    'api',
    'apis',
    'server',
    'servers',
    'endpoint',
    'endpoints',
    'request',
    'requests',
    'response',
    'responses',
    'retry',
    'retries',
    'backoff',
    'timeout',
    'http',
    'https',
    'socket',
    'sdk',
    'library',
    'function',
    'method',
    'callback',
    'buffer',
    'pointer',
    'thread',
    'exception',
    'argument',
    'parameter',
    'token',
    'payload',
    'json',
    'header',
    'headers',
    'returns',
    'returned',
    // What a caller of a function opens and must close or free ("The caller is responsible for closing the
    // connection"; issue 16, independent texts, writer m). Not "session" or "resources": a law firm's or a
    // therapist's client has those too; not "instance" ("for instance").
    ...['connection', 'connections', 'handle', 'handles', 'stream', 'streams', 'memory', 'object', 'objects'],
    'cursor',
  ],
  'A program that calls an API: "the client" or "the caller" in its sentence is code, not a person.',
  SOURCES.googleWords,
);

/**
 * Words that make "the parent" of their sentence a part of a structure, as web, file-system and programming
 * documentation use it ("The parent must be a flex container", "The parent process must wait for the child"):
 * the parent element, node, folder or process, not the parent of a pupil.
 */
export const STRUCTURE_PARENT_WORDS = listed(
  [
    ...['element', 'elements', 'node', 'nodes', 'container', 'containers', 'component', 'components'],
    ...['div', 'flex', 'flexbox', 'grid', 'css', 'html', 'dom', 'xml', 'process', 'processes', 'pid'],
    ...['directory', 'directories', 'folder', 'folders', 'class', 'subclass', 'subclasses', 'widget'],
    ...['widgets', 'layout', 'commit', 'commits', 'branch', 'subtask', 'subtasks', 'subpage', 'theme'],
  ],
  'A part of a page, a tree or a program: "the parent" in its sentence is the parent element, not a person.',
  SOURCES.googleWords,
);

/**
 * Verbs by which "you" goes through the text itself ("Before you begin, note that the reader…", "As you
 * read, the reader…"): the "you" and the reader noun are the same person, not a reader and a third party.
 */
export const READING_PROGRESS_VERBS = listed(
  ['begin', 'start', 'read', 'continue', 'proceed', 'work', 'go'],
  'The reader going through the text: the same person as the reader noun of the sentence.',
  SOURCES.googleWords,
);

/**
 * Words in a label that opens a block ("Internal memo:", "Product spec:"): the text is written for the
 * team about its users, not to the users (issue 16's independent texts: internal mail and specifications
 * are not addressed to the reader of the product).
 */
export const NOT_ADDRESSED_LABELS = listed(
  [
    ...['internal', 'memo', 'spec', 'specs', 'specification', 'prd', 'findings', 'research', 'minutes'],
    // Notes and policies written for the team, and labels naming the staff they are for ("Release notes
    // 4.2:", "Policy for staff:", "Note for reviewers:"): the text tells admins, reviewers or developers
    // about the product's users, who are a third party to them (issue 16, independent texts, writer k).
    ...['release', 'changelog', 'policy', 'staff', 'reviewers', 'admins', 'administrators', 'managers'],
    ...['developers', 'moderators', 'agents'],
  ],
  'A block labelled as internal text or a specification speaks about users, not to them.',
  SOURCES.googleWords,
);

/**
 * Words of a label that name a release or an edition of a note rather than what it is for ("Release notes,
 * version 6.2:", "Changelog, build 2231:"): with the numbers, they do not count towards the label's length.
 */
export const LABEL_EDITION_WORDS = listed(
  ['version', 'build', 'revision', 'rev', 'v'],
  'A version named in a label: the label stays short however long the number.',
  SOURCES.googleWords,
);

/**
 * Nouns that name a release of a product by its number ("Release 3.8 lets users export…", "In version 2.0,
 * customers can…"): a sentence opening with one is a release note, which the catalogue lets pass as it does
 * a block labelled "Release notes:" (issue 16, independent texts, writer m).
 */
export const RELEASE_NAMES = listed(
  ['release', 'version', 'build', 'update', 'patch'],
  'A release named by its number: the sentence is a release note about users, not to them.',
  SOURCES.googleWords,
);

/**
 * Places and services whose roles the reader holds, as nouns before the role ("Hotel guests are welcome
 * to…", "The gym member must…", "Museum visitors can…"): the compound names the same person as the role
 * alone, as "account holder" and "season ticket holder" do (Microsoft Writing Style Guide, "Person"). Only
 * nouns: an adjective before a role picks out some of them ("blind users", "premium subscribers").
 */
export const ROLE_VENUES = listed(
  [
    ...['hotel', 'hostel', 'resort', 'spa', 'gym', 'club', 'pool', 'library', 'museum', 'gallery', 'zoo'],
    ...['theatre', 'theater', 'cinema', 'festival', 'conference', 'event', 'course', 'clinic', 'hospital'],
    ...['pharmacy', 'surgery', 'bank', 'airline', 'flight', 'rail', 'train', 'bus', 'coach', 'ferry'],
    ...['cruise', 'store', 'shop', 'restaurant', 'campsite', 'school', 'college', 'university', 'app'],
    ...['website', 'site', 'scheme', 'programme', 'program', 'plan', 'loyalty'],
  ],
  'A place or service named before a role: the compound is the role, the reader of the text.',
  SOURCES.microsoftPerson,
);

/** Modal verbs after which "the user" can become "you" with no other change ("the user can" → "you can"). */
export const MODALS = listed(
  [
    'can',
    'could',
    'must',
    'should',
    'will',
    'would',
    'may',
    'might',
    'cannot',
    "can't",
    "won't",
    "shouldn't",
    "mustn't",
    "wouldn't",
    "couldn't",
    // "ought to" is a modal too, in the advice of a guide ("the user ought to turn on two-factor sign-in").
    'ought',
    // "shall" is the "must" of contracts and terms ("The tenant shall give 30 days' notice"); plain-language
    // guides rewrite it as "you must" (US Plain Language Guidelines, "Use 'must' to indicate requirements").
    'shall',
    "shan't",
  ],
  'A modal verb: it does not change with the subject.',
  SOURCES.googleWords,
);

/** Third-person verbs after "the user": the sentence addresses the reader, but the verb must change too. */
export const THIRD_PERSON_VERBS = listed(
  [
    'is',
    'has',
    'needs',
    'wants',
    'clicks',
    'selects',
    'enters',
    'opens',
    'sees',
    'gets',
    'receives',
    'chooses',
    'types',
    'signs',
    'logs',
    'creates',
    'adds',
    'uploads',
    'downloads',
    'goes',
    'tries',
    'does',
    "doesn't",
    "isn't",
    "hasn't",
    'was',
    'navigates',
    'presses',
    'fills',
    'picks',
    'scrolls',
    'taps',
    'submits',
    'saves',
    'edits',
    'deletes',
    'removes',
    'changes',
    'views',
    'reviews',
    'confirms',
    'accepts',
    'agrees',
    'returns',
    'visits',
    'reads',
    'writes',
    'follows',
    'starts',
    'finishes',
    'completes',
    'installs',
    'configures',
    'sets',
    'updates',
    'copies',
    'pastes',
    'drags',
    'hovers',
    'searches',
    'finds',
    'invites',
    'shares',
    'exports',
    'imports',
    'connects',
    'enables',
    'disables',
    'turns',
    'switches',
    'lands',
    'arrives',
    'leaves',
    'closes',
    'resets',
    'refreshes',
    'reloads',
    'restarts',
    'runs',
    'launches',
    'checks',
    'verifies',
    'provides',
    'specifies',
    'decides',
    'knows',
    'learns',
    'expects',
    'requires',
    'makes',
    'uses',
    'tries',
    'begins',
    'answers',
    'replies',
    'writes',
    'scans',
    'pays',
    'buys',
    'orders',
    'books',
    'sends',
    'hits',
    'taps',
    'swipes',
    'holds',
    'keeps',
    'loses',
    'forgets',
    'remembers',
    'reaches',
    'wishes',
    'likes',
    'prefers',
    'notices',
    'encounters',
    'experiences',
    'chooses',
    'then',
    'first',
    'simply',
    'just',
    'now',
    'also',
    'only',
    'typically',
    'usually',
    'normally',
    'always',
    'never',
    'often',
  ],
  'A verb in the third person: with “you” it takes another form.',
  SOURCES.googleWords,
);

/** Words after a capital "I" that make it the letter, not the pronoun ("the I key", "the I button"). */
export const LETTER_I_NOUNS = listed(
  ['key', 'keys', 'button', 'shortcut'],
  'A key or a control named by its letter: the “I” before it is the letter, not the pronoun.',
  SOURCES.microsoft,
);

/** The verbs after "I" that change with it: "I am" → "we are", "I was" → "we were". */
export const VERBS_AFTER_I: ReadonlyArray<{
  readonly word: string;
  readonly plural: string;
  readonly reason: string;
  readonly source: string;
}> = [
  ['am', 'are'],
  ['was', 'were'],
].map(([word = '', plural = '']) => ({
  word,
  plural,
  reason: 'A verb that agrees with "I": it takes the plural form along with "we".',
  source: SOURCES.mailchimp,
}));

/**
 * Words after which a plural reader noun starts a clause, as it does a sentence ("When users click Export,
 * the app…", "Once users sign in"); "and" is not one ("guests and users can").
 */
export const READER_CLAUSE_OPENERS = listed(
  [
    'when',
    'whenever',
    'if',
    'once',
    'after',
    'before',
    'until',
    'unless',
    'while',
    'because',
    'so',
    'then',
    'where',
  ],
  "A word that opens a clause: the plural noun after it is the clause's subject, as at a sentence start.",
  SOURCES.googleWords,
);

/**
 * Words that start the object of a verb ("the user accesses the report", "approves it"): a word in "-s"
 * before one is a verb with its object, not the plural of a compound noun ("the user settings page").
 */
export const OBJECT_STARTS = listed(
  [
    'the',
    'a',
    'an',
    'an',
    'your',
    'their',
    'his',
    'her',
    'its',
    'this',
    'that',
    'these',
    'those',
    'my',
    'our',
    'each',
    'every',
    'any',
    'some',
    'all',
    'it',
    'them',
    'him',
    'us',
    // A preposition after the verb ("the user authenticates with SSO", "signs into the app").
    'with',
    'to',
    'into',
    'from',
    'through',
    'via',
    'for',
    'up',
    'out',
    'back',
  ],
  'A determiner, an object pronoun or a preposition: the word in "-s" before it is a verb.',
  SOURCES.googleWords,
);

/** Words in "-ly" that are not adverbs between a subject and its verb ("the user only", "the user reply"). */
export const NOT_ADVERBS_LY = listed(
  ['reply', 'apply', 'supply', 'rely', 'family', 'daily', 'weekly', 'monthly', 'yearly', 'assembly', 'ally'],
  'A word in "-ly" that is a noun or a verb, not an adverb before the verb.',
  SOURCES.googleWords,
);

/**
 * Words that open what describes a reader noun before its verb ("users on the free plan can…", "readers
 * interested in the API should…", "a user who forgets it can…").
 */
export const READER_MODIFIER_STARTS = listed(
  [
    'who',
    'that',
    'of',
    'on',
    'in',
    'with',
    'without',
    'from',
    'using',
    'interested',
    'outside',
    'under',
    'behind',
    // Where the reader goes or what they hold ("Visitors to the museum must…", "Guests at the hotel can…").
    'to',
    'at',
    'for',
  ],
  'A relative pronoun, preposition or participle: a description of the reader noun follows, then its verb.',
  SOURCES.googleWords,
);

/** Modals that address the reader after such a description; "would" and "could" report ("said they would"). */
export const READER_DISTANT_MODALS = listed(
  [
    'can',
    'must',
    'should',
    'may',
    'will',
    'cannot',
    "can't",
    "won't",
    "mustn't",
    "shouldn't",
    'ought',
    'shall',
  ],
  'A modal of what the reader can or must do.',
  SOURCES.googleWords,
);

/**
 * Verbs by which the product acts on the reader, with the reader as object ("this lets the user export",
 * "the page prompts users to sign in"), which a text addressed to "you" writes with "you" ("lets you
 * export"). `then` is what must follow the reader noun: any word (a bare verb), "to", or a direction.
 */
export const ACTS_ON_READER: ReadonlyArray<{
  readonly word: string;
  readonly then: 'verb' | 'to' | 'direction';
  readonly reason: string;
  readonly source: string;
}> = [
  ...['let', 'lets', 'help', 'helps'].map((word) => ({ word, then: 'verb' as const })),
  ...[
    'allow',
    'allows',
    'enable',
    'enables',
    'prompt',
    'prompts',
    'ask',
    'asks',
    'require',
    'requires',
    'invite',
    'invites',
    'force',
    'forces',
    'remind',
    'reminds',
    'encourage',
    'encourages',
    'permit',
    'permits',
  ].map((word) => ({ word, then: 'to' as const })),
  ...[
    'redirect',
    'redirects',
    'take',
    'takes',
    'send',
    'sends',
    'bring',
    'brings',
    'guide',
    'guides',
    'walk',
    'walks',
    'show',
    'shows',
    'give',
    'gives',
    'offer',
    'offers',
    'notify',
    'notifies',
  ].map((word) => ({ word, then: 'direction' as const })),
].map((entry) => ({
  ...entry,
  reason: 'The product acting on its reader: a text addressed to the reader says “you”.',
  source: SOURCES.googleWords,
}));

/** Words after the reader noun that carry on a verb of `ACTS_ON_READER` with "direction" ("takes the user to"). */
export const READER_DIRECTIONS = listed(
  // "the": what is given or shown, as "a" ("gives the user the option", "shows the reader the steps").
  ['to', 'back', 'through', 'into', 'a', 'an', 'the', 'how', 'what', 'where', 'which', 'when', 'why'],
  'A preposition, article or question word: what the product does for its reader follows.',
  SOURCES.googleWords,
);

/**
 * Adjectives of how easy or hard the product makes something for its reader ("makes it easy for the user to
 * book", "makes it possible for customers to pay", "made it harder for users to lose data"): the reader after
 * "for" is the product's object, as after "lets" (the writers' convention of set o; Google developer
 * documentation style guide, "user": address the reader as "you").
 */
export const READER_EASE_ADJECTIVES = listed(
  [
    ...['easy', 'easier', 'easiest', 'simple', 'simpler', 'possible', 'quick', 'quicker', 'faster'],
    ...['effortless', 'convenient', 'painless', 'straightforward', 'safe', 'safer', 'seamless'],
    ...['hard', 'harder', 'difficult', 'impossible'],
  ],
  'How easy the product makes something for its reader: the reader after "for" is its object.',
  SOURCES.googleWords,
);

/**
 * Plural nouns that "user" and "reader" form compounds with ("the user groups the admin creates", "the
 * user settings the app stores"): after "the user" they are nouns, though they end in "-s" as verbs do.
 */
export const READER_COMPOUND_HEADS = listed(
  [
    'groups',
    'settings',
    'accounts',
    'roles',
    'permissions',
    'details',
    'names',
    'records',
    'sessions',
    'profiles',
    'stories',
    'interviews',
    'types',
    'ids',
    'lists',
    'fields',
    'attributes',
    'preferences',
    'credentials',
    'tokens',
    'journeys',
    'flows',
    'events',
    'metrics',
    'seats',
    'licenses',
    'licences',
    'comments',
    'reviews',
    'ratings',
    'emails',
    'messages',
    'files',
    'documents',
    'photos',
    'notes',
    'tasks',
    'projects',
    'teams',
    'workspaces',
    'addresses',
    'passwords',
    'devices',
    'logins',
    'rights',
    'levels',
    'limits',
    'quotas',
    'counts',
  ],
  'A noun that "user" or "reader" qualifies ("user settings"): the subject of the sentence, not a verb.',
  SOURCES.googleWords,
);
