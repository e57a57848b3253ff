import type { BlockView } from '../language/types.ts';

/** Public bodies whose decisions news reports: "The council refused…", "The court rejected…". */
const AUTHORITIES = new Set([
  ...['council', 'court', 'judge', 'regulator', 'government', 'ministry', 'tribunal', 'commission'],
  ...['inspectorate', 'parliament', 'senate', 'committee', 'authority', 'watchdog', 'inspector'],
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
  const body = words[index - 1];
  if (!body || body.sentence !== words[index]?.sentence || !AUTHORITIES.has(body.normal)) return false;
  if (words[index - 2]?.normal !== 'the') return false;
  return !words.some((word) => PEOPLE.has(word.normal));
}
