import type { BlockView } from '../language/types.ts';

// Words that may follow a greeting before the punctuation that closes it: the people greeted and the
// words that join them ("Hi all", "Good morning everyone and welcome", "Hello again", "Greetings from Oslo").
const AUDIENCE = new Set([
  ...['all', 'everyone', 'everybody', 'team', 'folks', 'friends', 'there', 'again', 'you', 'both', 'guys'],
  ...["y'all", 'y\u2019all', 'yall', 'people', 'crew', 'gang', 'and', 'from', 'to', 'welcome', 'thanks'],
  ...['back', 'aboard', 'the', 'our', 'my', 'dear', 'sir', 'madam', 'colleagues', 'customers', 'members'],
  ...['valued', 'customer', 'user', 'users', 'partners', 'writers', 'teammates', 'support', 'squad', 'world'],
]);
// Capitalised words that open a new line after a name ("Hi Anna\nYour order shipped."), where plain text
// reads the line break as a space.
const LINE_OPENERS = new Set([
  ...['your', 'we', 'the', 'thanks', 'thank', 'i', "i'm", 'i\u2019m', 'our', 'this', 'it', 'just', 'sorry'],
  ...['quick', 'good', 'hope', 'great', 'here', 'as', 'following', 'please', 'a', 'my', 'welcome', 'you'],
]);
// Verbs that show the greeting word is part of a subject ("Hello Kitty bags are back").
const FINITE = new Set([
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'will',
  'can',
  'gets',
  'got',
  'makes',
]);
const CLOSES = /[,!.:;?\u2014\u2013)]|\s-\s/;
const MOST_WORDS = 4;

/**
 * Whether a greeting phrase ending at word `last` stands as a greeting: it is followed by the end of
 * its sentence, by punctuation, or by at most a few words naming the people greeted before either
 * ("Hi Anna,", "Good morning everyone!"), not by the rest of a sentence ("Hello Kitty bags are back",
 * "Morning stand-up moves to ten"). A clipped greeting allows only the people greeted or a name.
 */
export function standsAsGreeting(block: BlockView, last: number, clipped: boolean): boolean {
  const { words, text } = block;
  let previous = words[last];
  if (!previous) return false;
  for (let offset = 1; offset <= MOST_WORDS; offset++) {
    const word = words[last + offset];
    if (!word || word.sentence !== previous.sentence) return true;
    if (CLOSES.test(text.slice(previous.end, word.start))) return true;
    const capital = /^\p{Lu}/u.test(word.text);
    if (offset > 1 && capital && LINE_OPENERS.has(word.normal)) return true;
    if (FINITE.has(word.normal)) return false;
    // "Good morning everyone and welcome to the call": a second greeting carries the first.
    if (word.normal === 'welcome' || word.normal === 'thanks') return true;
    if (clipped && !capital && !AUDIENCE.has(word.normal)) return false;
    previous = word;
  }
  return false;
}
