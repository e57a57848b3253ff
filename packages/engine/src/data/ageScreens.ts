import { listed } from './listedWord.ts';
import { SOURCES } from './sources.ts';

/**
 * Words that make a sentence a job ad or a hiring note, where an upper age limit or a cap on experience
 * screens out older people (US EEOC, job advertisements; the Age Discrimination in Employment Act).
 */
export const HIRING_WORDS = listed(
  [
    'applicant',
    'applicants',
    'candidate',
    'candidates',
    'hire',
    'hires',
    'hiring',
    'role',
    'position',
    'job',
    'vacancy',
    'apply',
    'recruit',
    'recruits',
    'recruiting',
    'recruitment',
    'team',
    'seeking',
    'looking',
    'talent',
    // An application and its outcome, and a list of requirements ("Max. age 30 at time of application",
    // "must have graduated in 2025 to be considered", "Requirements: age 21-29").
    'application',
    'applications',
    'considered',
    'requirements',
    'employee',
    'employees',
    'staff',
    'intern',
    'interns',
    'internship',
    'graduates',
    'go-getters',
    // A notice of a vacancy and the trainee posts that graduate schemes fill ("Graduate trainee wanted").
    'wanted',
    'trainee',
    'trainees',
    'apprentice',
    'apprentices',
    'apprenticeship',
  ],
  'A word of hiring: an age limit in its sentence screens applicants.',
  SOURCES.eeoc,
);

/**
 * Generational labels ("millennials", "Gen Z"): said with a sweeping judgement in the same sentence they
 * stereotype (APA, "Age": avoid generational labels that stereotype; Conscious Style Guide, "Age").
 * A generation's name also stereotypes with a claim about what the whole generation does or does not do
 * ("Millennials don't answer calls", "Gen Z shoppers only care about looks", "millennials, who rent").
 */
export const GENERATION_NAMES = listed(
  [
    'millennials',
    'millennial',
    'zoomers',
    'zoomer',
    'gen z',
    'gen-z',
    'gen zers',
    'gen-zers',
    'gen x',
    'gen xers',
    'gen alpha',
    'generation z',
    'generation x',
    'the younger generation',
    'the older generation',
    // The other generations Pew Research Center names ("baby boomers", "Gen Y"): "boomers" alone is a
    // dismissal of its own (`AGE_ENTRIES`), "baby boomers" the neutral name, which a claim makes a stereotype.
    'baby boomers',
    'baby boomer',
    'gen y',
    'generation y',
    'generation alpha',
    'gen xer',
    'gen zer',
    // Age groups named as a whole cohort, which a stereotype in their sentence pins a trait on
    // ("Teenagers these days are glued to their phones", "the silver generation, who are suspicious of…").
    'teenagers',
    'teens',
    'the silver generation',
    'silver generation',
  ],
  'It lumps a generation together and pins a trait on all of it.',
  SOURCES.apaAge,
);

/**
 * Age groups described plainly ("older people", "young people"): they stereotype only with a sweeping
 * judgement ("Older users are clueless"); "Older adults don't pay the fee" states a rule.
 */
export const AGE_GROUP_LABELS = listed(
  [
    'older people',
    'older users',
    'older customers',
    'older workers',
    'older employees',
    'older staff',
    'older colleagues',
    'older folks',
    'older adults',
    'young people',
    'younger people',
    'younger users',
    'younger workers',
    'young folks',
  ],
  'It lumps a generation together and pins a trait on all of it.',
  SOURCES.apaAge,
);

/** Sweeping judgements that, with a generational label, make a stereotype ("Millennials are lazy"). */
export const STEREOTYPE_WORDS = listed(
  [
    'lazy',
    'entitled',
    'spoiled',
    'spoilt',
    'snowflake',
    'snowflakes',
    'clueless',
    'glued',
    'addicted',
    'obsessed',
    'whiny',
    'narcissistic',
    'technophobes',
    'technophobic',
    'tech-illiterate',
    'illiterate',
    'stubborn',
    'helpless',
    'hopeless',
    'senile',
    'dinosaurs',
    'slow',
    'confused',
    'confusing',
    // Fear of technology pinned on a whole age group ("older people are scared of technology").
    'scared',
    'afraid',
    'frightened',
    'terrified',
    'intimidated',
    // The "participation trophy" and entitlement stereotype of younger generations.
    'trophy',
    'trophies',
    'coddled',
    'pampered',
    'mollycoddled',
    // Traits pinned on a generation as its nature ("Gen Xers are cynical", "naturally suspicious of online
    // banking", "older reps struggle with the CRM"; Conscious Style Guide, age stereotypes).
    'cynical',
    'naive',
    'suspicious',
    'naturally',
    'struggle',
    'struggles',
    'struggled',
    'struggling',
    // Resistance to change, recklessness and a short attention span, the stock traits pinned on older and
    // younger people at work (Conscious Style Guide, age stereotypes; AARP, "Disrupt Aging" on older
    // workers as resistant to change and needing hand-holding with technology).
    'resist',
    'resists',
    'resistant',
    'reckless',
    'irresponsible',
    'impatient',
    'disloyal',
    'hand-holding',
    'handholding',
    'span',
  ],
  'A sweeping judgement of a whole group of people.',
  SOURCES.consciousAge,
);

