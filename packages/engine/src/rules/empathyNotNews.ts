import type { BlockView } from '../language/types.ts';

/**
 * Problem words that name a kind of problem or a thing, not news to the reader (the independent writers'
 * false alarms, read by construction rather than by phrase): a verbless question that opens a fix or an
 * offer ("Refused entry at the border? Our guide explains…", "Problem with your boiler?"), read like "If
 * you are…"; a problem in general ("the most common printer errors"), as a generic truth ("Outages happen
 * to every provider", "Delays are common in winter"), as a figure ("downtime averaged under four
 * minutes", "Outages: 2") or as what a feature handles ("Error tracking that groups similar failures");
 * bare plurals of a generic sentence denote kinds (Carlson, "Reference to Kinds in English", 1977). Also a
 * control's name ("the new Delay send button"), a problem caught before anyone notices it, and "delays"
 * the verb ("quiet hours that delay notifications").
 */

/** Whether the problem at `first`…`last` names a kind or a thing by one of the constructions above. */
export function notNews(block: BlockView, first: number, last: number): boolean {
  return (
    fragmentQuestion(block, first) ||
    generalKind(block, first) ||
    genericTruth(block, first, last) ||
    statistic(block, last) ||
    (first === last && featureHandles(block, first)) ||
    controlName(block, first, last) ||
    noticedEarly(block, first) ||
    delaysAsVerb(block, first, last) ||
    publicationIssue(block, last)
  );
}

// What an issue of a publication does: "This issue covers our new seed range".
const PUBLISHING = new Set([
  ...['covers', 'features', 'includes', 'brings', 'looks', 'contains', 'explores', 'celebrates'],
]);

/**
 * "issue" as one number of a publication, not a problem: "This issue covers our new seed range", "the
 * spring issue of our newsletter", "Issue 42". The word's sense is told by what the issue does or by a
 * publication named in the block.
 */
function publicationIssue(block: BlockView, last: number): boolean {
  const { words } = block;
  const word = words[last];
  if (!word || (word.normal !== 'issue' && word.normal !== 'issues')) return false;
  const next = words[last + 1];
  if (next?.sentence === word.sentence && (PUBLISHING.has(next.normal) || /^\d/u.test(next.normal))) {
    return true;
  }
  // "This issue of The Garden Gazette covers…" (the fifteenth pass): "of" and a capitalised title, then
  // a verb of what the issue does.
  if (next?.normal === 'of' && /^\p{Lu}/u.test(words[last + 2]?.text ?? '')) {
    for (let at = last + 3; at <= last + 7; at++) {
      if (words[at]?.sentence !== word.sentence) break;
      if (PUBLISHING.has(words[at]?.normal ?? '')) return true;
      if (!/^\p{Lu}/u.test(words[at]?.text ?? '')) break;
    }
  }
  return /\b(?:newsletter|magazine|journal|zine|bulletin|edition)s?\b/iu.test(block.text);
}

// Words that end the problem's own clause: "Your payment failed, and…".
const CLAUSE_BREAKS = new Set(['and', 'but', 'so', 'you', 'we', 'your', 'which', 'because', 'since', 'if']);

// What follows the noun "delays": "delays of up to four days", "delays to", "delays are expected".
const AFTER_DELAYS = new Set([
  ...['of', 'to', 'on', 'in', 'at', 'due', 'because', 'for', 'caused', 'are', 'were', 'and', 'or'],
  ...['across', 'affecting', 'expected', 'likely', 'possible', 'continue', 'mean', 'have', 'with'],
  ...['from', 'while', 'until', 'since', 'today', 'this', 'throughout', 'may', 'might', 'will'],
]);

/**
 * "Delays" as a verb with an object ("quiet hours that delay notifications", "the setting delays your
 * alerts"), not the noun of news ("experiencing delays of up to four days", "Delays are expected").
 */
function delaysAsVerb(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const word = words[first];
  if (first !== last || word?.normal !== 'delays') return false;
  const next = words[last + 1];
  if (!next || next.sentence !== word.sentence || !/^\s+$/u.test(text.slice(word.end, next.start))) {
    return false;
  }
  return !AFTER_DELAYS.has(next.normal);
}

// What a problem caught early has not yet done to the reader: "before your customers notice a problem".
const NOTICING = new Set([
  'notice',
  'notices',
  'see',
  'sees',
  'spot',
  'spots',
  'hit',
  'hits',
  'find',
  'finds',
]);

/** A problem as the object of noticing in a "before" clause: "alerts before your customers notice a problem". */
function noticedEarly(block: BlockView, first: number): boolean {
  const { words } = block;
  for (let at = first - 1; at >= Math.max(1, first - 4); at--) {
    if (words[at]?.sentence !== words[first]?.sentence) return false;
    if (!NOTICING.has(words[at]?.normal ?? '')) continue;
    for (let before = at - 1; before >= Math.max(0, at - 3); before--) {
      if (words[before]?.normal === 'before') return true;
    }
    return false;
  }
  return false;
}

