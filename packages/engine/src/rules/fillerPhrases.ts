import { FILLER_ENTRIES, FILLER_OPENERS, FILLER_SET_OFF } from '../data/fillerPhrases.ts';
import type { BlockView } from '../language/types.ts';
import { definePhraseRule, type PhraseFound } from './phraseRule.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
/** A comma, colon, semicolon or dash right after the words: they are set off from the sentence. */
const SET_OFF_AFTER = /^\s*(?:[,:;—–]|\s-\s|$)/;
/** A comma, semicolon, colon, dash or opening bracket right before the words: a clause starts there. */
const CLAUSE_BEFORE = /(?:[,;:(—–]|\s-)\s*$/;
const CLAUSE_CONJUNCTIONS = new Set(['and', 'but', 'so', 'or', 'because', 'yet']);

/** Whether the words open a sentence or a clause: its first words, or after a comma or "and". */
function opensClause(found: PhraseFound, block: BlockView): boolean {
  const first = block.words[found.hit.firstWord];
  if (!first || first.sentenceStart) return true;
  const previous = block.words[found.hit.firstWord - 1];
  if (!previous || previous.sentence !== first.sentence) return true;
  if (CLAUSE_BEFORE.test(block.text.slice(previous.end, first.start))) return true;
  return CLAUSE_CONJUNCTIONS.has(previous.normal) && opensAfterConjunction(block, found.hit.firstWord - 1);
}

/** "…, and to be honest, …": the conjunction itself follows a pause or starts the sentence. */
function opensAfterConjunction(block: BlockView, conjunction: number): boolean {
  const word = block.words[conjunction];
  const previous = block.words[conjunction - 1];
  if (!word || word.sentenceStart || !previous || previous.sentence !== word.sentence) return true;
  return CLAUSE_BEFORE.test(block.text.slice(previous.end, word.start));
}

function acceptFiller(found: PhraseFound, block: BlockView): boolean {
  const id = found.entry.id;
  if (FILLER_SET_OFF.has(id) && !SET_OFF_AFTER.test(block.text.slice(found.hit.to))) return false;
  return !FILLER_OPENERS.has(id) || opensClause(found, block);
}

export const fillerPhrases = definePhraseRule({
  id: 'filler-phrases',
  category: 'Readability and Flow',
  name: 'Filler phrases',
  description:
    'Flags phrases that announce instead of saying ("it is important to note that", "needless to say", "to be honest", "we are writing to inform you that") and offers to cut them, keeping the sentence whole.',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'The API changed in version 2.',
      'We want to be honest with you about the delay.',
      'Your order has shipped.',
    ],
    bad: [
      'It is important to note that the API changed in version 2.',
      'To be honest, the delay was our fault.',
      'We are writing to inform you that your order has shipped.',
    ],
  },
  entries: FILLER_ENTRIES,
  accept: acceptFiller,
});
