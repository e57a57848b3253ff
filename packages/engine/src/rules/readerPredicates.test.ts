import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  handledDevice,
  managedRecord,
  namedPerson,
  userOfProgram,
  versionedThing,
} from './readerPredicates.ts';

const MODALS = new Set(['can', 'must', 'should', 'will', 'may']);
const block = (text: string) => analyzeProse(text, 'paragraph');
/** The index of the first word of `text` written `word`. */
const index = (text: string, word: string): number => block(text).words.findIndex((w) => w.normal === word);

describe('managedRecord', () => {
  it('reads a quantified role that can be acted on as a record', () => {
    const text = 'Each customer can be assigned to one rep.';
    expect(managedRecord(block(text), 0, index(text, 'can'))).toBe(true);
  });

  it('passes what the role may do and what will be done to it', () => {
    const choose = 'Each customer can choose a slot.';
    expect(managedRecord(block(choose), 0, index(choose, 'can'))).toBe(false);
    const contacted = 'Each applicant will be contacted.';
    expect(managedRecord(block(contacted), 0, index(contacted, 'will'))).toBe(false);
  });
});

describe('namedPerson', () => {
  it('reads a role filled by a named person', () => {
    const text = 'The reader will be Anna Lindqvist.';
    expect(namedPerson(block(text), index(text, 'will'))).toBe(true);
    const now = 'The reader is Tom Hale.';
    expect(namedPerson(block(now), index(now, 'is'))).toBe(true);
  });

  it('passes a passive and a predicate of other kinds', () => {
    const text = 'The reader will be asked to confirm.';
    expect(namedPerson(block(text), index(text, 'will'))).toBe(false);
  });
});

describe('handledDevice', () => {
  it('reads a reader that is installed as a device', () => {
    const text = 'The readers must be mounted above the floor.';
    expect(handledDevice(block(text), index(text, 'must'), MODALS)).toBe(true);
    const wall = 'The readers are wall-mounted.';
    expect(handledDevice(block(wall), index(wall, 'are'), MODALS)).toBe(true);
  });

  it('passes what is said of a person', () => {
    const text = 'The reader must be signed in to comment.';
    expect(handledDevice(block(text), index(text, 'must'), MODALS)).toBe(false);
  });
});

describe('versionedThing', () => {
  it('reads a subject said to be a version or compatible as a thing', () => {
    const text = 'The driver must be version 3.1 or later.';
    expect(versionedThing(block(text), index(text, 'must'), MODALS)).toBe(true);
    const needs = 'The driver needs to be 2.4 or newer.';
    expect(versionedThing(block(needs), index(needs, 'needs'), MODALS)).toBe(true);
    const tag = 'The reader is v2.';
    expect(versionedThing(block(tag), index(tag, 'is'), MODALS)).toBe(true);
    const compatible = 'The driver must be compatible with Windows 11.';
    expect(versionedThing(block(compatible), index(compatible, 'must'), MODALS)).toBe(true);
  });

  it('passes an age and what is said of a person', () => {
    const age = 'The driver must be 21 or older.';
    expect(versionedThing(block(age), index(age, 'must'), MODALS)).toBe(false);
    const place = 'The driver must be at the pickup point.';
    expect(versionedThing(block(place), index(place, 'must'), MODALS)).toBe(false);
  });
});

describe('userOfProgram', () => {
  it('reads a user in a clause about when a program acts', () => {
    const text = 'If the user cannot be found, the API returns 404.';
    expect(userOfProgram(block(text), index(text, 'the'))).toBe(true);
  });

  it('passes the user as the subject of the main clause', () => {
    const text = 'The user must create an API key first.';
    expect(userOfProgram(block(text), 0)).toBe(false);
    const plain = 'If the user forgets the password, they can reset it.';
    expect(userOfProgram(block(plain), index(plain, 'the'))).toBe(false);
  });
});
