import {
  ADDRESSES_THIRD_PARTY,
  DEVICE_READER_MODIFIERS,
  DEVICE_READER_WORDS,
  OBSERVED_READER_MARKERS,
  READER_NOUNS,
  READER_NOUNS_BARE,
  READER_NOUNS_PLURAL,
  READER_OBLIGED_ROLES,
  READER_ROLE_NOUNS,
  READER_ROLE_OBLIGATIONS,
  READER_ROLE_NOUNS_PLURAL,
  READING_PROGRESS_VERBS,
  ROLE_VENUES,
  SOFTWARE_ROLE_WORDS,
  STRUCTURE_PARENT_WORDS,
  THIRD_PARTY_MARKERS,
  VENUE_ROLE_HEADS,
} from '../data/pronouns.ts';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import { capitalise } from '../language/normalize.ts';
import { defineBlockRule } from './defineRule.ts';
import { compilePhrases, findPhrases } from './phraseRule.ts';
import {
  handledDevice,
  managedRecord,
  namedPerson,
  userOfProgram,
  versionedThing,
} from './readerPredicates.ts';
import { headedNotAddressed, labelledNotAddressed, releaseNote } from './notAddressed.ts';
import { listStep, stepAfterAdverbial, stepOf } from './readerSteps.ts';
import { finiteActor, modals, plainVerbs, readerObject, readerSubject } from './readerSubject.ts';
import type { RuleMatch } from './types.ts';
import { quotedRanges } from './quoted.ts';
import { roleStart } from './roleVenue.ts';
import { quote } from './wording.ts';
import type { BlockView } from '../language/types.ts';

