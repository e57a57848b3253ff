import { inflect } from '../language/wordForms.ts';

/**
 * Semantic classes of verbs and nouns by which the empathy rule reads help told in the writer's own words:
 * the writer's side doing something for the reader ("we've moved your bookings across", "our team will
 * arrange home visits for anyone who…"), and what the reader is given ("the digital edition is already
 * unlocked in your account"). Sources: Levin, "English Verb Classes and Alternations" (1993): verbs of
 * giving (13.1), of future having (13.3: offer, extend, reserve…), of creation with a benefactive "for"
 * (26: build, prepare, write… "for you"), of putting and sending (9, 11); FrameNet frames Assistance,
 * Giving, Offering, Arranging and Repayment (https://framenet.icsi.berkeley.edu); Zendesk, "Empathy
 * statements for customer service": say who will help and how.
 */

/** Every inflected form of each verb (base, -s, past, participle, -ing). */
function verbForms(lemmas: readonly string[]): ReadonlySet<string> {
  const forms = new Set<string>();
  for (const lemma of lemmas) {
    forms.add(lemma);
    for (const inflection of ['s', 'past', 'participle', 'ing'] as const) {
      for (const form of inflect(lemma, inflection)) forms.add(form);
    }
  }
  return forms;
}

/**
 * Acts done for someone by their nature (Levin 13.1 and 13.3; FrameNet Assistance, Repayment): whatever
 * the object, the reader gains ("we'll rebook anyone who would miss a connection", "our team can explain
 * the appeals process"). Verbs whose object decides ("add", "keep", "move") are below.
 */
export const HELPING_VERBS = verbForms([
  ...['help', 'assist', 'refund', 'reimburse', 'compensate', 'waive', 'rebook', 'replace', 'repair'],
  ...['restore', 'reinstate', 'reactivate', 'unlock', 'unblock', 'arrange', 'organise', 'organize'],
  ...['upgrade', 'honour', 'honor', 'cover', 'absorb', 'expedite', 'prioritise', 'prioritize', 'chase'],
  ...['explain', 'guide', 'migrate', 'reserve', 'fast-track', 'sort', 'fix', 'resolve', 'support'],
  ...['accommodate', 'reroute', 're-route', 'redeliver', 'resend', 're-send', 'reissue', 'match'],
]);

/**
 * Verbs of giving and sending (Levin 13.1, 11.1): help when what is given is no burden ("we'll give you a
 * free month", not "we'll send you a bill" or "give 30 days' notice").
 */
export const GIVING_VERBS = verbForms([
  ...['give', 'offer', 'provide', 'send', 'lend', 'pay', 'credit', 'extend', 'book', 'deliver', 'collect'],
  ...['leave', 'load', 'install', 'text', 'email', 'message'],
  // Levin 13.1 (give: hand, serve), 13.3 (future having: grant, allocate, issue), 13.4.1 (provide:
  // supply, equip) and 13.2 (contribute: distribute, donate).
  ...['hand', 'serve', 'grant', 'allocate', 'issue', 'supply', 'equip', 'distribute', 'donate'],
]);

/**
 * Verbs of giving out to many (Levin 13.2, contribute; "hand out", "give out"): the object is given to
 * people, so any object that is no burden helps ("our staff are handing out meal vouchers", "we'll hand
 * out bottled water at the community centre").
 */
export const DISTRIBUTING_VERBS = verbForms(['distribute', 'donate']);
export const OUT_PARTICLES = new Set(['out', 'round', 'around']);

/**
 * Arrangements that spread or lift a cost the reader cannot meet (FrameNet Assistance; Ofgem and FCA
 * guidance on customers in payment difficulty): "our advisers can set up a payment plan".
 */
export const RELIEF_ARRANGEMENTS: readonly (readonly string[])[] = [
  ['payment', 'plan'],
  ['repayment', 'plan'],
  ['instalment', 'plan'],
  ['installment', 'plan'],
  ['payment', 'holiday'],
  ['hardship', 'fund'],
  ['hardship', 'scheme'],
  ['hardship', 'grant'],
];

/**
 * Verbs whose object decides (Levin 9, putting; 13.5.1, keeping): "we've added an extra session" helps,
 * "we've added a £5 fee" does not; "we'll keep free shipping" helps, "we'll keep your deposit" does not;
 * "we've moved your bookings across" helps, "we've moved your appointment to June" is the news itself.
 */
export const ADDING_VERBS = verbForms([
  ...['add', 'keep', 'hold', 'save', 'set', 'put', 'run', 'lay', 'open', 'start', 'launch'],
]);
// "We've copied all your saved widgets into the new view", "migrated your projects": kept for the reader.
export const MOVING_VERBS = verbForms([
  ...['move', 'transfer', 'switch', 'carry', 'bring', 'copy', 'migrate', 'convert', 'port'],
]);
/** Verbs of turning into a new form (Levin 26.6), help only for the reader's stored work ("convert"). */
export const CONVERTING_VERBS = verbForms(['convert', 'port']);

