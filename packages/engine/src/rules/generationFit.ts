import { AGE_FIT_WORDS, GENERATION_NAMES } from '../data/ageScreens.ts';
import type { BlockView } from '../language/types.ts';
import { hiringSentence } from './ageScreens.ts';

const generationNames = new Set(GENERATION_NAMES.map((entry) => entry.word));
// "perfect for a millennial" fits as "ideal for" does; kept out of `AGE_FIT_WORDS`, where "the perfect gift
// for anyone who grew up with…" would make a sentence about a job.
const fitWords = new Set([...AGE_FIT_WORDS.map((entry) => entry.word), 'perfect']);
// What may stand between the word of fit and the generation it governs: "ideal for a millennial", "better
// suited to millennials", "Our ideal hire is a Gen Zer", "would suit someone like a zoomer".
const LINKS = new Set([
  ...['a', 'an', 'the', 'for', 'to', 'is', 'are', 'be', 'would', 'will', 'someone', 'somebody', 'person'],
  ...['candidate', 'hire', 'applicant', 'match', 'of', 'like', 'such', 'as'],
]);
// How far before the generation its word of fit may come.
const FIT_REACH = 5;
const SPACES = /\s+/gu;

/**
 * Whether a generation (`firstWord`…, as written) is fitted to a job: a word of fit governs it ("This job is
 * ideal for a millennial who loves to travel", "The role would suit a Gen Zer") in a sentence about a job
 * (US EEOC, job advertisements). "We asked Gen Z candidates which role would suit them" passes: the fit comes
 * after the generation, about something else.
 */
export function fittedGeneration(block: BlockView, firstWord: number, written: string): boolean {
  if (!generationNames.has(written.toLowerCase().replace(SPACES, ' '))) return false;
  const sentence = block.words[firstWord]?.sentence;
  for (let index = firstWord - 1; index >= Math.max(0, firstWord - FIT_REACH); index--) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) return false;
    if (fitWords.has(word.normal)) return hiringSentence(block, firstWord);
    if (!LINKS.has(word.normal)) return false;
  }
  return false;
}
