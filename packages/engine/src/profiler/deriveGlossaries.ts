import { compileTerms, findTerms } from '../language/termMatcher.ts';
import { parseTerm, type GlossaryTerm } from '../rules/parameters.ts';
import { parameterOf } from './catalogueView.ts';
import { ruleIn, type Derivation, type DerivationContext } from './derivation.ts';
import { exceptionsOf, pick, toEvidence } from './evidence.ts';
import type { SampleSentence } from './sampleSet.ts';
import type { GlossaryInput, ProfileInput, TermList } from './types.ts';

/** A builder glossary made plain: its id (if any) and its well-formed terms. */
export interface ResolvedGlossary {
  readonly glossaryId?: string;
  readonly terms: readonly GlossaryTerm[];
}

type GlossaryField = 'forbiddenTerms' | 'requiredTerms' | 'exactSpelling';

/** Which rule each builder field feeds (DESIGN.md section 6 names these ids and parameters). */
export const GLOSSARY_RULES: ReadonlyArray<{
  readonly field: GlossaryField;
  readonly id: string;
  readonly role: string;
}> = [
  { field: 'forbiddenTerms', id: 'forbidden-terms', role: 'forbidden' },
  { field: 'requiredTerms', id: 'required-terms', role: 'required' },
  { field: 'exactSpelling', id: 'exact-spelling', role: 'exact-spelling' },
];

export function resolveGlossary(input: TermList | GlossaryInput | undefined): ResolvedGlossary | undefined {
  if (input === undefined) return undefined;
  const list: TermList = isGlossaryInput(input) ? input.terms : input;
  const terms = list.map(parseTerm).filter((term): term is GlossaryTerm => typeof term !== 'string');
  const glossaryId = isGlossaryInput(input) ? input.glossaryId : undefined;
  if (glossaryId === undefined && terms.length === 0) return undefined;
  return glossaryId === undefined ? { terms } : { glossaryId, terms };
}

/**
 * forbidden-terms, required-terms and exact-spelling from the builder's glossaries. With a glossary id
 * the rule refers to the glossary; otherwise it holds the terms. Evidence: sentences that use the
 * suggested words (forbidden) or the terms as spelled (required, exact spelling); exceptions: what the
 * rule flags in the samples.
 */
export function deriveGlossaryRules(context: DerivationContext, input: ProfileInput): Derivation[] {
  const derived: Derivation[] = [];
  for (const { field, id, role } of GLOSSARY_RULES) {
    const glossary = resolveGlossary(input[field]);
    const rule = ruleIn(context, id);
    if (!glossary || !rule) continue;
    const byId = glossary.glossaryId !== undefined && parameterOf(rule.info, 'glossaryId', 'string');
    if (!byId && !parameterOf(rule.info, 'terms', 'terms')) continue;
    const params = byId ? { glossaryId: glossary.glossaryId } : { terms: glossary.terms };
    const outcome = context.trials.run(rule, { terms: glossary.terms });
    const flagged = outcome?.flagged ?? [];
    const shown =
      role === 'forbidden'
        ? glossary.terms.flatMap((term) => term.suggestions ?? [])
        : glossary.terms.map((term) => term.term);
    const count = `${glossary.terms.length} ${glossary.terms.length === 1 ? 'term' : 'terms'}`;
    const findings = outcome?.matches ?? 0;
    derived.push({
      kind: 'glossary',
      rule: { id, params },
      evidence: {
        ruleId: id,
        reason: `From the ${role} glossary${byId ? ` "${glossary.glossaryId ?? ''}"` : ''} (${count}); the rule finds ${findings} ${findings === 1 ? 'problem' : 'problems'} in the samples.`,
        sentences: toEvidence(pick(sentencesUsing(context, shown, flagged), () => 0, 3)),
        exceptions: exceptionsOf(flagged),
      },
    });
  }
  return derived;
}

/** Sentences of the samples that use any of the phrases (in any word form), not flagged. */
function sentencesUsing(
  context: DerivationContext,
  phrases: readonly string[],
  flagged: readonly SampleSentence[],
): SampleSentence[] {
  if (phrases.length === 0) return [];
  const matcher = compileTerms(phrases.map((term) => ({ term })));
  const excluded = new Set(flagged.map((sentence) => `${sentence.sample.index}:${sentence.at}`));
  const found: SampleSentence[] = [];
  for (const sample of context.profile.samples) {
    const records = sample.reading.sentences;
    for (const [block, read] of sample.reading.blocks.entries()) {
      for (const hit of findTerms(matcher, read.view)) {
        const at = records.findIndex(
          (record) =>
            record.block === block && record.sentence.start <= hit.from && hit.from < record.sentence.end,
        );
        const record = records[at];
        if (!record || excluded.has(`${sample.index}:${at}`)) continue;
        excluded.add(`${sample.index}:${at}`);
        found.push({ sample, record, at, words: record.words.length });
      }
    }
  }
  return found;
}

function isGlossaryInput(input: TermList | GlossaryInput): input is GlossaryInput {
  return !Array.isArray(input);
}