/** Verbs of creation that take a benefactive "for" (Levin 26.1, 26.3): "we've written a guide". */
export const CREATING_VERBS = verbForms([
  ...['write', 'create', 'prepare', 'make', 'build', 'record', 'publish', 'produce', 'compile', 'draft'],
]);

/** What a writer makes for readers who must cope with a change: "a step-by-step upgrade guide". */
export const HELP_RESOURCES = new Set([
  // What replaces the thing taken away: "We've built a native replacement".
  ...['replacement', 'replacements', 'alternative', 'alternatives'],
  ...['guide', 'guides', 'checklist', 'faq', 'faqs', 'video', 'videos', 'tutorial', 'walkthrough'],
  ...['instructions', 'template', 'templates', 'tool', 'toolkit', 'step-by-step', 'how-to', 'explainer'],
]);

/**
 * Acts against the reader's interest (the hard negatives of the reading): the writer side taking away,
 * charging or ending. "We've removed the option to pay by cheque", "we will charge…", "we have closed your
 * account" help no one, whoever does them.
 */
export const AGAINST_VERBS = verbForms([
  ...['charge', 'bill', 'cancel', 'close', 'remove', 'suspend', 'end', 'stop', 'withdraw', 'delete'],
  ...['restrict', 'limit', 'reduce', 'raise', 'increase', 'decline', 'refuse', 'reject', 'lock'],
  ...['freeze', 'block', 'terminate', 'disconnect', 'deduct', 'debit', 'take', 'drop', 'discontinue'],
  ...['retire', 'scrap', 'axe', 'cut', 'deny', 'ban', 'fine', 'penalise', 'penalize', 'downgrade'],
  ...['postpone', 'delay', 'pause', 'disable', 'deactivate', 'shut', 'retain', 'forfeit', 'revoke'],
]);

/** What the reader is better off having: "an extra session", "store credit", "a free shuttle". */
export const GOOD_THINGS = new Set([
  ...['extra', 'free', 'additional', 'bonus', 'complimentary', 'credit', 'voucher', 'vouchers', 'refund'],
  ...['replacement', 'compensation', 'discount', 'upgrade', 'goodwill', 'gift', 'another', 'more', 'spare'],
  ...['alternative', 'substitute', 'courtesy', 'priority', 'backup', 'loan', 'shuttle'],
]);

/** What is put on or set aside for the reader anew: "run a new session", "set aside a new deal". */
export const NEW_THINGS = new Set(['new', 'aside', 'replacement', 'temporary', 'interim']);

/**
 * What the reader is worse off having or being given: a charge, a penalty, a notice of bad news. Also the
 * burdens whose removal is relief (`chargeRemoved`).
 */
export const BURDEN_THINGS = new Set([
  ...['fee', 'fees', 'charge', 'charges', 'surcharge', 'surcharges', 'penalty', 'penalties', 'fine'],
  ...['fines', 'bill', 'bills', 'invoice', 'invoices', 'interest', 'ads', 'adverts', 'advertising'],
  ...['notice', 'warning', 'deposit', 'levy', 'price', 'prices', 'increase', 'rise', 'cost', 'costs'],
  ...['limit', 'limits', 'cap', 'restriction', 'restrictions', 'debt', 'demand', 'summons'],
]);

/**
 * People and teams of the writer's side, as the subject of help: "our staff at gate B12", "Jim, our
 * caretaker", "our Castle Street team", "the admissions team".
 */
export const WRITER_PEOPLE = new Set([
  ...['team', 'teams', 'staff', 'caretaker', 'driver', 'drivers', 'adviser', 'advisers', 'advisor'],
  ...['advisors', 'agent', 'agents', 'manager', 'managers', 'nurse', 'nurses', 'reception'],
  ...['receptionist', 'receptionists', 'concierge', 'crew', 'colleague', 'colleagues', 'people'],
  ...['expert', 'experts', 'specialist', 'specialists', 'engineer', 'engineers', 'volunteers'],
  ...['technician', 'technicians', 'officer', 'officers', 'desk', 'office', 'department', 'helpline'],
  ...['librarian', 'librarians', 'pharmacist', 'pharmacists', 'coordinator', 'coordinators', 'host'],
  ...['hosts', 'representative', 'representatives', 'rep', 'reps', 'steward', 'stewards', 'warden'],
  ...['planners', 'planner', 'coaches', 'coach', 'instructor', 'instructors', 'guides', 'partners'],
]);

/** Teams that speak for the writer after "the": "the admissions team can explain…". */
export const WRITER_TEAMS = new Set([
  ...['team', 'staff', 'desk', 'office', 'department', 'helpline', 'crew'],
]);
