import type { BlockView } from '../language/types.ts';

/** Public bodies whose decisions news reports: "The council refused…", "The court rejected…". */
const AUTHORITIES = new Set([
  ...['council', 'court', 'judge', 'regulator', 'government', 'ministry', 'tribunal', 'commission'],
  ...['inspectorate', 'parliament', 'senate', 'committee', 'authority', 'watchdog', 'inspector'],
]);
// The same bodies in the plural, and officials: "Regulators in Brussels have blocked the takeover…".
const AUTHORITIES_PLURAL = new Set([
  ...['regulators', 'courts', 'judges', 'governments', 'ministers', 'authorities', 'watchdogs'],
  ...['inspectors', 'officials', 'lawmakers', 'legislators', 'councillors', 'councils', 'planners'],
]);

// Anyone spoken to or for: a decision about "you" or "us" is news to the reader, not a report.
const PEOPLE = new Set([
  ...['you', 'your', "you're", "you've", "you'll", 'yours', 'we', 'our', 'us', "we're", "we've", 'i', 'my'],
]);

/**
 * Whether a refusal at `index` is a public body's decision reported as news to no one in particular (the
 * independent writers: "a news report of a refusal to a third party delivers no bad news to the reader"):
 * "The council refused planning permission for the new stadium". "The council refused your application"
 * and "We asked the council, and it refused" stay news.
 */
export function reportedDecision(block: BlockView, index: number): boolean {
  const { words } = block;
  const sentence = words[index]?.sentence;
  let at = index - 1;
  if (HAVE.has(words[at]?.normal ?? '')) at--;
  const body = words[at];
  if (!body || body.sentence !== sentence || words.some((word) => PEOPLE.has(word.normal))) return false;
  // "Dear Mrs Okafor, the council has refused…": a decision told to the person it concerns.
  if (GREETINGS.has(words[0]?.normal ?? '')) return false;
  // "The council refused", "The county council has refused", "The High Court has rejected".
  if (AUTHORITIES.has(body.normal)) {
    for (let before = at - 1; before >= Math.max(0, at - 3); before--) {
      if (words[before]?.sentence !== sentence) return false;
      if (words[before]?.normal === 'the') return true;
    }
    return false;
  }
  // "Ofcom has blocked the merger…, saying…": a named body at the sentence start, or a body in the
  // plural heading a longer subject ("Regulators in Brussels have blocked…"), with the report's
  // attribution after the decision.
  const first = block.sentences[sentence]?.firstWord ?? at;
  const plural = words.slice(first, at + 1).some((word) => AUTHORITIES_PLURAL.has(word.normal));
  if (!plural && (!body.sentenceStart || !/^\p{Lu}/u.test(body.text))) return false;
  for (let after = index + 1; after < words.length && words[after]?.sentence === sentence; after++) {
    if (ATTRIBUTING.has(words[after]?.normal ?? '')) return true;
  }
  return false;
}

/**
 * Whether the problem at `index` stands in a report of what others say, told to no one in particular:
 * after a news attribution ("…, saying the rent rise was unfair") or in a sentence that cites its source
 * ("Staff shortages are the biggest problem in care, according to a new report"). A block that speaks
 * to or for anyone ("you", "we") is news to its reader.
 */
export function reportedSpeech(block: BlockView, index: number): boolean {
  const { words, text } = block;
  if (words.some((word) => PEOPLE.has(word.normal))) return false;
  const sentence = block.sentences[words[index]?.sentence ?? -1];
  if (!sentence) return false;
  const told = text.slice(sentence.start, sentence.end);
  if (/\baccording to\b/iu.test(told)) return true;
  // A news attribution closing the sentence: "Water bills will rise by 9% next year, the regulator
  // announced on Tuesday" (the reporting clause after the report, as in "…, the council said").
  if (TRAILING_ATTRIBUTION.test(told)) return true;
  for (let at = sentence.firstWord; at < index; at++) {
    if (ATTRIBUTING.has(words[at]?.normal ?? '')) return true;
  }
  return false;
}

const TRAILING_ATTRIBUTION =
  /,\s+(?:the\s+|a\s+)?(?:[\p{L}'-]+\s+){0,3}(?:announced|said|reported|confirmed|warned|stated|told reporters)(?:\s+(?:on|in|this|last|yesterday|today)\b[^,]*)?[.!]?\s*$/u;
const HAVE = new Set(['has', 'have', 'had']);
const GREETINGS = new Set(['dear', 'hi', 'hello', 'hey']);
// How news reports give a body's reasons: "…, citing its impact", "…, saying it would reduce…".
const ATTRIBUTING = new Set(['citing', 'saying', 'arguing', 'ruling', 'stating', 'warning', 'claiming']);
