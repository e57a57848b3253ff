import type { BlockView } from '../language/types.ts';

/**
 * Whether a text is written for the writer's colleagues rather than for a customer. The empathy rule
 * asks customer-facing text to acknowledge bad news; an incident review, a note for support agents or a
 * heads-up to the team about the staging database is not customer-facing (the catalogue's "customer-
 * facing"; the independent writers' reading). What marks it: a label that names the audience
 * ("Internal:", "(internal)", "Note for support agents:", "support team only"), or a greeting to the team
 * ("Team,", "Hi all,") with words of the team's own work ("root cause", "action items", "the customer
 * email"), or a problem with the team's own tooling ("the staging database", "the build server").
 */
export interface AudienceSigns {
  /** The block labels its text as internal or for staff. */
  readonly label: boolean;
  /** The block opens with a greeting to a team ("Team,", "Hi all,", "Heads up, team:"). */
  readonly greeting: boolean;
  /** The block names the team's own work or tooling. */
  readonly work: boolean;
  readonly tooling: boolean;
  /** The block names a tool the team works in ("Jira", "the VPN"), which customers are not told about. */
  readonly internalTool: boolean;
  /** The block names something of the reader's ("your"): a customer's team is written to as "you". */
  readonly reader: boolean;
}

// Words after "internal" that make it a label of the text: "Internal only", "Internal memo".
const LABEL_NOUNS = new Set([
  ...['only', 'use', 'note', 'notes', 'memo', 'update', 'briefing', 'notice', 'summary', 'report'],
  ...['message', 'announcement', 'post-mortem', 'postmortem'],
  // The team's review of its own incident: "Internal incident review:", "Internal retro:" (not
  // "Internal server error:", the customer's error message).
  ...['incident', 'review', 'retro', 'retrospective', 'handover', 'faq', 'guidance'],
]);
const STAFF = new Set([
  ...['agents', 'agent', 'staff', 'team', 'teams', 'colleagues', 'employees', 'engineers', 'on-call'],
  ...['ops', 'managers'],
  // The staff on a rota or at a desk: "FYI for the support rota:", "Note for the service desk:".
  ...['rota', 'rotation', 'desk', 'shift', 'squad'],
]);
// Words that may stand between "for" and the staff: "for the support team", "for all agents".
const STAFF_GAP = new Set([
  ...['the', 'our', 'all', 'support', 'service', 'sales', 'billing', 'internal', 'night', 'day', 'early'],
  ...['late', 'weekend', 'help', 'on-call', 'ops', 'everyone', 'on'],
]);
// A label is short: a heading, a bold line, or the words before a colon that opens the text.
const LABEL_WORDS = 6;

const GREETING =
  /^(?:(?:hi|hey|hello|morning|good morning|good afternoon|dear)\s+(?:team|all|everyone|everybody|folks)\b(?!\s+\p{L})|(?:team|all|everyone|folks)\s*[,:]|[^.!?:,]{1,20},\s*(?:team|all|everyone|folks)\s*[,:])/iu;

/** Words of the team's own work, which a customer is not told about: "root cause", "action items". */
const WORK: readonly (readonly string[])[] = [
  ['root', 'cause'],
  ['post-mortem'],
  ['postmortem'],
  ['action', 'items'],
  ['on-call'],
  ['tier', '2'],
  ['tier-2'],
  ['support', 'tickets'],
  ['affected', 'tickets'],
  ['stand-up'],
  ['standup'],
  ['sprint'],
  ['retro'],
  ['runbook'],
  ['customer', 'email'],
  ['customer', 'emails'],
  ['customer', 'comms'],
  ['affected', 'customers'],
  ['incident', 'channel'],
  ['the', 'tracker'],
];
/** The team's own tooling, after "the" or "our" (not "your staging site"). */
const TOOLING: readonly (readonly string[])[] = [
  ['staging'],
  ['build', 'server'],
  ['build', 'servers'],
  ['nightly', 'build'],
  ['ci', 'pipeline'],
  ['test', 'environment'],
  ['dev', 'environment'],
  ['development', 'environment'],
];
const OURS = new Set(['the', 'our']);
// Tools a company's own staff work in: "Hi all, Jira will be down for maintenance from 10 pm".
const INTERNAL_TOOLS = new Set([
  ...['jira', 'confluence', 'slack', 'intranet', 'vpn', 'sharepoint', 'jenkins', 'workday', 'gitlab'],
  ...['okta', 'servicenow', 'zendesk', 'bamboohr', 'timesheets', 'payroll'],
]);

