import type { BlockView } from '../language/types.ts';

/**
 * Senses of "going forward, please" and "for future reference" that tell the reader what is new or where
 * things are, not what they did wrong (writers u and v): the old way retired, a section's label, a feature
 * the reader can use, a thing kept for looking up. Each passes only without a sign that the reader is being
 * corrected ("you keep…", "again", "instead of emailing me").
 */

// What the reader did, corrected: "the old one you keep sending", "again", "instead of messaging me".
const CORRECTS_READER =
  /\byou(?:['’]ve| have)? (?:keep|kept|still|continue|continued|insist)\b|\b(?:again|already|twice|stop)\b|\b(?:instead of|rather than) (?:\w+ing )?(?:me|my|us)\b/iu;

export function correctsReader(text: string): boolean {
  return CORRECTS_READER.test(text);
}

// The old way, named: "the old address", "our previous finance inbox", "the paper forms".
const OLD_WAY =
  "(?:the|our|your) (?:old|previous|former|existing|legacy|paper|printed) (?:[\\w@.'’-]+ ){0,3}?[\\w@.'’-]+";
const RETIRE =
  '(?:retired|removed|withdrawn|discontinued|deprecated|decommissioned|phased out|switched off|turned off|shut down|closed)';
/**
 * "Going forward, please send tickets to help@…, which replaces the old address", "…; the old menu item has
 * been removed", "The old email address stops working on 1 May", "the paper forms are being retired": a change
 * of process, announced with the old way retired. A correction says the reader used the old way; this says it
 * is going.
 */
const RETIRES_OLD = new RegExp(
  [
    `\\b(?:replac(?:es|ed|ing)|supersed(?:es|ed|ing)|takes? over from|in place of) ${OLD_WAY}`,
    `\\b${OLD_WAY} (?:(?:is|are|has been|have been|will be|is being|are being|was|were) )?(?:now )?${RETIRE}\\b`,
    `\\b${OLD_WAY} (?:closes|will close|stops? working|will stop working|(?:won['’]t|will not) (?:work|be (?:monitored|available|accepted|read))|(?:is|are|will be) no longer (?:\\w+)|no longer \\w+|goes away|will go away|(?:is|are) going away)\\b`,
    `\\b(?:we|i)(?:['’]ve| have)? ${RETIRE} ${OLD_WAY}`,
    `\\b(?:is|are) being (?:retired|phased out|withdrawn|decommissioned|switched off)\\b`,
  ].join('|'),
  'iu',
);

export function retiresOld(scope: string): boolean {
  return RETIRES_OLD.test(scope) && !correctsReader(scope.replace(RETIRES_OLD, ''));
}

/**
 * "## For future reference" over a list of numbers, or "For future reference:" leading into one (writer u):
 * the phrase labels the details that follow, and is the whole block.
 */
export function labelsSection(block: BlockView): boolean {
  return (
    /^[\s*_]*for future reference[\s*_]*[:.–—-]?[\s*_]*$/iu.test(block.text) ||
    (block.kind === 'heading' && HEADING_FOR_LATER.test(block.text))
  );
}

// A heading that names its details and says they are for later (sixteenth pass: "## Handy details, for future
// reference", "## Contacts (for future reference)"): the phrase closes the label, and the section below holds them.
const HEADING_FOR_LATER = /[,:(–—-][\s*_]*for future reference[\s*_)]*[:.]?[\s*_]*$/iu;

// What only says where to find a thing: "you can find the form on the intranet" is "the form is on the
// intranet", which stays flagged (tenth pass).
const LOOK_UP_VERBS =
  'find|get|grab|access|download|see|check|look|read|view|reach|contact|email|call|ask|use|locate|consult|refer';
const ABILITY = new RegExp(
  `^[\\s,:*_]*you can (?:also |now |easily )?(?!(?:${LOOK_UP_VERBS}|just)\\b)[a-z]+\\b`,
  'iu',
);
// "…rather than asking me", "…yourself", "…just…": the tip corrects how the reader did it.
const TIP_CORRECTS =
  /n['’]t\b|\b(?:not|no|never|instead|rather|again|already|twice|should|please|stop|only|must|just|yourself|yourselves)\b/iu;

/**
 * "For future reference, you can save a filter as a preset and reuse it in any report": a feature the reader
 * may use, taught. Nothing they did is named.
 */
export function offersAbility(text: string, to: number): boolean {
  const sentence = untilSentenceEnd(text, to);
  return ABILITY.test(sentence) && !TIP_CORRECTS.test(sentence);
}

function untilSentenceEnd(text: string, to: number): string {
  const after = text.slice(to, to + 160);
  const end = after.search(/[.!?](?:\s|$)/u);
  return end < 0 ? after : after.slice(0, end);
}
