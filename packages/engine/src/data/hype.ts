import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Marketing hype: superlatives and claims that every product makes, so readers discount them. Show the
 * fact instead (a number, a result, a customer's words).
 */
const CLAIM = 'Hype: every product claims it, so readers discount it. Show the fact behind it instead.';
const BUZZ = 'A buzzword readers have learnt to skip; say what is new in plain words.';

const entry = (
  id: string,
  phrases: string[],
  reason = CLAIM,
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  reason,
  source: SOURCES.economist,
  skipProperNames: true,
  ...extra,
});

export const HYPE_ENTRIES: readonly PhraseEntry[] = [
  entry(
    'revolutionary',
    [
      'revolutionary',
      'revolutionize',
      'revolutionise',
      'revolutionizes',
      'revolutionises',
      'revolutionizing',
      'revolutionising',
    ],
    BUZZ,
  ),
  entry(
    'groundbreaking',
    ['groundbreaking', 'ground-breaking', 'earth-shattering', 'paradigm-shifting'],
    BUZZ,
  ),
  entry(
    'game-changing',
    ['game-changing', 'game changing', 'game-changer', 'game changer', 'game-changers', 'game changers'],
    BUZZ,
  ),
  entry('world-class', [
    'world-class',
    'world class',
    'best-in-class',
    'best in class',
    'best-of-breed',
    'best of breed',
    'class-leading',
  ]),
  entry('industry-leading', [
    'industry-leading',
    'industry leading',
    'market-leading',
    'market leading',
    'leading-edge',
  ]),
  entry('cutting-edge', ['cutting-edge', 'bleeding-edge', 'state-of-the-art'], BUZZ),
  entry('state-of-the-art', ['state of the art', 'cutting edge', 'bleeding edge'], BUZZ, {
    // "the state of the art in X" is a noun: the current level of a field.
    notAfter: ['the'],
  }),
  entry('unparalleled', [
    'unparalleled',
    'unrivalled',
    'unrivaled',
    'second to none',
    'like never before',
    'out of this world',
  ]),
  entry('mind-blowing', ['mind-blowing', 'mind blowing', 'jaw-dropping', 'jaw dropping', 'breathtaking']),
  // "the next generation of customers" is a plain noun phrase; the hyphenated adjectives are hype.
  entry('next-generation', ['next-generation', 'next-gen', 'next-level', 'next level'], BUZZ),
  entry('disruptive', ['disruptive', 'disrupt the market', 'disrupt the industry'], BUZZ, {
    // "disruptive behaviour", "disruptive maintenance": the plain sense of causing trouble.
    notBefore: [
      'behavior',
      'behaviour',
      'behaviors',
      'behaviours',
      'noise',
      'weather',
      'maintenance',
      'outage',
      'outages',
      'students',
      'event',
      'events',
      'to',
    ],
  }),
  entry('seamless', ['seamless', 'seamlessly'], CLAIM),
  entry('magical', ['magical', 'magically', 'like magic']),
  entry('amazing', [
    'amazing',
    'incredible',
    'unbelievable',
    'awesome',
    'phenomenal',
    'astonishing',
    'stunning',
    'spectacular',
  ]),
  entry('blazing-fast', [
    'blazing fast',
    'blazing-fast',
    'blazingly fast',
    'lightning-fast',
    'lightning fast',
    'supercharge',
    'supercharged',
    'turbocharge',
    'turbocharged',
  ]),
  entry('unlock-the-power', ['unlock the power of', 'unleash the power of', 'harness the power of'], BUZZ, {
    forms: 'verb',
  }),
  entry('best-ever', ['best ever', 'best-ever', "world's best", 'world’s best', 'the best in the world']),
  // Only the hyphenated "must-have": "you must have an account" is the modal verb.
  entry('one-of-a-kind', ['one-of-a-kind', 'one of a kind', 'must-have', 'must-haves']),
];
