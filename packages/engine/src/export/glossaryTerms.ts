import type { GlossarySource } from '../guide/types.ts';
import { parseTerm, type GlossaryTerm } from '../rules/parameters.ts';

/**
 * The terms of a glossary rule's validated parameters: its own `terms`, then those of `glossaryId` from
 * the source (as the engine resolves them when it compiles the guide). Rules without terms give none.
 */
export function glossaryTermsOf(
  params: Readonly<Record<string, unknown>>,
  source: GlossarySource | undefined,
): GlossaryTerm[] {
  const own = Array.isArray(params.terms) ? wellFormed(params.terms) : [];
  const id = params.glossaryId;
  if (typeof id !== 'string' || !source) return own;
  const found: unknown =
    typeof source === 'function'
      ? source(id)
      : source instanceof Map
        ? source.get(id)
        : Object.hasOwn(source, id)
          ? (source as Readonly<Record<string, unknown>>)[id]
          : undefined;
  const terms: unknown = Array.isArray(found) ? found : (found as { terms?: unknown } | undefined)?.terms;
  return Array.isArray(terms) ? [...own, ...wellFormed(terms)] : own;
}

function wellFormed(items: readonly unknown[]): GlossaryTerm[] {
  return items.map(parseTerm).filter((term): term is GlossaryTerm => typeof term !== 'string');
}
