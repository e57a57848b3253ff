import type { BlockView } from '../language/types.ts';

/**
 * Problems named only to say they are behind the reader (the seventeenth pass): a line of release notes
 * that opens on its own label of repair ("Fixed in version 2.4.1: …", "Bug fixes: …"), as a "### Fixed"
 * heading does over a list (Keep a Changelog), and a problem the writer checked the reader's case after
 * and found did them no harm ("We've checked your booking after last night's payment glitch, and your
 * card was charged only once", "We checked your account after Tuesday's outage. None of your payments
 * were taken twice").
 */

// "Fixed:", "Fixed in 2.4.1:", "Bug fixes in version 3.0:", "Resolved in v1.2:"; the colon ends the label.
const INLINE_REPAIR_LABEL =
  /^(?:fixed|fixes|bug ?fixes|bugs fixed|resolved|resolved issues|fixed issues)(?: in (?:version |release |build |v)?\d[\w.-]*)?\s*:/iu;

/** Whether the block opens on a label of repair before a colon: its problems are the ones fixed. */
export function inlineRepairLabel(block: BlockView): boolean {
  return block.kind !== 'heading' && INLINE_REPAIR_LABEL.test(block.text);
}

// Verbs of the writer checking the reader's case: "we've checked your booking", "I reviewed your account".
const CHECKING = /^(?:checked|reviewed|examined|audited|inspected)$/u;
const WRITER = /^(?:we|we've|i|i've|our)$/u;
// What says the check found no harm: "charged only once", "none of your payments", "not affected".
const ALL_CLEAR =
  /\b(?:(?:charged|taken|billed|debited|paid) only once|only (?:charged|billed|debited) once|none of (?:your|the) [\p{L}\s]{0,30}(?:twice|affected|lost|duplicated)|(?:was|were|has been|have been) not affected|(?:wasn't|weren't|hasn't been|haven't been) affected|unaffected|no (?:double|duplicate) (?:charges?|payments?))\b/iu;

/**
 * Whether the problem at `first` is the cause the writer checked the reader's case after ("checked your
 * booking after last night's payment glitch"), and the block says the check found no harm.
 */
export function checkedAfter(block: BlockView, first: number): boolean {
  const { words } = block;
  const sentence = words[first]?.sentence;
  let after = -1;
  for (let at = first - 1; at >= Math.max(0, first - 5); at--) {
    if (words[at]?.sentence !== sentence) return false;
    if (words[at]?.normal === 'after' || words[at]?.normal === 'following') {
      after = at;
      break;
    }
  }
  if (after < 0) return false;
  let checked = false;
  for (let at = after - 1; at >= 1 && words[at]?.sentence === sentence; at--) {
    if (!CHECKING.test(words[at]?.normal ?? '')) continue;
    const subject = words.slice(Math.max(0, at - 3), at).map((word) => word.normal);
    checked = subject.some((normal) => WRITER.test(normal));
    break;
  }
  return checked && ALL_CLEAR.test(block.text);
}

/**
 * Whether the charge at `last` is said to have been taken only once ("your card was charged only once",
 * "you were billed just once"): the all-clear after a feared double charge, not a charge as news.
 */
export function chargedOnce(block: BlockView, last: number): boolean {
  const { words } = block;
  if (!/^(?:charged|billed|debited|taken)$/u.test(words[last]?.normal ?? '')) return false;
  const [one, two] = [words[last + 1], words[last + 2]];
  if (!one || !two || one.sentence !== words[last]?.sentence || two.sentence !== one.sentence) return false;
  return (
    (/^(?:only|just)$/u.test(one.normal) && two.normal === 'once') ||
    (one.normal === 'once' && two.normal === 'only')
  );
}