/**
 * Words that, right after a generation's name, make a claim about all of it: a denial or an adverb of
 * all or nothing ("Millennials don't answer calls", "Gen Z shoppers only care about looks").
 */
export const GENERATION_CLAIMS = listed(
  [
    "don't",
    "doesn't",
    "won't",
    "can't",
    'cannot',
    'never',
    'rarely',
    'only',
    'always',
    'all',
    'hate',
    'refuse',
  ],
  'A claim about everyone of a generation.',
  SOURCES.consciousAge,
);

/**
 * Verbs of wanting, expecting and liking that, with a generation's name as their subject, say what the
 * whole generation wants ("Millennials expect instant answers", "The Gen Z crowd will love…"): marketing's
 * generalisation about a cohort, a stereotype however flattering (APA, "Age": avoid generational labels
 * that generalise; Conscious Style Guide, "Age").
 */
export const GENERATION_WANTS = listed(
  [
    ...['want', 'wants', 'expect', 'expects', 'demand', 'demands', 'crave', 'craves', 'prefer', 'prefers'],
    ...['love', 'loves', 'adore', 'adores', 'value', 'values', 'appreciate', 'appreciates', 'enjoy'],
    ...['enjoys', 'favour', 'favours', 'favor', 'favors', 'care', 'cares', 'seek', 'seeks', 'insist'],
    ...['insists', 'gravitate', 'gravitates'],
  ],
  'What a whole generation is said to want or like.',
  SOURCES.apaAge,
);

/** Verbs that, after "can't", "don't" or "never", deny a whole generation a skill ("Gen Z can't focus"). */
export const DENIED_SKILLS = listed(
  [
    'focus',
    'understand',
    'handle',
    'cope',
    'learn',
    'adapt',
    'use',
    'read',
    'concentrate',
    'figure',
    'work',
    'function',
  ],
  'A skill denied to a whole group of people.',
  SOURCES.consciousAge,
);

/**
 * Nouns that "aged" describes as things, not people: accounting's aged debt (invoices grouped by how long
 * they are overdue: "the aged debtors report") and matured food and drink ("the aged cheddar").
 */
export const AGED_THINGS = listed(
  [
    'debt',
    'debts',
    'debtors',
    'debtor',
    'creditors',
    'creditor',
    'receivables',
    'payables',
    'balance',
    'analysis',
    'report',
    'reports',
    'invoices',
    'inventory',
    'stock',
    'cheese',
    'cheddar',
    'gouda',
    'parmesan',
    'beef',
    'steak',
    'wine',
    'whisky',
    'whiskey',
    'rum',
    'balsamic',
    'steel',
    'oak',
    // Australia's name for the sector of care homes and home care ("the aged care sector", the Aged Care Act
    // 1997): a compound noun, not "the aged" as people.
    'care',
  ],
  'A thing that "aged" describes: overdue in accounting, matured in food, drink and materials, and aged care.',
  SOURCES.apaAge,
);

/** Animals that "elderly" may describe ("our elderly cat"): the rule is about people. */
export const ANIMALS = listed(
  [
    'cat',
    'cats',
    'dog',
    'dogs',
    'pet',
    'pets',
    'horse',
    'horses',
    'pony',
    'ponies',
    'donkey',
    'donkeys',
    'rabbit',
    'rabbits',
    'parrot',
    'tortoise',
    'hamster',
    'animal',
    'animals',
    'labrador',
    'spaniel',
    'terrier',
    'greyhound',
    'collie',
    'beagle',
    'poodle',
    'retriever',
    'whippet',
  ],
  'An animal, which an age word does not lump together as people.',
  SOURCES.apaAge,
);

/**
 * Words of a job ad's wish before "young" ("We need a young go-getter", "We're after young people",
 * "Requirements: young, presentable"): an age preference in a job notice (US EEOC, job advertisements).
 */
export const SEEKING_WORDS = listed(
  [
    'need',
    'needs',
    'want',
    'wants',
    'seek',
    'seeks',
    'seeking',
    'looking',
    'hiring',
    'hire',
    'recruiting',
    'recruit',
    'requirements',
    'requirement',
    'required',
    'ideal',
    'after',
    // A stated preference is a wish as much as a need ("we prefer young lady for the reception desk").
    'prefer',
    'prefers',
    'preferred',
    'preferably',
  ],
  'A word of wanting someone for a job: "young" after it states a preferred age.',
  SOURCES.eeoc,
);

