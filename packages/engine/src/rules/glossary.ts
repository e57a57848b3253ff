import { caseAccepted } from '../language/casePolicy.ts';
import { matchCase } from '../language/normalize.ts';
import type { TermHit } from '../language/termMatcher.ts';
import type { BlockView } from '../language/types.ts';
import { inflect } from '../language/wordForms.ts';
import type { GlossaryHit } from './glossaryMatcher.ts';
import { optionalStringParameter, termsParameter, type GlossaryTerm } from './parameters.ts';
import { RuleParameterError } from './ruleParameterError.ts';
import type { PrepareContext } from './types.ts';

/** The parameters of the glossary rules: terms in the guide, a glossary by id, or both. */
export const glossaryParameters = {
  terms: termsParameter({
    description: 'Terms, each a text or {term, suggestions?, note?}. Word forms match too.',
  }),
  glossaryId: optionalStringParameter({
    description: 'Id of a glossary whose terms are added to `terms`.',
  }),
};

/** The terms of a glossary rule: its own, then those of its glossary. */
export function resolveTerms(
  params: { readonly terms: readonly GlossaryTerm[]; readonly glossaryId: string | undefined },
  context: PrepareContext,
): readonly GlossaryTerm[] {
  if (params.glossaryId === undefined) return params.terms;
  const glossary = context.glossary(params.glossaryId);
  if (!glossary) throw new RuleParameterError('glossaryId', `There is no glossary "${params.glossaryId}".`);
  return [...params.terms, ...glossary];
}

/**
 * Whether a hit of a forbidden term counts. A term written in lower case is a common word: it matches
 * lower case, and a capital only where a capital is typography, not a name: the start of a sentence, a
 * heading, after a colon or an opening quote ("Tip: Utilize…"), a whole phrase in title case ("Click
 * Here", a button label), or all in capitals ("PLEASE UTILIZE"). "Apple" alone in mid-sentence is a
 * name, not the fruit. A term with capitals names something: any case matches.
 */
export function hitCounts(hit: GlossaryHit, block: BlockView): boolean {
  const term = hit.entry.term;
  if (term !== term.toLowerCase()) return true;
  const heading = block.kind === 'heading';
  const written = block.text.slice(hit.from, hit.to);
  if (!/\p{Ll}/u.test(written) && /\p{Lu}{2}/u.test(written)) return true;
  if (hit.literal) {
    const first = block.words[hit.firstWord];
    const start = (first?.sentenceStart ?? false) || opensPhrase(block.text, hit.from);
    return caseAccepted(written, term.trim(), { sentenceStart: start, heading });
  }
  if (hit.lastWord > hit.firstWord && titleCased(block, hit)) return true;
  for (let index = hit.firstWord; index <= hit.lastWord; index++) {
    const word = block.words[index];
    const expected = hit.expected[index - hit.firstWord];
    if (!word || expected === undefined) return false;
    const start = word.sentenceStart || (index === hit.firstWord && opensPhrase(block.text, word.start));
    if (!caseAccepted(word.text, expected.toLowerCase(), { sentenceStart: start, heading })) {
      return false;
    }
  }
  return true;
}

/** Whether the text before `at` opens a phrase that takes a capital: a colon, a quote, a bracket. */
function opensPhrase(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 3), at).trimEnd();
  return /[:"“‘'([]$/.test(before);
}

/** Every word of a several-word hit capitalised: a label or title ("Click Here"), not a name in a sentence. */
function titleCased(block: BlockView, hit: GlossaryHit): boolean {
  for (let index = hit.firstWord; index <= hit.lastWord; index++) {
    const word = block.words[index];
    if (!word || !/^\p{Lu}/u.test(word.text)) return false;
  }
  return true;
}

/**
 * A suggestion in the inflection of the hit ("utilized" → "used" for the suggestion "use"), in the case
 * of the written text ("Utilize" at a sentence start → "Use").
 */
export function inflectSuggestion(suggestion: string, hit: TermHit<unknown>, written: string): string {
  const words = suggestion.split(' ');
  const at = hit.inflected === 'first' ? 0 : words.length - 1;
  const word = words[at];
  if (word !== undefined && hit.inflection !== 'base') {
    words[at] = inflect(word, hit.inflection)[0] ?? word;
  }
  return matchCase(written, words.join(' '));
}