const QUESTION_END = /^["'\u201d\u2019*_)\]\s]*\?/u;
// Words that may open a verbless question before its problem: "Your card declined?", "A delay?".
const QUESTION_OPENERS = new Set(['a', 'an', 'your', 'any', 'the', 'another', 'still', 'more']);

/**
 * A verbless question that opens a fix or an offer, read like "If you have…" (the ellipsis of "Do you
 * have"/"Were you"): the problem opens the question ("Problem with your boiler?", "Refused entry at the
 * border?", "Card declined?") and the question ends its sentence. Also the gerund questions' closing
 * quote and emphasis: '**Seeing "Sync failed"?**'.
 */
function fragmentQuestion(block: BlockView, first: number): boolean {
  const { words, text } = block;
  const word = words[first];
  const sentence = word ? block.sentences[word.sentence] : undefined;
  const end = sentence ? words[sentence.endWord - 1] : undefined;
  if (!word || !sentence || !end || !QUESTION_END.test(text.slice(end.end))) return false;
  const opener = words[sentence.firstWord];
  // '**Seeing "Sync failed"?**': a gerund question whose quoted label comes before the mark.
  if (opener && /^(?:seeing|getting|having|experiencing|hitting|facing|running)$/u.test(opener.normal)) {
    return true;
  }
  // "Printer showing error E-04?", "Boiler stuck on error F28?": the thing, then a gerund or "stuck",
  // read like "If your printer shows…".
  for (let at = sentence.firstWord + 1; at <= sentence.firstWord + 2 && at < first; at++) {
    if (
      /^(?:showing|displaying|throwing|giving|flashing|stuck|seeing|getting|having)$/u.test(
        words[at]?.normal ?? '',
      )
    ) {
      return true;
    }
  }
  // The problem within the first two words, with nothing but an opener or a noun before it.
  for (let at = sentence.firstWord; at < first; at++) {
    const normal = words[at]?.normal ?? '';
    if (!QUESTION_OPENERS.has(normal) && !(at === first - 1 && /^\p{L}+$/u.test(normal))) return false;
  }
  return (
    first - sentence.firstWord <= 2 && !/^(?:why|how|what|when|did|was|is|has)$/u.test(opener?.normal ?? '')
  );
}

// Words of a problem in general: "the most common printer errors", "typical setup mistakes".
const GENERAL = new Set([
  ...['common', 'typical', 'frequent', 'usual', 'classic', 'familiar', 'everyday', 'recurring', 'known'],
]);
const NOT_MODIFIERS = new Set([
  ...['the', 'a', 'an', 'your', 'our', 'is', 'are', 'was', 'were', 'has', 'have', 'and', 'or', 'of'],
]);

/** Whether a word of generality modifies the problem noun over up to three modifiers. */
function generalKind(block: BlockView, first: number): boolean {
  const { words } = block;
  for (let at = first - 1; at >= Math.max(0, first - 3); at--) {
    const word = words[at];
    if (!word || word.sentence !== words[first]?.sentence || NOT_MODIFIERS.has(word.normal)) return false;
    if (GENERAL.has(word.normal)) return true;
  }
  return false;
}

/**
 * A generic truth about a kind of problem: a bare plural at the sentence start with a verb of happening
 * ("Outages happen to every provider", "Mistakes happen"). A plural with "the" or "your" is news.
 */
function genericTruth(block: BlockView, first: number, last: number): boolean {
  const { words } = block;
  const word = words[first];
  if (!word?.sentenceStart || first !== last || !/[^s]s$/u.test(word.normal)) return false;
  const next = words[last + 1];
  if (next?.sentence !== word.sentence) return false;
  if (/^(?:happen|occur|strike|affect)$/u.test(next.normal)) return true;
  // "Delays are common in winter", "Delays are not unexpected in December": how often a kind happens.
  let at = last + 2;
  if (words[at]?.normal === 'not') at++;
  return next.normal === 'are' && USUAL.has(words[at]?.normal ?? '');
}

// How often a kind of problem happens: "are common", "are not unusual", "are rare".
const USUAL = new Set([
  ...['common', 'uncommon', 'normal', 'inevitable', 'rare', 'frequent', 'usual', 'unusual', 'typical'],
  ...['unexpected', 'unavoidable'],
]);

// Verbs of a measure over time: "downtime averaged under four minutes", "errors stayed below 0.1%".
const MEASURED = new Set([
  ...['averaged', 'averages', 'totalled', 'totaled', 'totals', 'stayed', 'stays', 'remained', 'remains'],
  ...['was', 'is', 'came', 'comes', 'held'],
]);
const SMALL = new Set(['under', 'below', 'less', 'fewer', 'lower', 'just', 'only', 'a']);

/**
 * A problem measured as a figure: "downtime on our platform averaged under four minutes last year", and a
 * figure's label ("Outages: 2 (both under 5 minutes)").
 */
function statistic(block: BlockView, last: number): boolean {
  const { words, text } = block;
  const next = words[last + 1];
  // "Outages: 2", "Support tickets about errors: down 35%".
  if (next && /^\s*:\s*$/u.test(text.slice(words[last]?.end ?? 0, next.start))) {
    const figure = /^(?:down|up)$/u.test(next.normal) ? words[last + 2] : next;
    if (figure && /^\d/u.test(figure.text)) return true;
  }
  // "total downtime of under nine minutes": a measure with "of" and a small figure.
  if (next?.normal === 'of' && /^(?:under|below|less|fewer)$/u.test(words[last + 2]?.normal ?? '')) {
    return true;
  }
  // Over a phrase of place: "Downtime across our European data centres averaged under two minutes",
  // "across all four of our regions averaged…" (nine words, the fifteenth pass).
  for (let at = last + 1; at <= last + 9; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[last]?.sentence || CLAUSE_BREAKS.has(word.normal)) return false;
    if (!MEASURED.has(word.normal)) continue;
    let next = at + 1;
    if (words[next]?.normal === 'in' || words[next]?.normal === 'at') next++;
    const after = words[next]?.normal ?? '';
    if (after === 'a' && words[next + 1]?.normal !== 'mere') return false;
    return (
      SMALL.has(after) ||
      (/^(?:averaged|averages|totalled|totaled|totals)$/u.test(word.normal) && /^\d/u.test(after))
    );
  }
  return false;
}

