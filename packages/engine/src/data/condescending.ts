import type { PhraseEntry } from './phraseEntry.ts';
import { listed } from './listedWord.ts';
import { SOURCES } from './sources.ts';

/**
 * Condescending words: they tell the reader a task is easy or a fact obvious ("simply", "just click",
 * "obviously", "it's easy"). A reader who finds it hard then feels slow. Most can be cut.
 */
const EASY = 'It tells the reader the task is easy; if they find it hard, they feel slow. Cut it.';
const OBVIOUS = 'It tells the reader they should already know; if they do not, they feel talked down to.';

/**
 * Instruction verbs: "just" before one of them minimises a task ("just click Save"); elsewhere "just"
 * is time ("we just shipped"), fairness ("a just cause") or "only" ("just one step").
 */
export const INSTRUCTION_VERBS = listed(
  [
    'add',
    'ask',
    'attach',
    'call',
    'change',
    'check',
    'choose',
    'click',
    'close',
    'connect',
    'copy',
    'create',
    'delete',
    'download',
    'drag',
    'drop',
    'edit',
    'email',
    'enable',
    'disable',
    'enter',
    'fill',
    'follow',
    'go',
    'hit',
    'hover',
    'import',
    'export',
    'install',
    'link',
    'log',
    'make',
    'move',
    'navigate',
    'open',
    'paste',
    'pick',
    'press',
    'read',
    'refresh',
    'reload',
    'remove',
    'rename',
    'reply',
    'restart',
    'run',
    'save',
    'scroll',
    'select',
    'send',
    'set',
    'share',
    'sign',
    'switch',
    'tap',
    'toggle',
    'turn',
    'type',
    'update',
    'upgrade',
    'upload',
    'use',
    'visit',
    'write',
    'need',
    'have',
  ],
  'An instruction verb: "just" before it minimises the task.',
  SOURCES.googleWords,
);

const entry = (
  id: string,
  phrases: string[],
  reason: string,
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  cut: true,
  reason,
  source: SOURCES.googleWords,
  ...extra,
});

export const CONDESCENDING_ENTRIES: readonly PhraseEntry[] = [
  entry('simply', ['simply'], EASY, {
    // "simply put", "to put it simply", "live more simply": not about the reader's task.
    notBefore: ['put', 'because', 'not'],
    notAfter: [
      'it',
      'to',
      'quite',
      'very',
      'more',
      'most',
      'so',
      'too',
      'live',
      'lives',
      'living',
      'dress',
      'dressed',
      'written',
      'write',
      'explained',
      'explain',
    ],
  }),
  entry('just', ['just'], EASY, {
    // "We just updated": time. "Need" and "have" count only after "you" (the rule checks).
    onlyBefore: INSTRUCTION_VERBS.map((entry) => entry.word),
  }),
  entry('obviously', ['obviously'], OBVIOUS, { source: SOURCES.cssTricks }),
  entry('clearly', ['clearly'], OBVIOUS, { source: SOURCES.cssTricks, sentenceStart: true }),
  entry('easily', ['easily'], EASY, {
    // "easily the fastest": a comparison, not the reader's task.
    notBefore: ['the', 'one', 'among', 'a', 'an', 'outperforms', 'beats'],
  }),
  entry(
    'its-easy',
    [
      "it's easy",
      'it is easy',
      "that's easy",
      'that is easy',
      "it's simple",
      'it is simple',
      "it's that simple",
      'it is that simple',
      "it's that easy",
      'it is that easy',
      'simple as that',
      'easy as that',
      "it's trivial",
      'it is trivial',
      "it's straightforward",
      'it is straightforward',
      'is straightforward',
      'is trivial',
      'trivially',
    ],
    EASY,
    { cut: false },
  ),
  entry('easy-to', ['easy to', 'simple to'], EASY, {
    cut: false,
    // "easy to use" as a product claim is still a promise about the reader's skill: flagged. Not "as easy to …
    // as": a comparison.
    notAfter: ['as', 'how', 'not', "isn't", "wasn't", 'never'],
  }),
  entry('everyone-knows', ['everyone knows', 'as everyone knows', 'as we all know'], OBVIOUS, {
    source: SOURCES.cssTricks,
  }),
];
