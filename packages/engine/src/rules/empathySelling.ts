import type { BlockView } from '../language/types.ts';

/**
 * Problem words in a feature's description: what the product finds or shows for the reader, not news to
 * them. A feature list leaves out the product as subject ("Warns about broken links before you
 * publish", "Spot broken links, missing images and slow pages") and a feature named as the subject
 * acts on problems as a kind ("Our live fault map shows outages in real time"). "Your dashboard shows
 * three failed payments" and "The report shows failed payments" stay news.
 */

// Verbs of a product that finds or shows problems, in the feature-list third person and the imperative.
const FINDING = new Set([
  ...['shows', 'warns', 'flags', 'finds', 'spots', 'catches', 'detects', 'alerts', 'highlights', 'tracks'],
  ...['maps', 'monitors', 'lists', 'surfaces', 'show', 'warn', 'flag', 'find', 'spot', 'catch', 'detect'],
  ...['track', 'monitor', 'see'],
  // Verbs of a feature that gathers problems for the reader: "Error summary: groups similar errors".
  ...['groups', 'group', 'collects', 'sorts', 'pinpoints', 'summarises', 'summarizes', 'explains'],
  ...['bundles', 'clusters', 'merges', 'underlines', 'marks', 'fixes', 'corrects'],
]);
// Products and features that may be the subject: "our live fault map", "the new outage tracker".
const FEATURES = new Set([
  ...['map', 'maps', 'tracker', 'alerts', 'dashboard', 'monitor', 'scanner', 'checker', 'app', 'tool'],
  ...['feature', 'widget', 'report', 'reports', 'insights', 'analytics', 'dashboards', 'tools'],
  // Views that list what happened: "The incident timeline shows every error your users hit".
  ...['timeline', 'summary', 'summaries', 'log', 'logs', 'feed', 'digest', 'view', 'inbox', 'history'],
  ...['grouping', 'assistant', 'linter', 'editor', 'plugin', 'extension', 'engine', 'service'],
  // Pages of status and reports (the fifteenth pass): "Our status page now lists every incident".
  ...['page', 'pages', 'board', 'portal', 'centre', 'center'],
]);
const DETERMINERS = new Set(['your', 'our', 'the', 'a', 'an', 'this', 'that', 'my', 'their', 'its']);
// What makes the problem one thing of the reader's: "shows an outage at your address", "your 3 failed…".
const ONE_THING = new Set(['a', 'an', 'the', 'your', 'this', 'that', 'one']);

/**
 * Whether the problem at `first` is the object of a verb of finding that opens its sentence (a feature
 * list) or follows a feature named as "our …"/"the …" subject, and is not one thing of the reader's.
 */
