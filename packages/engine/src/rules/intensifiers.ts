import { INTENSIFIERS, MORE_INTENSIFIERS, PLAIN_SENSE, SO_ADJECTIVES } from '../data/intensifiers.ts';
import { hasBit, keyBits } from '../language/keyBits.ts';
import { normalWord } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import { cutFix } from './cutFix.ts';
import { quotedRanges } from './quoted.ts';
import { defineBlockRule } from './defineRule.ts';
import { intensifyMessages } from './intensifyPlugin.ts';
import { searchRunner, type RetextMessage } from './retextAdapter.ts';
import { retextChecks } from './retextChecks.ts';
import type { RuleMatch } from './types.ts';
import { someWord } from './wordRange.ts';
import { quote } from './wording.ts';

const reasons = new Map(INTENSIFIERS.map((entry) => [entry.word, entry.reason]));
const moreReasons = new Map(MORE_INTENSIFIERS.map((entry) => [entry.word, entry.reason]));
const moreBits = keyBits(moreReasons.keys());
const soAdjectives = new Set(SO_ADJECTIVES);
const veryAfter = new Set<string>(PLAIN_SENSE.veryAfter);
const seriouslyAfter = new Set<string>(PLAIN_SENSE.seriouslyAfter);
const whole = new Set<string>(PLAIN_SENSE.whole);
const removal = new Set<string>(PLAIN_SENSE.removal);
const literally = new Set<string>(PLAIN_SENSE.literally);
const highlyBefore = new Set<string>(PLAIN_SENSE.highlyBefore);
const superBefore = new Set<string>(PLAIN_SENSE.superBefore);

export const intensifiers = defineBlockRule({
  id: 'intensifiers',
  category: 'Emotionality',
  name: 'Intensifiers',
  description:
    'Flags intensifiers and empty adverbs ("very", "really", "totally", "basically", "incredibly", "super", "so easy", "highly recommend") and offers to cut them. Plain senses pass: "the very first", "take it seriously", "delete it completely", "highly available", "thank you very much".',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['The update is fast.', 'We cut the load time in half.'],
    bad: ['The update is very fast.', 'Basically, we rebuilt the app.', 'It is really, really good.'],
  },
  // Only the sentences with one of the words this rule reports go through the plugin, and of them only
  // those words with their neighbours: the rule keeps only the plugin's one-word matches of these words.
  prepare: () =>
    searchRunner(intensifyMessages, {
      select: (words, first, end) => someWord(words, first, end, (word) => reasons.has(word.normal)),
      keep: { word: (word) => reasons.has(word.normal), reach: 1 },
      flatWords: true,
    }),
  ...retextChecks(matchesOf),
});

function matchesOf(block: BlockView, messages: readonly RetextMessage[]): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const message of messages) {
    if (message.ruleId !== 'filler' && message.ruleId !== 'weasel') continue;
    const normal = normalWord(message.actual);
    const reason = reasons.get(normal);
    // A word that is both a filler and a weasel is reported twice by the plugin: keep one.
    if (reason === undefined || matches.some((match) => match.from === message.from)) continue;
    const index = block.words.findIndex((word) => word.start === message.from);
    if (index >= 0 && plainSense(block, index)) continue;
    matches.push(cutMatch(block, index, message.from, message.to, message.actual, reason));
  }
  // A plain loop (an entries iterator makes a pair per word), and a key bit before the lookup.
  const words = block.words;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const reason =
      (hasBit(moreBits, word.normalBit) ? moreReasons.get(word.normal) : undefined) ??
      (word.normal === 'so' && soBeforeAdjective(block, index) ? INFLATE_SO : undefined);
    if (reason === undefined || plainSense(block, index)) continue;
    matches.push(cutMatch(block, index, word.start, word.end, word.text, reason));
  }
  return matches.sort((a, b) => a.from - b.from);
}

const THANKS = new Set(['thank', 'thanks', 'you']);

const INFLATE_SO = 'Inflates instead of informing: say how much, or pick a stronger word.';

function cutMatch(
  block: BlockView,
  index: number,
  from: number,
  to: number,
  actual: string,
  reason: string,
): RuleMatch {
  const fix = index < 0 ? null : cutFix(block, index, index);
  return {
    from,
    to,
    message: `Cut ${quote(actual)}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
    methodName: normalWord(actual),
    suggestions: [],
    ...(fix ? { fix } : {}),
  };
}

/** The word in the same sentence `offset` words away, with nothing but spaces between. */
function neighbour(block: BlockView, index: number, offset: number): string | undefined {
  const word = block.words[index];
  const other = block.words[index + offset];
  if (!word || !other || other.sentence !== word.sentence) return undefined;
  const joined = offset > 0 ? block.words[index + 1]?.joined : word.joined;
  return joined ? other.normal : undefined;
}

function soBeforeAdjective(block: BlockView, index: number): boolean {
  // "so easy that most teams…" states a result, not a degree.
  return soAdjectives.has(neighbour(block, index, 1) ?? '') && neighbour(block, index, 2) !== 'that';
}

/** Whether the word has its plain sense here, not an intensifier's: "the very first", "delete it completely". */
function plainSense(block: BlockView, index: number): boolean {
  const word = block.words[index];
  if (!word) return false;
  // A word named ('Avoid "very" in headlines.') or quoted speech (“It's really fast,” says Ana): not
  // the writer's own intensifier.
  if (quotedRanges(block.text).some(([from, to]) => word.start >= from && word.end <= to)) return true;
  if (/^[‘']$/u.test(block.text.charAt(word.start - 1)) && /^[’']$/u.test(block.text.charAt(word.end))) {
    return true;
  }
  // A capital in mid-sentence starts a name ("Really Simple Syndication", the "Totally Free" plan);
  // headings in title case are not names.
  if (!word.sentenceStart && block.kind !== 'heading' && /^\p{Lu}/u.test(word.text)) return true;
  const before = neighbour(block, index, -1) ?? '';
  const after = neighbour(block, index, 1) ?? '';
  switch (word.normal) {
    case 'very':
      // "Thank you very much" and "Very truly yours" are set phrases of politeness.
      return (
        veryAfter.has(before) ||
        (after === 'much' && nearBefore(block, index, 2, THANKS)) ||
        after === 'truly'
      );
    case 'seriously':
      return nearBefore(block, index, 3, seriouslyAfter);
    case 'literally':
      return literally.has(after) || literally.has(before);
    case 'highly':
      // "highly recommend" inflates; "highly available", "highly regulated" name a property.
      return !highlyBefore.has(after);
    case 'absolutely':
      return after === 'positioned';
    case 'truly':
      return after === 'random' || after === 'yours' || before === 'yours';
    case 'super':
      return after === '' || superBefore.has(after) || (!word.sentenceStart && /^\p{Lu}/u.test(word.text));
    default:
      return whole.has(word.normal) && (removal.has(after) || nearBefore(block, index, 4, removal));
  }
}

/** Whether one of `words` is among the `reach` words before `index`, in its sentence. */
function nearBefore(block: BlockView, index: number, reach: number, words: ReadonlySet<string>): boolean {
  const sentence = block.words[index]?.sentence;
  for (let at = index - 1; at >= Math.max(0, index - reach); at--) {
    const word = block.words[at];
    if (!word || word.sentence !== sentence) return false;
    if (words.has(word.normal)) return true;
  }
  return false;
}