const thirdParty = new Set(THIRD_PARTY_MARKERS.map((entry) => entry.word));
const observedMarkers = new Set(OBSERVED_READER_MARKERS.map((entry) => entry.word));
const addressesThirdParty = new Set(ADDRESSES_THIRD_PARTY.map((entry) => entry.word));
const roleNouns = new Set(
  [...READER_ROLE_NOUNS, ...READER_ROLE_NOUNS_PLURAL, ...READER_OBLIGED_ROLES].map((entry) => entry.word),
);
const obligedRoles = new Set(READER_OBLIGED_ROLES.map((entry) => entry.word));
// The modals of an obligation, which make a role that also names a permission level the reader.
const OBLIGATION_MODALS = new Set(['must', 'should', 'shall', 'ought', "mustn't", "shouldn't", "shan't"]);
const roleObligations = new Set(READER_ROLE_OBLIGATIONS.map((entry) => entry.word));
const deviceModifiers = new Set(DEVICE_READER_MODIFIERS.map((entry) => entry.word));
const deviceWords = new Set(DEVICE_READER_WORDS.map((entry) => entry.word));
const readingProgress = new Set(READING_PROGRESS_VERBS.map((entry) => entry.word));
const softwareWords = new Set(SOFTWARE_ROLE_WORDS.map((entry) => entry.word));
// Nouns that name the reader or a program by the same word ("the client", "the caller").
const SOFTWARE_HEADS = new Set(['client', 'clients', 'caller', 'callers']);
const structureWords = new Set(STRUCTURE_PARENT_WORDS.map((entry) => entry.word));
// Nouns that name the reader or a part of a page or a program by the same word ("the parent").
const STRUCTURE_HEADS = new Set(['parent', 'parents']);
// Nouns that name the reader or a device by the same word ("the reader", "the driver").
const DEVICE_HEADS = new Set(['reader', 'readers', 'driver', 'drivers']);
// Nouns for the reader of the text itself, whom "Before you begin, …" addresses too.
const TEXT_READER_HEADS = new Set(['reader', 'readers', 'learner', 'learners']);
// Clause openers before "you" going through the text ("Before you begin", "As you read").
const PROGRESS_OPENERS = new Set(['before', 'as', 'once', 'when', 'while', 'until']);
// Forms of "be" and "become" before a predicate noun ("the user must be an owner").
const BE_FORMS = new Set(['be', 'is', 'are', 'was', 'were', 'being', 'been', 'become', 'becomes']);
const ARTICLES = new Set(['a', 'an', 'the']);
// Modals of an instruction, not of a finding ("could", "would" tell what users did in a study).
const PRESENT_MODALS = new Set(['can', 'must', 'should', 'may', 'will', 'cannot']);
// Verbs that report a finding after it ("…, the study shows").
const REPORTING_VERBS = new Set([
  'shows',
  'showed',
  'found',
  'finds',
  'suggests',
  'suggested',
  'revealed',
  'reported',
  'confirms',
  'confirmed',
]);
// The words that name the reader, as opposed to the user's manager, among the third-party markers.
const READER_PRONOUNS = new Set(['you', 'your', 'yours']);
// Made once: a literal in a function makes a new object at every call.
const OPENING_QUOTE = /["\u201c]/;
const CAPITAL = /^\p{Lu}/u;
// What ends a label before its text ("Note:", "**Tip:**"): a capital after it opens a sentence.
const AFTER_LABEL = /:\W*$/u;
// Whether a noun is the subject of a verb ("the user can", not "the user list") is read after the match
// (`readerSubject.ts`): an adverb or a relative clause may come between them.
const readerNouns = compilePhrases([
  ...[...READER_NOUNS, ...READER_ROLE_NOUNS, ...READER_OBLIGED_ROLES].map((entry): PhraseEntry => ({
    id: 'reader-noun',
    phrases: [entry.word],
    suggestions: ['you'],
    reason: entry.reason,
    source: entry.source,
  })),
  ...READER_NOUNS_BARE.map((entry): PhraseEntry => ({
    id: 'reader-noun-bare',
    phrases: [entry.word],
    suggestions: ['you'],
    reason: entry.reason,
    source: entry.source,
    sentenceStart: true,
    onlyBefore: [...modals],
  })),
  // "The hotel guest must…": a role after the place or service it is held at (`roleVenue.ts`).
  {
    id: 'reader-role-venue',
    phrases: VENUE_ROLE_HEADS.map((entry) => entry.word),
    suggestions: ['you'],
    reason: VENUE_ROLE_HEADS[0]?.reason ?? '',
    source: VENUE_ROLE_HEADS[0]?.source ?? '',
    onlyAfter: ROLE_VENUES.map((entry) => entry.word),
  },
  ...[...READER_NOUNS_PLURAL, ...READER_ROLE_NOUNS_PLURAL].map((entry): PhraseEntry => ({
    id: 'reader-noun-plural',
    phrases: [entry.word],
    suggestions: ['you'],
    reason: entry.reason,
    source: entry.source,
  })),
]);

/**
 * Whether the sentence of a word also names the reader or a manager: then the user is a third party. A
 * "you" in quotation marks is the product speaking ('the user sees “You are offline”'), not the reader; a
 * manager said of the user ("the user must be an owner of the board") is the user's own role; and a "you"
 * going through the text ("Before you begin, note that the reader…") is the reader named.
 */
function aboutThirdParty(
  block: BlockView,
  noun: { readonly firstWord: number; readonly lastWord: number },
  quoted: readonly (readonly [number, number])[],
): boolean {
  const sentence = block.words[noun.firstWord]?.sentence;
  const textReader = TEXT_READER_HEADS.has(block.words[noun.lastWord]?.normal ?? '');
  return block.words.some(
    (word, index) =>
      word.sentence === sentence &&
      ((thirdParty.has(word.normal) &&
        // "the owner" is a reader noun of its own: it marks someone else only beside another one.
        (index < noun.firstWord || index > noun.lastWord) &&
        !predicateOf(block, index) &&
        !(textReader && readingThrough(block, index)) &&
        !inPurposeOpener(block, index, noun.firstWord)) ||
        // "Participants should bring…": the reader noun is not a report about itself.
        ((index < noun.firstWord || index > noun.lastWord) &&
          observedNoun(block, index) &&
          !(index > noun.lastWord && inInstruction(block, noun.lastWord))) ||
        toldToSpeak(block, index)) &&
      !quoted.some(([from, to]) => word.start >= from && word.end <= to),
  );
}

/**
 * "To change your delivery address, the user must sign in": a "you" or "your" in an infinitive of purpose
 * that opens the sentence. Such a clause has no subject of its own; it takes the main clause's, so the
 * reader it names is the noun after its comma, the same person, not someone the noun is told apart from.
 */
function inPurposeOpener(block: BlockView, markerIndex: number, nounIndex: number): boolean {
  const marker = block.words[markerIndex];
  const noun = block.words[nounIndex];
  if (!marker || !noun || !READER_PRONOUNS.has(marker.normal) || markerIndex > nounIndex) return false;
  const sentence = block.sentences[noun.sentence];
  const opener = sentence ? block.words[sentence.firstWord] : undefined;
  if (opener?.normal !== 'to') return false;
  // The clause ends at the comma just before the noun, and runs on without another break until then.
  const between = block.text.slice(marker.end, noun.start);
  return between.trimEnd().endsWith(',') && between.indexOf(',') === between.lastIndexOf(',');
}

/** "The user must be an owner", "is the admin": the noun says what the subject is, not someone else. */
function predicateOf(block: BlockView, wordIndex: number): boolean {
  const article = block.words[wordIndex - 1];
  const be = block.words[wordIndex - 2];
  return !!article && !!be && ARTICLES.has(article.normal) && BE_FORMS.has(be.normal);
}

/** "Before you begin", "As you read": the reader going through the text, in a clause of their own. */
function readingThrough(block: BlockView, wordIndex: number): boolean {
  const word = block.words[wordIndex];
  return (
    word?.normal === 'you' &&
    PROGRESS_OPENERS.has(block.words[wordIndex - 1]?.normal ?? '') &&
    readingProgress.has(block.words[wordIndex + 1]?.normal ?? '')
  );
}

/**
 * Whether "the reader" or "the driver" is a device in its sentence: the sentence names a device that reads
 * or drives ("the printer driver", "card readers", "an e-reader") or what only a device has ("a single charge").
 */
function namesDevice(block: BlockView, wordIndex: number): boolean {
  const sentence = block.words[wordIndex]?.sentence;
  return block.words.some(
    (word, index) =>
      word.sentence === sentence &&
      (deviceWords.has(word.normal) ||
        (deviceModifiers.has(word.normal) &&
          block.words[index + 1]?.joined === true &&
          DEVICE_HEADS.has(block.words[index + 1]?.normal ?? ''))),
  );
}

/**
 * Whether the sentence of a word names what an API's client or a function's caller deals in; after a modal
 * or "to" the word is a verb ("the client can request a copy").
 */
function namesSoftware(block: BlockView, wordIndex: number): boolean {
  const sentence = block.words[wordIndex]?.sentence;
  return block.words.some(
    (word, index) =>
      word.sentence === sentence && softwareWords.has(word.normal) && !afterModal(block, index),
  );
}

/** Whether the sentence of a word names a part of a page or a program ("the parent element", "a process"). */
function namesStructure(block: BlockView, wordIndex: number): boolean {
  const sentence = block.words[wordIndex]?.sentence;
  return block.words.some((word) => word.sentence === sentence && structureWords.has(word.normal));
}

/**
 * "…, ask them to reset the password": the reader is told to speak to the user, a third party. After a
 * modal or "to" the verb is the user's own ("the user should contact them").
 */
function toldToSpeak(block: BlockView, wordIndex: number): boolean {
  const word = block.words[wordIndex];
  const next = block.words[wordIndex + 1];
  if (!word || !addressesThirdParty.has(word.normal) || next?.normal !== 'them' || !next.joined) return false;
  return !afterModal(block, wordIndex);
}

/** Whether the word before is a modal or "to": the word is a verb of the subject, not a command. */
function afterModal(block: BlockView, wordIndex: number): boolean {
  const before = block.words[wordIndex - 1];
  return !!before && (modals.has(before.normal) || before.normal === 'to');
}

/**
 * "In the study, users could…": a word of a study or a trial, as a noun; after a modal or "to" it is the
 * reader's verb ("students can study offline").
 */
function observedNoun(block: BlockView, wordIndex: number): boolean {
  const word = block.words[wordIndex];
  return !!word && observedMarkers.has(word.normal) && !afterModal(block, wordIndex);
}

/**
 * "Students can book a study room", "Participants should fill in the survey by Friday": a study word after
 * the reader noun and its present modal is in what the reader is told to do. A finding is told in the past
 * ("users could find it in the study") or reported ("users can find it, the study shows").
 */
function inInstruction(block: BlockView, nounIndex: number): boolean {
  const modal = block.words[nounIndex + 1];
  if (!modal || !PRESENT_MODALS.has(modal.normal)) return false;
  return !block.words.some(
    (word, index) =>
      word.sentence === modal.sentence && index > nounIndex && REPORTING_VERBS.has(word.normal),
  );
}

/**
 * Whether the verb of a role noun ("the customer", "guests") tells the reader what they can or must do: a
 * modal or an obligation ("the customer can track", "guests are welcome to"), not a report about them.
 */
function instructsRole(block: BlockView, nounIndex: number, verbIndex: number): boolean {
  const verb = block.words[verbIndex];
  const next = block.words[verbIndex + 1];
  if (!verb) return false;
  if (
    modals.has(verb.normal) ||
    stepOf(block, nounIndex) ||
    listStep(block, nounIndex, verb.normal) ||
    stepAfterAdverbial(block, nounIndex, verb.normal)
  ) {
    return true;
  }
  return next?.joined === true && roleObligations.has(`${verb.normal} ${next.normal}`);
}

/** Whether the verb of a role is an obligation: "must", "should", "shall", "has to", "needs to". */
function obliged(block: BlockView, verbIndex: number): boolean {
  const verb = block.words[verbIndex];
  const next = block.words[verbIndex + 1];
  if (!verb) return false;
  if (OBLIGATION_MODALS.has(verb.normal)) return true;
  return (
    next?.joined === true && next.normal === 'to' && ['has', 'have', 'needs', 'need'].includes(verb.normal)
  );
}

export const secondPerson = defineBlockRule({
  id: 'second-person',
  category: 'Choice of Words',
  name: 'Address the reader as “you”',
  description:
    'For text addressed to the person who uses the product: flags "the user can…", "the reader must…" and offers "you" (a safe fix before a modal: "the user can" → "you can"; with other verbs it is only suggested). "The user" and "each user" count with any verb ("The user clicks Save"), "users" opening a clause with a plain verb too. The reader named by a role counts with a modal, "will" included, or an obligation ("the customer can", "the buyer will receive", "guests are welcome to", "applicants must", "the tenant shall", "each student needs to", "parents need to" in a school letter), also with the place or service before it ("Hotel guests are welcome to…", "The gym member must…"); "the owner" and "the account owner" only with an obligation ("To reset it, the owner has to…"). A role with another verb ("The customer receives a receipt") passes unless it opens a step ("First, the customer downloads…", "On the next screen the traveller selects…", "Step 2: the buyer enters…", "Step 2. On the Payment page the buyer enters…", a list item "- The guest scans the code.", but not a habit: "- The guest usually orders…"). Also the reader as the product\'s object ("lets the user export" → "lets you export", "allows the account owner to set", "makes it easy for the user to book"), but not in a command ("Make it easy for customers to…") or a past ("The campaign made it easy for customers to…"). A table cell is read as running text. Pass: "The user list", a sentence that names "you" (but for "your" in an opening "To …," clause, whose subject is the reader) or an admin or developers, the findings of a study or of tests ("In our tests, users could…"), a record the reader manages ("Each customer can be assigned to a rep"), a user a program deals with ("If the user cannot be found, the API returns 404"), a named person ("The reader will be Anna Lindqvist"), one role singled out ("Only the owner can delete it"), a sentence opening with a release named by its number ("Release 3.8 lets users…", "In version 5.0, players can…"), the product\'s quoted words, a device or a driver program ("the card reader", "the readers must be mounted…", "the printer driver", "the driver must be version 3.1 or later"), a parent element or process ("the parent must be a flex container") and a program ("the client must retry the request", "the caller must close the connection"; otherwise "the client", "the caller" and "the driver" are people). A block that opens with a label of up to three words, a version or a date aside and a team after "for" counted as one word, naming it internal, a spec, release notes, a policy or for staff ("Internal memo:", "Release notes, version 6.2:", "Note for reviewers:", "Note for support staff:") passes, and so does every block under a heading that is such a label ("### Internal", "## Release notes 5.1").',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['You can export your data.', 'Open the user list.', 'Each user account has a role.'],
    bad: ['The user can export their data.', 'The reader must sign in first.', 'The user clicks Save.'],
  },
  prepare: () => readerNouns,
  check(block, matcher) {
    const matches: RuleMatch[] = [];
    let labelled: boolean | undefined;
    let quoted: (readonly [number, number])[] | undefined;
    for (const found of findPhrases(matcher, block)) {
      const { hit } = found;
      labelled ??= labelledNotAddressed(block) || headedNotAddressed(block);
      if (labelled) break;
      quoted ??= OPENING_QUOTE.test(block.text) ? quotedRanges(block.text) : [];
      // 'The message reads "The user must be signed in"': the product's words, quoted, address no one.
      if (quoted.some(([from, to]) => hit.from >= from && hit.to <= to)) continue;
      // "Release 3.8 lets users export dashboards": a release note, as a block labelled one is.
      if (releaseNote(block, block.words[hit.firstWord]?.sentence ?? -1)) continue;
      const venueRole = found.entry.id === 'reader-role-venue';
      const plural = found.entry.id === 'reader-noun-plural';
      // "Hotel guests are welcome to…", "The gym member must…": the noun phrase takes in the place.
      const start = venueRole || plural ? roleStart(block, hit.firstWord, plural) : hit.firstWord;
      if (start === undefined) continue;
      const noun = { firstWord: start, lastWord: hit.lastWord };
      const from = block.words[start]?.start ?? hit.from;
      const written = block.text.slice(from, hit.to);
      // "The reader lasts for weeks on a single charge": a device, not the person reading.
      if (DEVICE_HEADS.has(block.words[hit.lastWord]?.normal ?? '') && namesDevice(block, hit.lastWord)) {
        continue;
      }
      // "The client must retry the request": a program calling an API, not the person reading.
      if (SOFTWARE_HEADS.has(block.words[hit.lastWord]?.normal ?? '') && namesSoftware(block, hit.lastWord)) {
        continue;
      }
      // "The parent must be a flex container": a part of a page, not a pupil's parent.
      if (
        STRUCTURE_HEADS.has(block.words[hit.lastWord]?.normal ?? '') &&
        namesStructure(block, hit.lastWord)
      ) {
        continue;
      }
      // "You can invite users; users can then comment": the reader manages them.
      if (aboutThirdParty(block, noun, quoted)) continue;
      // "Only the owner can delete a file": one role singled out among others states a permission.
      if (block.words[start - 1]?.normal === 'only') continue;
      if (plural && writtenAsName(block, start)) continue;
      const role = venueRole || roleNouns.has(found.entry.phrases[0] ?? '');
      const actor =
        found.entry.id === 'reader-noun-bare' ? undefined : readerObject(block, start, hit.lastWord);
      if (
        actor !== undefined &&
        // "Tick the box to let members edit": a role after a bare verb is someone the reader manages;
        // "the app lets members edit", "it makes it easy for customers to…" is the product acting on the reader.
        (!role || finiteActor(block, actor))
      ) {
        matches.push(objectMatch(from, hit.to, written));
        continue;
      }
      const subject = readerSubject(block, start, hit.lastWord, plural);
      if (!subject) continue;
      // "Each customer can be assigned to a rep" (a record), "The reader will be Anna Lindqvist" (a named
      // person), "The readers must be mounted…", "The driver must be version 3.1" (a device), "If the user
      // cannot be found, the API returns 404" (someone a program deals with): not the reader addressed.
      if (
        managedRecord(block, start, subject.verb) ||
        namedPerson(block, subject.verb) ||
        (DEVICE_HEADS.has(block.words[hit.lastWord]?.normal ?? '') &&
          (handledDevice(block, subject.verb, modals) || versionedThing(block, subject.verb, modals))) ||
        userOfProgram(block, start)
      ) {
        continue;
      }
      if (role && !instructsRole(block, start, subject.verb)) continue;
      // "The owner can delete the board" states a permission level; "the owner must…" addresses a person.
      if (obligedRoles.has(found.entry.phrases[0] ?? '') && !obliged(block, subject.verb)) continue;
      const first = block.words[start];
      const next = block.words[subject.verb];
      const replacement = first?.sentenceStart ? capitalise('you') : 'you';
      // The fix is safe only when the verb follows the noun and keeps its form after "you".
      const safe =
        subject.verb === hit.lastWord + 1 &&
        next !== undefined &&
        (modals.has(next.normal) || (plural && plainVerbs.has(next.normal)));
      matches.push({
        from,
        to: hit.to,
        message: safe
          ? `Write ${quote(replacement)} instead of ${quote(written)}: address the reader directly.`
          : `Address the reader directly: write ${quote(replacement)} instead of ${quote(written)} and change the verb to match (“${next?.text ?? ''}”).`,
        methodName: 'third-person-reader',
        suggestions: [replacement],
        ...(safe ? { fix: { from, to: hit.to, replacement } } : {}),
      });
    }
    return matches;
  },
});

/**
 * "Ask Users Anonymous": a capitalised plural in mid-sentence is a name. After a label's colon ("Note: Users
 * can undo…", "**Tip:** Users…") the capital opens the label's text, a sentence of its own.
 */
function writtenAsName(block: BlockView, wordIndex: number): boolean {
  const word = block.words[wordIndex];
  const before = block.words[wordIndex - 1];
  if (!word || word.sentenceStart || !CAPITAL.test(word.text)) return false;
  return !before || !AFTER_LABEL.test(block.text.slice(before.end, word.start));
}

/** "lets the user export" → "lets you export": "you" takes the object's place with no other change. */
function objectMatch(from: number, to: number, written: string): RuleMatch {
  return {
    from,
    to,
    message: `Write ${quote('you')} instead of ${quote(written)}: address the reader directly.`,
    methodName: 'third-person-reader',
    suggestions: ['you'],
    fix: { from, to, replacement: 'you' },
  };
}
