import { cuss } from 'cuss';
import { ALWAYS_PROFANE_WORDS, MASKED_PROFANITY, PROFANE_PHRASES } from '../data/profanity.ts';
import { hasBit, keyBits } from '../language/keyBits.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { profanityMessages } from './profanityPlugin.ts';
import { searchRunner, type RetextMessage } from './retextAdapter.ts';
import { retextChecks } from './retextChecks.ts';
import type { RuleMatch } from './types.ts';
import { someWord } from './wordRange.ts';
import { quote } from './wording.ts';

/**
 * A test for the words that start a phrase of the cuss list (the data of retext-profanities) rated at
 * least `sureness`: the plugin only gets the sentences that hold one. Plural forms pass too, as the
 * plugin matches them.
 */
function profaneWordTest(sureness: number): (word: WordView) => boolean {
  const words = new Set(
    Object.entries(cuss)
      .filter(([, rating]) => rating >= sureness)
      .map(([phrase]) => phrase.toLowerCase().split(/\s+/)[0] ?? ''),
  );
  const test = (normal: string): boolean => {
    if (words.has(normal)) return true;
    if (!normal.endsWith('s')) return false;
    // Also "…'s" (its stem is `slice(0, -2)`) and "…ies" made "…y".
    return (
      words.has(normal.slice(0, -1)) ||
      words.has(normal.slice(0, -2)) ||
      (normal.endsWith('ies') && words.has(`${normal.slice(0, -3)}y`))
    );
  };
  const bits = formBits(words);
  // Most words of a text are no form of a listed word: their bit says so without a lookup or a slice.
  return bits ? (word) => hasBit(bits, word.normalBit) && test(word.normal) : (word) => test(word.normal);
}

/**
 * The key bits of every word `test` can pass: a listed word, and it with "s", with one unit and "s"
 * ("…'s"; `keyBit` reads neither the length's middle nor that unit when the word has two units or
 * more), or with "y" made "ies". Undefined when a listed word is shorter than two units.
 */
function formBits(words: ReadonlySet<string>): Uint32Array | undefined {
  const forms: string[] = [];
  for (const word of words) {
    if (word.length < 2) return undefined;
    forms.push(word, `${word}s`, `${word}'s`);
    if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  }
  return keyBits(forms);
}

export const profanity = defineBlockRule({
  id: 'profanity',
  category: 'Emotionality',
  name: 'Profanity',
  description:
    'Flags profane and vulgar words with retext-profanities (the cuss list), plus vulgar words it rates lower or lacks ("shit", "damn", "freaking", "what the hell", "screwed up") and masked spellings ("f***", "sh*t"). `sureness` sets how certainly a cuss-list word must be profane: 0 flags words profane in some senses, 2 only words profane in every sense.',
  severity: 'error',
  reach: 'sentence',
  parameters: {
    sureness: integerParameter({
      description: 'How sure it must be that a word is profane: 0 (maybe), 1 (likely) or 2 (certainly).',
      default: 2,
      min: 0,
      max: 2,
    }),
  },
  examples: {
    good: [
      'This release is a big step forward.',
      'Report abuse to our team.',
      'The butterfly landed on the hat.',
    ],
    bad: ['This release is a shitty mess.', 'What the fuck happened?', 'Stop the bullshit.'],
  },
  prepare(params) {
    const sureness = params.sureness === 0 ? 0 : params.sureness === 1 ? 1 : 2;
    const mayBeProfane = profaneWordTest(sureness);
    return searchRunner(profanityMessages({ sureness }), {
      select: (words, first, end) => someWord(words, first, end, mayBeProfane),
      flatWords: true,
    });
  },
  ...retextChecks(matchesOf),
});

const alwaysProfane = new Set(ALWAYS_PROFANE_WORDS);
// Phrases by their first word: a word that starts none (nearly every word) costs one lookup.
const phrasesByFirstWord = new Map<string, string[][]>();
for (const phrase of PROFANE_PHRASES) {
  const tokens = phrase.split(' ');
  const first = tokens[0] ?? '';
  phrasesByFirstWord.set(first, [...(phrasesByFirstWord.get(first) ?? []), tokens]);
}
// The key bits (see `keyBits.ts`) of the words above: most words of a text have none, and skip both
// lookups.
const listedBits = keyBits([...alwaysProfane, ...phrasesByFirstWord.keys()]);
// Masked spellings need a mask character; most blocks have none, and the search then costs nothing.
const MASK_CHARACTER = /[*#@%!]/;

function profaneMatch(from: number, to: number, actual: string, methodName: string): RuleMatch {
  return {
    from,
    to,
    message: `Replace ${quote(actual)}: readers may find it profane, and it does not fit a brand voice.`,
    methodName,
    suggestions: [],
  };
}

function matchesOf(block: BlockView, messages: readonly RetextMessage[]): RuleMatch[] {
  const matches = messages.map((message) =>
    profaneMatch(message.from, message.to, message.actual, message.ruleId),
  );
  const taken = (from: number, to: number): boolean =>
    matches.some((match) => match.from < to && from < match.to);
  const add = (from: number, to: number, methodName: string): void => {
    if (!taken(from, to)) matches.push(profaneMatch(from, to, block.text.slice(from, to), methodName));
  };
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const listed = hasBit(listedBits, word.normalBit);
    if ((listed && alwaysProfane.has(word.normal)) || isProfaneCompound(word.normal)) {
      add(word.start, word.end, word.normal);
    }
    const phrases = listed ? phrasesByFirstWord.get(word.normal) : undefined;
    if (!phrases) continue;
    for (const phrase of phrases) {
      const last = words[index + phrase.length - 1];
      if (!last || last.sentence !== word.sentence) continue;
      const fits = phrase.every((token, offset) => {
        const other = words[index + offset];
        return other !== undefined && other.normal === token && (offset === 0 || other.joined);
      });
      if (fits && (phrase[0] !== 'bs' || isBullshit(block, index))) {
        add(word.start, last.end, phrase.join('-'));
      }
    }
  }
  if (MASK_CHARACTER.test(block.text)) {
    for (const found of block.text.matchAll(MASKED_PROFANITY)) {
      add(found.index, found.index + found[0].length, 'masked');
    }
  }
  return matches.sort((a, b) => a.from - b.from);
}

/**
 * Closed and hyphenated compounds of certainly profane words ("shitload", "motherfucking",
 * "half-assed", "shit-show"), which the cuss list does not spell out.
 */
function isProfaneCompound(normal: string): boolean {
  if (normal.includes('fuck')) return true;
  const shit = normal.startsWith('shit') || normal.startsWith('bullshit');
  if (shit && !normal.startsWith('shitake')) return true;
  if (!normal.includes('-')) return false;
  return normal
    .split('-')
    .some((part) => alwaysProfane.has(part) || part === 'ass' || part === 'assed' || cuss[part] === 2);
}

/** "BS" as "bullshit": in capitals, ending its clause ("That's BS.") or before "excuse" and the like. */
function isBullshit(block: BlockView, index: number): boolean {
  const word = block.words[index];
  if (word?.text !== 'BS') return false;
  const next = block.words[index + 1];
  return !next || !next.joined || next.sentence !== word.sentence || BS_NOUNS.has(next.normal);
}
const BS_NOUNS = new Set([
  'excuse',
  'excuses',
  'answer',
  'reason',
  'reply',
  'policy',
  'fee',
  'fees',
  'charge',
]);