export function sellingPoint(block: BlockView, first: number): boolean {
  const { words } = block;
  const word = words[first];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  if (!word || !sentence) return false;
  const before = words[first - 1]?.normal ?? '';
  // "shows an outage at your address" is one thing; "find the delays in your database", a kind.
  const kind = before === 'the' && /[^s]s$/u.test(word.normal);
  if (warnedBeforeItHappens(block, first)) return true;
  if ((ONE_THING.has(before) && !kind) || /^\d/u.test(before)) return false;
  for (let at = sentence.firstWord; at < first; at++) {
    if (!FINDING.has(words[at]?.normal ?? '')) continue;
    // "Our checker catches typos, and your parcel was damaged": the problem in another clause. The
    // reader's thing after a kind ("any interruption on your line") stays the kind's.
    if (clauseBreak(block, at, first)) return false;
    // A feature list's line opens with the verb, also after its label: "**Slow query reports**: find…".
    if (at === sentence.firstWord || afterColon(block, at)) return true;
    // A feature acts on problems as a kind, in the plural: "shows outages in real time", not "shows
    // degraded performance on the EU cluster".
    // "shows any interruption on your line": "any" makes a singular a kind too.
    // "missing full stops": a participle before a plural head is a kind too.
    const plural =
      /[^s]s$/u.test(word.normal) ||
      /^(?:any|every)$/u.test(words[first - 1]?.normal ?? '') ||
      // "every incident and error": the second of a pair after "every".
      (/^(?:and|or)$/u.test(words[first - 1]?.normal ?? '') &&
        /^(?:any|every)$/u.test(words[first - 3]?.normal ?? '')) ||
      [1, 2].some(
        (ahead) =>
          words[first + ahead]?.sentence === word.sentence &&
          /^\p{L}{3,}[^s]s$/u.test(words[first + ahead]?.normal ?? '') &&
          /ing$/u.test(word.normal),
      );
    // "Our spell-checker flags…": the head of a hyphenated name; "Our status page now lists…": over an
    // adverb of time or manner (the fifteenth pass).
    const verbAt = /^(?:now|also|automatically|instantly)$/u.test(words[at - 1]?.normal ?? '') ? at - 1 : at;
    const subject = (words[verbAt - 1]?.normal ?? '').split('-').at(-1) ?? '';
    if (!FEATURES.has(subject) || !plural) continue;
    // A feature list's line names the feature as its subject: "**Error grouping** bundles similar
    // crashes together".
    // A determiner there makes it a thing of someone's: "Your dashboard shows outages in your region".
    const opener = words[verbAt - 2];
    if (
      verbAt - 2 === sentence.firstWord &&
      opener?.sentenceStart === true &&
      !DETERMINERS.has(opener.normal)
    ) {
      return true;
    }
    // The subject is the writer's feature, not the reader's: "our …", "the new …", not "your dashboard".
    for (let back = verbAt - 2; back >= sentence.firstWord; back--) {
      const normal = words[back]?.normal ?? '';
      if (normal === 'your') return false;
      if (normal === 'our' || normal === 'the') return true;
    }
  }
  return false;
}

/** Whether a colon stands right before the word at `index`: a label's end. */
function afterColon(block: BlockView, index: number): boolean {
  const previous = block.words[index - 1];
  const word = block.words[index];
  return (
    previous !== undefined && word !== undefined && /:\s*$/u.test(block.text.slice(previous.end, word.start))
  );
}

const CLAUSE_OPENERS = new Set(['and', 'but', 'so', 'which', 'while', 'whereas']);

/** Whether a new clause, or the reader's own thing, stands between the verb at `from` and `to`. */
function clauseBreak(block: BlockView, from: number, to: number): boolean {
  const { words, text } = block;
  for (let at = from + 1; at < to; at++) {
    const normal = words[at]?.normal ?? '';
    if (normal === 'your') return true;
    const comma = /[,;]/u.test(text.slice(words[at - 1]?.end ?? 0, words[at]?.start ?? 0));
    if (comma && CLAUSE_OPENERS.has(normal)) return true;
  }
  return false;
}

// Present-tense verbs of warning the user (sixteenth pass).
const WARNING = /^(?:warns|alerts|tells|notifies|reminds|emails|texts|pings|flags)$/u;

/**
 * A feature that warns the user before a problem would happen (sixteenth pass): "Our budgeting tool warns
 * you before a direct debit would take you overdrawn", "The app texts you before a payment would bounce".
 * A present-tense verb of warning with "you", then "before" and a "would" or "could" clause that holds
 * the problem: the problem is only supposed, and kept from happening. "We warned you before your account
 * went overdrawn" is past and real.
 */
function warnedBeforeItHappens(block: BlockView, first: number): boolean {
  const { words } = block;
  const sentence = words[first]?.sentence;
  let modal = false;
  for (let at = first - 1; at >= Math.max(0, first - 12); at--) {
    const word = words[at];
    if (!word || word.sentence !== sentence) return false;
    if (/^(?:would|could|might)$/u.test(word.normal)) modal = true;
    if (word.normal !== 'before') continue;
    return modal && words[at - 1]?.normal === 'you' && WARNING.test(words[at - 2]?.normal ?? '');
  }
  return false;
}