/**
 * People that a job ad may want young ("a young go-getter", "young people who can run our channels");
 * the pairs with their own phrase ("young professionals", "young talent") are in `AGE_ENTRIES`.
 */
export const YOUNG_WANTED_PEOPLE = listed(
  [
    'people',
    'person',
    'someone',
    'individual',
    'individuals',
    'go-getter',
    'self-starter',
    'self-starters',
    'man',
    'men',
    'woman',
    'women',
    'guy',
    'guys',
    // The words for a woman or a man that job ads abroad use ("young lady for reception", "young girls
    // for promotions"), an age and a sex screen at once (US EEOC, job advertisements).
    'lady',
    'ladies',
    'girl',
    'girls',
    'boy',
    'boys',
    'gentleman',
    'gentlemen',
    'gun',
    'recruit',
    'recruits',
    'hire',
    'workers',
    'worker',
    'salesperson',
    'salespeople',
    'developers',
    'developer',
    'designers',
    'designer',
    'marketers',
    'marketer',
    // The face a shop or a bar puts forward: "we want young, lively faces on the shop floor".
    'face',
    'faces',
  ],
  'A person a job ad wants: with "young" before it, an age preference.',
  SOURCES.eeoc,
);

/**
 * People that "older" or "younger" before them makes an age group of, an open class of the words for
 * people at work, as customers or at large ("older reps", "a younger person", "younger staff"); the
 * group stereotypes only with a judgement in its sentence (APA, "Age": avoid lumping by age). Things are
 * older too ("older browsers are slow"), so only people are listed.
 */
export const AGE_GROUP_PEOPLE = listed(
  [
    'person',
    'people',
    'persons',
    'folks',
    'adults',
    'staff',
    'reps',
    'representatives',
    'colleagues',
    'candidate',
    'candidates',
    'applicant',
    'applicants',
    'worker',
    'workers',
    'employee',
    'employees',
    'hires',
    'recruits',
    'users',
    'customers',
    'clients',
    'shoppers',
    'members',
    'learners',
    'students',
    'professionals',
    'managers',
    'engineers',
    'developers',
    'salespeople',
    'men',
    'women',
    'ladies',
    'guys',
    'generations',
    'audiences',
    'consumers',
    'gentleman',
    'gentlemen',
    'man',
    'woman',
    'lady',
    // The people a service deals with, whom an age group of them lumps together as customers are
    // ("older patients usually struggle with the booking app", "older passengers are confused by…").
    'patients',
    'residents',
    'passengers',
    'travellers',
    'travelers',
    'visitors',
    'guests',
    'tenants',
    'patrons',
    'citizens',
    'volunteers',
    'viewers',
    'listeners',
    'buyers',
    'borrowers',
    'investors',
    'voters',
    'pupils',
    'parents',
    'homeowners',
    'subscribers',
    'callers',
    'diners',
    'teachers',
    'nurses',
    'doctors',
    // Staff named by their job: "older cashiers are slow with the new tills".
    ...['cashiers', 'clerks', 'agents', 'operators', 'technicians', 'drivers', 'baristas', 'waiters'],
    ...['assistants', 'receptionists', 'tellers', 'advisers', 'advisors'],
  ],
  'A person or a group of people: "older" or "younger" before it makes an age group.',
  SOURCES.apaAge,
);

/**
 * Words of a job's fit that, with an age group in a sentence about a job, prefer one age ("better suited
 * to someone younger rather than an older candidate", "The shop floor suits a younger person"; US EEOC,
 * job advertisements).
 */
export const AGE_FIT_WORDS = listed(
  ['suited', 'suits', 'suit', 'suitable', 'rather', 'prefer', 'preferred', 'fit', 'ideal', 'better'],
  'A judgement of who fits a job: with an age group, a preference for one age.',
  SOURCES.eeoc,
);

/**
 * Adjectives of a person's manner that, coordinated with "young" ("young, lively", "young and outgoing"), make
 * the job ad's "young and dynamic" pair; unlike the pair's own adjectives (`JOB_AD_ADJECTIVES`), they count
 * only where a person is wished for, asked of the reader, or the pair is a whole line of requirements ("a young,
 * lively barista", "Are you young and outgoing?", "| Young and outgoing |"), since "a young, lively crowd" and
 * "this young, lively wine" describe (US EEOC, job advertisements).
 */
export const TRAIT_ADJECTIVES = listed(
  [
    ...['lively', 'outgoing', 'bubbly', 'presentable', 'sociable', 'upbeat', 'cheerful', 'attractive'],
    ...['good-looking', 'driven', 'confident', 'charismatic', 'friendly', 'energetic', 'dynamic', 'vibrant'],
    ...['enthusiastic', 'motivated', 'ambitious', 'hungry', 'fun', 'fresh', 'trendy', 'stylish', 'eager'],
  ],
  'A trait of manner that a job ad pairs with "young" to ask for a young hire.',
  SOURCES.eeoc,
);