// What a feature does to problems as a kind, habitually: not what causes them.
const CAUSING = new Set([
  ...['causes', 'creates', 'triggers', 'produces', 'leads', 'means', 'leaves', 'brings', 'shows', 'has'],
  ...['affects', 'hits', 'gets', 'sees', 'returns', 'cause', 'create', 'trigger', 'produce', 'lead'],
  ...['mean', 'leave', 'bring', 'show', 'have', 'affect', 'hit', 'get', 'see', 'return', 'is', 'are'],
  ...['was', 'were', 'had', 'did', 'does', 'do', 'can', 'will', 'may', 'might', 'could', 'would'],
]);

/**
 * A feature's description: "that" or "which", a verb in the habitual present, and the problem as its
 * object in the plural, a kind ("Error tracking that groups similar failures", "a tool which sorts
 * duplicate errors"). "A bug that causes failed payments" names a cause, and stays news.
 */
function featureHandles(block: BlockView, first: number): boolean {
  const { words } = block;
  const word = words[first];
  // A plural noun: "failures", "errors"; not "is", "was", "has".
  if (!word || !/^\p{L}{3,}[^s]s$/u.test(word.normal)) return false;
  for (let at = first - 1; at >= Math.max(1, first - 3); at--) {
    const verb = words[at];
    if (!verb || verb.sentence !== word.sentence) return false;
    if (!/^(?:that|which)$/u.test(words[at - 1]?.normal ?? '')) continue;
    // The habitual present, third person ("groups") or plural ("insights that cluster").
    if (
      !/^\p{Ll}+$/u.test(verb.text) ||
      CAUSING.has(verb.normal) ||
      NOT_MODIFIERS.has(verb.normal) ||
      /(?:ed|ing)$/u.test(verb.normal)
    ) {
      return false;
    }
    // The words between are modifiers of the problem: "groups similar failures".
    return words.slice(at + 1, first).every((between) => !NOT_MODIFIERS.has(between.normal));
  }
  return false;
}

// Controls a capitalised name ends in: "the new Delay send button", "the Error log setting".
const CONTROLS = new Set([
  ...['button', 'setting', 'option', 'toggle', 'switch', 'menu', 'tab', 'field', 'feature', 'mode'],
  ...['tool', 'filter', 'command', 'checkbox', 'link', 'icon', 'control', 'panel', 'widget'],
]);

/** A capitalised problem word inside its sentence that names a control: "the new Delay send button". */
function controlName(block: BlockView, first: number, last: number): boolean {
  const { words } = block;
  const word = words[first];
  if (!word || word.sentenceStart || !/^\p{Lu}/u.test(word.text)) return false;
  for (let at = last + 1; at <= last + 2; at++) {
    const other = words[at];
    if (!other || other.sentence !== word.sentence) return false;
    if (CONTROLS.has(other.normal)) return true;
  }
  return false;
}
