import type { BlockView } from '../language/types.ts';

/**
 * A problem word that modifies the name of a feature or a product, not news: "The incident timeline
 * shows every error your users hit", "**Error summaries:** see every failed import at a glance",
 * "Error summary: groups similar errors". In an English compound noun the last noun is the head and the
 * first only classifies it (Quirk et al., A Comprehensive Grammar, 17.108: noun premodifiers), so "error
 * summary" is a summary, not an error; it is a feature when it is the subject of a present-tense verb of
 * showing, telling, letting or catching, or a list label whose description opens with such a verb.
 * "Delay notice: trains from Leeds…" (a notice label followed by news) and "The error log shows your
 * import failed" (the problem after the verb, read on its own) stay news.
 */

// Present-tense verbs of what a feature does for its user, third person and the imperative of a list.
const FEATURE_VERBS = new Set([
  ...['shows', 'lists', 'tells', 'lets', 'groups', 'flags', 'catches', 'alerts', 'warns', 'highlights'],
  ...['finds', 'spots', 'tracks', 'explains', 'pinpoints', 'collects', 'sorts', 'gathers', 'helps'],
  ...['summarises', 'summarizes', 'displays', 'records', 'maps', 'surfaces', 'points', 'sends', 'gives'],
  ...['see', 'find', 'spot', 'track', 'catch', 'group', 'get', 'review', 'fix', 'sort', 'show', 'know'],
  // Verbs of keeping, timing and watching for the user (sixteenth pass): "**Delay send** holds any
  // message for up to 24 hours", "the outage monitor checks every minute".
  ...['holds', 'keeps', 'saves', 'schedules', 'queues', 'checks', 'watches', 'monitors', 'retries'],
  ...['reminds', 'nudges', 'notifies', 'predicts', 'measures', 'compares', 'detects', 'emails'],
]);
// What may stand before the name: "The incident timeline", "Our new error digest", "Every outage map".
const DETERMINERS = new Set(['the', 'our', 'this', 'a', 'an', 'new', 'built-in', 'each', 'every']);

/** Whether the problem at `first`…`last` modifies a feature's name that heads its sentence. */
export function problemInFeatureName(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const word = words[first];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  if (!word || !sentence) return false;
  if (labelDefined(block, sentence.firstWord, sentence.endWord)) return true;
  for (let at = sentence.firstWord; at < first; at++) {
    if (!DETERMINERS.has(words[at]?.normal ?? '')) return false;
  }
  // The head noun or nouns after the problem word: one or two lowercase words, no participle.
  let head = last + 1;
  while (head <= last + 2 && isHeadNoun(block, head, word.sentence)) head++;
  if (head === last + 1) return false;
  const next = words[head];
  if (!next || next.sentence !== word.sentence) return false;
  const gap = text.slice(words[head - 1]?.end ?? 0, next.start);
  // "**Error summaries:** see every failed import": a label whose description opens with a feature verb.
  if (/^[\s*_]*:/u.test(gap)) {
    return (FEATURE_VERBS.has(next.normal) && /^\p{Ll}/u.test(next.text)) || featureDefined(block, head);
  }
  // "The incident timeline shows every error": the name as the subject of the verb.
  return /^\s+$/u.test(gap) && FEATURE_VERBS.has(next.normal) && /s$/u.test(next.normal);
}

function isHeadNoun(block: BlockView, index: number, sentence: number): boolean {
  const word = block.words[index];
  if (!word || word.sentence !== sentence || !/^\p{Ll}[\p{Ll}-]*$/u.test(word.text)) return false;
  if (/(?:ed|ly)$/u.test(word.normal) || FEATURE_VERBS.has(word.normal)) return false;
  // The head follows the modifier directly: "error summaries", not "error, summaries".
  const previous = block.words[index - 1];
  return previous !== undefined && /^[ \t]+$/u.test(block.text.slice(previous.end, word.start));
}

// What a label may be defined as: "a new setting", "an option", "a report".
const FEATURE_KINDS = new Set([
  ...['setting', 'settings', 'option', 'options', 'feature', 'features', 'toggle', 'control', 'controls'],
  ...['filter', 'filters', 'report', 'view', 'tool', 'panel', 'widget', 'switch', 'preference'],
]);
// Kinds of account a feature gives, defined by what they are of (sixteenth pass): "**Outage digest:** a
// weekly summary of downtime across your integrations", "an overview of every failed job".
const ACCOUNTS = new Set([
  ...['summary', 'digest', 'overview', 'map', 'timeline', 'chart', 'feed', 'dashboard', 'roundup'],
  ...['round-up', 'report', 'list', 'log', 'snapshot'],
]);

/**
 * Whether the label's description after the colon at `index` defines it as a kind of feature, with what it
 * does after (the fifteenth pass): "Error thresholds: a new setting that lets you choose…", "Outage
 * alerts: an option to get a text". "Error: a new setting could not be saved" has no "that", "to" or
 * "which" after the kind.
 */
function featureDefined(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!/^(?:a|an)$/u.test(words[index]?.normal ?? '')) return false;
  let at = index + 1;
  if (/^(?:new|built-in|optional|simple)$/u.test(words[at]?.normal ?? '')) at++;
  // "a weekly summary of…", "a live map of…": one or two lowercase modifiers before an account noun.
  for (let gap = 0; gap < 3; gap++) {
    const normal = words[at + gap]?.normal ?? '';
    if (ACCOUNTS.has(normal)) return /^(?:of|that|which|for)$/u.test(words[at + gap + 1]?.normal ?? '');
    if (!/^\p{Ll}[\p{Ll}-]*$/u.test(words[at + gap]?.text ?? '')) break;
  }
  if (!FEATURE_KINDS.has(words[at]?.normal ?? '')) return false;
  return /^(?:that|which|to|for)$/u.test(words[at + 1]?.normal ?? '');
}

/**
 * Whether the sentence is a label of one to four words defined as a feature after its colon: every
 * problem word in it, before or after the colon, names what the feature handles ("Error thresholds: a
 * new setting that lets you choose how many failed requests trigger an alert").
 */
function labelDefined(block: BlockView, from: number, to: number): boolean {
  const { words, text } = block;
  for (let at = from; at < Math.min(to - 1, from + 4); at++) {
    if (/^[\s*_]*:/u.test(text.slice(words[at]?.end ?? 0, words[at + 1]?.start ?? 0))) {
      return featureDefined(block, at + 1);
    }
  }
  return false;
}
