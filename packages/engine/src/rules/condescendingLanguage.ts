import { CONDESCENDING_ENTRIES } from '../data/condescending.ts';
import type { BlockView } from '../language/types.ts';
import { definePhraseRule } from './phraseRule.ts';

// "You just need to sign in": "just need"/"just have" minimise only when said to the reader.
const READER = new Set(['you', "you'll", "you'd", 'simply', 'all']);

export const condescendingLanguage = definePhraseRule({
  id: 'condescending-language',
  category: 'Emotionality',
  name: 'Condescending words',
  description:
    'Flags words that tell the reader a task is easy or a fact obvious ("simply", "just click", "obviously", "it\'s easy", "easily", "all you need to do is", "a breeze", "of course, you…", "needless to say") and offers to cut them. "Simply put", "a just cause", "we just shipped", "Of course! Happy to help" and "take it easy" pass.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'Click Save to keep your changes.',
      'Simply put, the plan costs less.',
      'We just shipped version 2.',
      'They fought for a just cause.',
      'Take it easy this weekend.',
    ],
    bad: [
      'Simply click Save to keep your changes.',
      'Just click Save to keep your changes.',
      'Obviously, you need an account first.',
      "It's easy to set up the app.",
      'You can easily export your data.',
    ],
  },
  entries: CONDESCENDING_ENTRIES,
  accept: (found, block) => {
    if (found.entry.id === 'of-course' || found.entry.id === 'naturally') {
      return addressesReader(block, found.hit.lastWord);
    }
    if (found.entry.id !== 'just') return true;
    const next = block.words[found.hit.lastWord + 1]?.normal;
    if (next !== 'need' && next !== 'have') return true;
    // The reader named just before, in the same sentence: "you just need", not "Thank you. Just need".
    const previous = block.words[found.hit.firstWord - 1];
    const sameSentence = previous?.sentence === block.words[found.hit.firstWord]?.sentence;
    return previous !== undefined && sameSentence && READER.has(previous.normal);
  },
});

/** Whether "you" or "your" follows within four words, in the same sentence and clause (no "!" between). */
function addressesReader(block: BlockView, lastWord: number): boolean {
  const sentence = block.words[lastWord]?.sentence;
  for (let index = lastWord + 1; index <= lastWord + 4; index++) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) return false;
    if (
      word.normal === 'you' ||
      word.normal === 'your' ||
      word.normal === "you'll" ||
      word.normal === "you're"
    ) {
      return true;
    }
  }
  return false;
}