// A system of the staff side (sixteenth pass): "the HR portal", "the payroll system", "the staff
// intranet", "the expenses app"; a department's own tool, which customers do not use.
const STAFF_SIDE = new Set([
  ...['hr', 'payroll', 'expenses', 'expense', 'timesheet', 'staff', 'employee', 'intranet', 'rota'],
  ...['holiday-booking', 'leave', 'internal'],
]);
const SYSTEMS = new Set(['portal', 'system', 'systems', 'tool', 'app', 'site', 'server', 'dashboard']);
// Departments a memo is sent to: "To: IT operations", "To: Finance team".
const DEPARTMENTS = new Set([
  ...['it', 'operations', 'ops', 'engineering', 'finance', 'hr', 'payroll', 'facilities', 'legal'],
  ...['marketing', 'sales', 'support', 'development', 'product', 'staff', 'team', 'teams', 'all-staff'],
]);

/**
 * A memo's "To:" line that names a department or the staff (sixteenth pass): "**To:** IT operations",
 * "To: Finance team". "To: all customers" is not staff.
 */
function memoToStaff(block: BlockView): boolean {
  const { words, text } = block;
  if (words[0]?.normal !== 'to' || !/^[\s*_]*to[\s*_]*:/iu.test(text)) return false;
  const line = text.slice(0, text.search(/\n|$/u));
  const named = words.filter((word) => word.end <= line.length).slice(1, LABEL_WORDS + 1);
  return (
    named.length > 0 &&
    named.some((word) => DEPARTMENTS.has(word.normal)) &&
    !named.some((word) => READERS.has(word.normal) || word.normal === 'customers')
  );
}

/** Phrases by their first word, so that a block is read once. */
function byFirstWord(phrases: readonly (readonly string[])[]): Map<string, (readonly string[])[]> {
  const map = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases) {
    const first = phrase[0] ?? '';
    map.set(first, [...(map.get(first) ?? []), phrase]);
  }
  return map;
}
const WORK_INDEX = byFirstWord(WORK);
const TOOLING_INDEX = byFirstWord(TOOLING);

export function audienceSigns(block: BlockView): AudienceSigns {
  const { words } = block;
  const at = (index: number, phrase: readonly string[]): boolean =>
    phrase.every((part, offset) => words[index + offset]?.normal === part);
  let work = false;
  let tooling = false;
  let reader = false;
  let internalTool = false;
  for (let index = 0; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    reader ||= normal === 'your';
    internalTool ||=
      INTERNAL_TOOLS.has(normal) || (STAFF_SIDE.has(normal) && SYSTEMS.has(words[index + 1]?.normal ?? ''));
    work ||= WORK_INDEX.get(normal)?.some((phrase) => at(index, phrase)) ?? false;
    if (OURS.has(words[index - 1]?.normal ?? '')) {
      tooling ||= TOOLING_INDEX.get(normal)?.some((phrase) => at(index, phrase)) ?? false;
    }
  }
  return {
    label: labelsStaff(block),
    greeting: GREETING.test(block.text.trimStart()),
    work,
    tooling,
    internalTool,
    reader,
  };
}

/**
 * Whether the text is for staff: a label in its first two blocks or in a heading, the team's own tooling
 * named, or a greeting to the team in its first block with words of the team's work and nothing of the
 * reader's ("Hi team, the outage hit your workspace; the root cause…" is written to a customer's team).
 */
export function forStaff(blocks: readonly BlockView[], signs: (block: BlockView) => AudienceSigns): boolean {
  let work = false;
  let reader = false;
  let internalTool = false;
  for (const [index, block] of blocks.entries()) {
    const sign = signs(block);
    if (sign.label && (index < 2 || block.kind === 'heading')) return true;
    if (sign.tooling) return true;
    work ||= sign.work;
    reader ||= sign.reader;
    internalTool ||= sign.internalTool;
  }
  const first = blocks[0];
  if (first === undefined || !signs(first).greeting) return false;
  // "Hi all, Jira will be down from 10 pm. Save your work": the team's own tool, whatever "your" says.
  return internalTool || (work && !reader);
}

