import { DEVICE_HANDLING, PROGRAM_NOUNS } from '../data/pronouns.ts';
import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import type { BlockView } from '../language/types.ts';

/**
 * What the verb of a reader noun says about it, beyond "it is the subject": that the noun names a record the
 * reader manages, a named person, a device being installed, or a user a program deals with. Each makes the
 * noun someone or something other than the reader addressed.
 */

const PARTICIPLES = new Set(IRREGULAR_VERBS.flatMap(([, , participle]) => participle.split('/')));
const PARTICIPLE_ED = /^[a-z]{3,}ed$/u;
const handling = new Set(DEVICE_HANDLING.map((entry) => entry.word));
const programNouns = new Set(PROGRAM_NOUNS.map((entry) => entry.word));
// Quantifiers that make a role noun one of many records: "Each customer can be assigned to one rep".
const QUANTIFIERS = new Set(['each', 'every', 'any']);
// Modals of what can be done to something, not of what it must do ("will be contacted" tells the reader).
const POSSIBILITY = new Set(['can', 'may', 'could', 'cannot', "can't"]);
const BE_NOW = new Set(['is', 'was', 'are', 'were']);
// Subordinators that put a user in a clause about when or whether the program acts ("If the user cannot be
// found, the API returns 404", "whenever a user must sign in again").
const SUBORDINATORS = new Set([
  'if',
  'when',
  'whenever',
  'once',
  'after',
  'before',
  'until',
  'unless',
  'while',
]);
const CAPITAL = /^\p{Lu}/u;

function isParticiple(normal: string): boolean {
  return PARTICIPLE_ED.test(normal) || PARTICIPLES.has(normal);
}

/** The index of the word after a passive "be" at `verbIndex` ("can be assigned", "must be mounted"). */
function passiveParticiple(block: BlockView, verbIndex: number, modals: ReadonlySet<string>): number {
  const verb = block.words[verbIndex];
  const be = block.words[verbIndex + 1];
  const participle = block.words[verbIndex + 2];
  if (!verb || !be || !participle || participle.sentence !== verb.sentence) return -1;
  if (!be.joined || !participle.joined || be.normal !== 'be' || !modals.has(verb.normal)) return -1;
  return isParticiple(participle.normal) ? verbIndex + 2 : -1;
}

/**
 * "Each customer can be assigned to one sales rep": a quantified role that can be acted on is a record the
 * reader manages, not the reader told what they may do.
 */
export function managedRecord(block: BlockView, firstWord: number, verbIndex: number): boolean {
  return (
    QUANTIFIERS.has(block.words[firstWord]?.normal ?? '') &&
    passiveParticiple(block, verbIndex, POSSIBILITY) >= 0
  );
}

/** "The reader will be Anna Lindqvist", "The reader is Tom Hale": a role filled by a named person. */
export function namedPerson(block: BlockView, verbIndex: number): boolean {
  const verb = block.words[verbIndex];
  if (!verb) return false;
  let index = verbIndex + 1;
  if (verb.normal === 'will' && block.words[index]?.normal === 'be') index++;
  else if (!BE_NOW.has(verb.normal)) return false;
  const name = block.words[index];
  return (
    !!name && name.sentence === verb.sentence && name.joined && CAPITAL.test(name.text) && name.text !== 'I'
  );
}

/** "The readers must be mounted 1.2 m above the floor": a device is installed, a person is not. */
export function handledDevice(block: BlockView, verbIndex: number, modals: ReadonlySet<string>): boolean {
  const verb = block.words[verbIndex];
  const be = block.words[verbIndex + 1];
  if (verb && BE_NOW.has(verb.normal)) return handling.has(be?.joined === true ? be.normal : '');
  const participle = passiveParticiple(block, verbIndex, modals);
  return participle >= 0 && handling.has(block.words[participle]?.normal ?? '');
}

// What only a program or a device is said to be: a version ("version 3.1", "v2", "3.1 or later"), compatible.
// A bare whole number is an age or a count ("The driver must be 21 or older").
const VERSIONED = /^(?:version|v\d[\d.]*|\d+\.\d[\d.]*|compatible|incompatible)$/u;
// Verbs of a duty before "to be" ("needs to be version 3.1").
const NEEDS = new Set(['needs', 'need', 'has', 'have']);

/**
 * "The driver must be version 3.1 or later", "the reader is v2", "The driver needs to be compatible with…": a
 * thing with a version is a program or a device, not the person reading.
 */
export function versionedThing(block: BlockView, verbIndex: number, modals: ReadonlySet<string>): boolean {
  const verb = block.words[verbIndex];
  if (!verb) return false;
  let index = verbIndex + 1;
  if (NEEDS.has(verb.normal) && block.words[index]?.normal === 'to') index++;
  else if (!modals.has(verb.normal)) return BE_NOW.has(verb.normal) && versioned(block, verbIndex, index);
  if (block.words[index]?.normal !== 'be') return false;
  return versioned(block, verbIndex, index + 1);
}

function versioned(block: BlockView, verbIndex: number, index: number): boolean {
  const word = block.words[index];
  return (
    !!word && word.joined && word.sentence === block.words[verbIndex]?.sentence && VERSIONED.test(word.normal)
  );
}

/**
 * "If the user cannot be found, the API returns 404", "a webhook that fires whenever a user must sign in
 * again": a user in a clause of when or whether, in a sentence about a program, is someone the program deals
 * with; the reader is the developer.
 */
export function userOfProgram(block: BlockView, firstWord: number): boolean {
  const noun = block.words[firstWord];
  if (!noun || !SUBORDINATORS.has(block.words[firstWord - 1]?.normal ?? '')) return false;
  const sentence = block.sentences[noun.sentence];
  if (!sentence) return false;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    if (programNouns.has(block.words[index]?.normal ?? '')) return true;
  }
  return false;
}
