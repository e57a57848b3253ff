import type { BlockView } from '../language/types.ts';
import { TECHNOLOGY } from './techUpbringing.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
// What a whole age group is said to need help with: technology and going online, the stock incapacity pinned
// on older people (Conscious Style Guide, "Age"; AARP, "Disrupt Aging": older workers as needing hand-holding
// with technology). Besides `TECHNOLOGY`, the services a company moves online.
const TECH_THING = `(?:${TECHNOLOGY}|websites?|online\\s+[\\p{L}-]+|portals?|kiosks?|software|systems?|self-checkouts?|self-service|card\\s+readers?|e-?mails?|crm|till|tills|ticket\\s+machines?)`;
// "Older employees usually need extra help with the new tablets", "Older users typically require additional
// support to use the app": after the group, maybe a word of habit, a verb of needing, maybe a word of more, a
// word of help, and a technology or a use of one.
const NEEDS_HELP = new RegExp(
  `^\\s+(?:(?:usually|often|always|generally|typically|normally|mostly|invariably|tend\\s+to|tends\\s+to)\\s+)?(?:need|needs|require|requires)\\s+(?:(?:extra|more|additional|special|constant|a\\s+lot\\s+of|lots\\s+of|a\\s+lot\\s+more|much\\s+more)\\s+)?(?:help|support|assistance|hand-holding|handholding|guidance|supervision)\\s+(?:(?:with|on|using)\\s+(?:(?:the|a|an|our|their|any|every)\\s+)?(?:[\\p{L}-]+\\s+){0,2}?${TECH_THING}(?![\\p{L}-])|(?:to|when)\\s+(?:use|using|learn|learning|set\\s+up|setting\\s+up|go\\s+online|going\\s+online|get\\s+online|getting\\s+online|log\\s+in|logging\\s+in|navigate|navigating)\\b|(?:using|learning|getting\\s+online|going\\s+online)\\b)`,
  'iu',
);
// Before the group, a part of it: "Some older customers need help with the website" does not sweep.
const PARTS = new Set(['some', 'many', 'few', 'several', 'certain', 'of', 'a', 'one', 'these', 'those']);

/**
 * Whether an age group (`firstWord`…`lastWord`) is said, as a whole, to need help with technology ("Older
 * employees usually need extra help with the new tablets"): the stereotype of the older user. "Older
 * patients need extra support after surgery" (no technology), "Older customers who need help…" (a relative
 * clause restricts) and "Some older customers need help…" (a part) pass.
 */
export function needsHelpAfter(block: BlockView, firstWord: number, lastWord: number): boolean {
  const first = block.words[firstWord];
  const last = block.words[lastWord];
  if (!first || !last) return false;
  const before = block.words[firstWord - 1];
  if (before && before.sentence === first.sentence && PARTS.has(before.normal)) return false;
  const sentence = block.sentences[last.sentence];
  if (!sentence) return false;
  return NEEDS_HELP.test(block.text.slice(last.end, sentence.end));
}