/** Whether the block's label (a heading, a short line, or the words before an opening colon) names staff. */
function labelsStaff(block: BlockView): boolean {
  const { words, text } = block;
  // "Incident review INC-3381", "Post-incident review: …": the team's review of its own incident.
  const [first, second] = [words[0]?.normal ?? '', words[1]?.normal ?? ''];
  if ((first === 'incident' || first === 'post-incident') && (second === 'review' || second === 'reviews')) {
    return true;
  }
  // "Audience: engineering and support staff".
  if (first === 'audience' && words.slice(1, LABEL_WORDS + 2).some((word) => STAFF.has(word.normal))) {
    return true;
  }
  let end = words.length;
  if (block.kind !== 'heading' && words.length > LABEL_WORDS) {
    const colon = text.indexOf(':');
    end = colon < 0 ? 0 : words.findIndex((word) => word.start > colon);
    if (end < 0 || end > LABEL_WORDS + 2) return false;
  }
  if (staffAddressed(block) || memoToStaff(block)) return true;
  for (let index = 0; index < end; index++) {
    const normal = words[index]?.normal ?? '';
    const next = index + 1 < end ? (words[index + 1]?.normal ?? '') : '';
    if (normal === 'internal' && (next === '' || LABEL_NOUNS.has(next))) return true;
    if (STAFF.has(normal) && next === 'only') return true;
    if (normal === 'for') {
      let at = index + 1;
      while (at < end && STAFF_GAP.has(words[at]?.normal ?? '')) at++;
      // "for the night-shift support rota": a staff noun with modifiers of its own (a noun phrase of up
      // to three words), not only the listed ones.
      for (let gap = 0; gap < 3 && at < end && !STAFF.has(words[at]?.normal ?? ''); gap++) {
        if (READERS.has(words[at]?.normal ?? '')) break;
        at++;
      }
      if (at < end && STAFF.has(words[at]?.normal ?? '')) return true;
    }
  }
  return false;
}

// Words that make a group the reader's: "for your support team" is the customer's own staff.
const READERS = new Set(['your', 'you', 'customers', 'customer', 'members', 'residents']);

/**
 * The text opens by addressing a named staff group: a vocative before the first comma or colon whose
 * head is a staff noun with a modifier ("Heads up, support rota:", "Morning, night shift,", "Hi on-call
 * engineers,"). A vocative names the addressee (Quirk et al. 10.52), so the text is written to that
 * group, whatever greeting comes before it; a bare "Team," or "Hi all," still needs words of the team's
 * work (see `forStaff`), since a customer's team is greeted the same way.
 */
function staffAddressed(block: BlockView): boolean {
  const { words, text } = block;
  // The first two stretches of the text that end in a comma or a colon: "Heads up" and "support rota".
  let from = 0;
  for (let stretch = 0; stretch < 2; stretch++) {
    const rest = text.slice(from);
    const stop = rest.search(/[,:]/u);
    if (stop < 0) return false;
    const phrase = words.filter((word) => word.start >= from && word.end <= from + stop);
    if (phrase.length > LABEL_WORDS) return false;
    if (vocativeOfStaff(phrase.map((word) => word.normal))) return true;
    from += stop + 1;
  }
  return false;
}

function vocativeOfStaff(phrase: readonly string[]): boolean {
  // A vocative takes no determiner (Quirk et al. 10.52): "Our support team, based in Leeds, will call"
  // opens with a subject, not an address.
  if (phrase.length < 2 || phrase.some((word) => READERS.has(word) || DETERMINERS.has(word))) return false;
  const words = phrase.filter((word) => !GREETINGS.has(word));
  // A modifier before the staff noun: "support rota", "night shift", "on-call engineers".
  return words.length >= 2 && STAFF.has(words.at(-1) ?? '');
}

const DETERMINERS = new Set(['our', 'the', 'my', 'a', 'an', 'this', 'that', 'their']);
const GREETINGS = new Set(['hi', 'hey', 'hello', 'dear', 'morning', 'evening', 'afternoon', 'good', 'all']);
