import type { BlockView } from '../language/types.ts';

/**
 * News told by a document's structure rather than by one sentence: the rule reads every block, so a
 * Markdown heading and the list or paragraph under it are both visible. Release notes sort changes under
 * section labels (Keep a Changelog: "Added", "Changed", "Deprecated", "Removed", "Fixed"), so a label of
 * removal over a list says each line is taken away, and a label of repair says each line is fixed. A
 * status post names its problem in the heading ("Known issue", "Status: degraded performance") and tells
 * who is hit in the body. An opening-hours list shows a day "closed" under a dated change.
 */

export interface HeadedNews {
  /** Index of the block that carries the news in the document. */
  readonly block: number;
  readonly from: number;
  readonly to: number;
}

// Participles and nouns of taking away (Levin 10.1 "remove" verbs, 10.5 "steal"): section labels.
const REMOVAL_LABELS =
  /^(?:removed|removals?|discontinued|withdrawn|retired|dropped|sunset(?:ted)?|end of life|no longer (?:supported|available|offered))(?:\s+(?:features?|support|items?|services?|products?))?$/u;
// Labels of repair: Keep a Changelog's "Fixed", "Bug fixes", "Resolved issues".
const REPAIR_LABELS =
  /^(?:fixed|fixes|bug ?fixes|bugs fixed|resolved(?: issues| bugs)?|fixed issues|fixed bugs)$/u;
// A heading that names a current problem: it ends on a problem noun ("Known issue", "Service disruption")
// or is a status label with a degraded state. "Outage map" and "Incident response" go on past the noun.
const PROBLEM_HEADING =
  /(?:^|\b(?:known|current|ongoing|service|partial|major|delivery|payment|login|sign-in)\s+)(?:issues?|incident|outage|disruption|interruption|delays?|problems?)$|^(?:status|incident)\s*:\s*(?:degraded|partial outage|major outage|service disruption|investigating|identified)\b/u;
// Who is hit, in the body under a problem heading.
const AFFECTED = /\b(?:users|customers|merchants|members|subscribers|clients|accounts|you|your|some|all)\b/u;
// A body that opens a conditional or a question is a troubleshooting guide, not a report.
const GUIDE_OPENING = /^(?:if|when|whenever|to|how|why|what|seeing|getting|none|no\b)/u;
// A day, a range of days or "weekends", and its value "closed".
const DAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|\bbank holidays?\b/u;
const CLOSED_VALUE = /(?::|–|-|—)\s*closed\s*$|^closed$/u;
// A dated change of the hours, in prose or a heading: "From 1 September", "New hours from 6 January". A
// weekday is left out: "from Monday to Friday" is a range of days, not a date.
const DATED_CHANGE =
  /\b(?:from|starting|as of|beginning)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+|\p{L}+\s+\d{1,2}|next|this|january|february|march|april|may|june|july|august|september|october|november|december)|\bnew (?:opening )?hours\b|\buntil now\b|\bwill be open\b/u;

const label = (block: BlockView | undefined): string =>
  (block?.text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[:.!]+$/u, '');

/** A paragraph that is all one bold or short label ("**Status: degraded performance**") reads like a heading. */
function isLabel(block: BlockView | undefined): boolean {
  if (!block) return false;
  return block.kind === 'heading' || (block.kind === 'paragraph' && block.words.length <= 6);
}

/** The first bad news the document's structure tells, or undefined. */
export function headedNews(blocks: readonly BlockView[]): HeadedNews | undefined {
  for (const [index, block] of blocks.entries()) {
    const next = blocks[index + 1];
    if (block.kind === 'heading' && REMOVAL_LABELS.test(label(block)) && next?.kind === 'list-item') {
      return whole(index, block);
    }
    if (isLabel(block) && PROBLEM_HEADING.test(label(block)) && next?.kind === 'paragraph') {
      const body = next.text.trim().toLowerCase();
      if (!GUIDE_OPENING.test(body) && AFFECTED.test(body)) return whole(index, block);
    }
  }
  return closedDay(blocks);
}

/** A list line or a table cell showing a day closed, in a document that dates a change of hours. */
function closedDay(blocks: readonly BlockView[]): HeadedNews | undefined {
  const dated = blocks.some((block) => DATED_CHANGE.test(block.text.toLowerCase()));
  if (!dated) return undefined;
  for (const [index, block] of blocks.entries()) {
    const text = label(block);
    if (block.kind === 'list-item' && DAY.test(text) && CLOSED_VALUE.test(text)) return whole(index, block);
    if (block.kind === 'table-cell' && text === 'closed' && DAY.test(label(blocks[index - 1]))) {
      return whole(index, block);
    }
  }
  return undefined;
}

const whole = (index: number, block: BlockView): HeadedNews => ({
  block: index,
  from: 0,
  to: block.text.length,
});

// Labels of a feature list: "Features", "Key features", "What's in the app", "What you get". Its lines
// name what the product does ("Instant alerts when errors spike", "**Outage map**: live faults near
// you"), so a problem word there is a selling point. "What's new" is left out: it also lists limits.
const FEATURE_LABELS =
  /^(?:(?:key |main |core |top )?features|highlights|what(?:'s|’s| is) (?:in|included)(?: (?:the|your) \p{L}+)?|what you get|included|everything you get|why \p{L}+)$/u;

// A heading that promises the product finds problems, with an imperative of finding or avoiding (the
// fifteenth pass): "Catch mistakes before your readers do", "Spot broken links in seconds", and "What
// Proofly catches". Its list names the kinds found.
const FINDING_PROMISE =
  /^(?:(?:catch|spot|find|detect|flag|avoid|prevent|eliminate) \p{L}|what [\p{L}\d-]+ (?:catches|finds|flags|spots|detects|checks(?: for)?)$)/u;

/**
 * Whether the block is a line of a list under a label of repair ("### Fixed", "Bug fixes"), whose problems
 * are the ones the release fixed, or under a label of features, whose problems are what the product
 * catches.
 */
export function underRepairLabel(blocks: readonly BlockView[], index: number): boolean {
  if (blocks[index]?.kind !== 'list-item') return false;
  for (let at = index - 1; at >= 0; at--) {
    const block = blocks[at];
    if (block?.kind === 'list-item') continue;
    const text = label(block);
    return (
      isLabel(block) && (REPAIR_LABELS.test(text) || FEATURE_LABELS.test(text) || FINDING_PROMISE.test(text))
    );
  }
  return false;
}
