import type { GlossaryInput } from '@wtt/engine';
import type { DatabaseClient } from '../../database/connection.ts';
import type { StoredGlossaryTerm } from '../../database/schema.ts';
import { visibleGlossaryTerms } from '../glossaries/glossaryStore.ts';

/** The builder's three glossary fields (spec section 3) and the profiler input each one feeds. */
const GLOSSARY_FIELDS = [
  { field: 'forbiddenTermsGlossaryId', profile: 'forbiddenTerms', role: 'forbidden terms' },
  { field: 'requiredTermsGlossaryId', profile: 'requiredTerms', role: 'required terms' },
  { field: 'exactSpellingGlossaryId', profile: 'exactSpelling', role: 'exact spellings' },
] as const;

export type BuilderGlossaryField = (typeof GLOSSARY_FIELDS)[number]['field'];

export type BuilderGlossaryIds = Partial<Record<BuilderGlossaryField, string | null | undefined>>;

export interface BuilderGlossaries {
  /** The profiler's glossary inputs, by its field name. */
  resolved: Partial<Record<(typeof GLOSSARY_FIELDS)[number]['profile'], GlossaryInput>>;
  /** The same glossaries as the engine's `GlossarySource`, to compile the derived guide with. */
  source: Map<string, StoredGlossaryTerm[]>;
  /** Fields naming a glossary the owner cannot use (unknown, another user's, or deleted). */
  missing: { field: BuilderGlossaryField; role: string }[];
}

/** The builder's glossaries as `{glossaryId, terms}`: those the owner may use (public or own). */
export async function resolveBuilderGlossaries(
  db: DatabaseClient,
  ownerId: string,
  ids: BuilderGlossaryIds,
): Promise<BuilderGlossaries> {
  const wanted = GLOSSARY_FIELDS.flatMap((entry) => {
    const id = ids[entry.field];
    return typeof id === 'string' ? [{ ...entry, id }] : [];
  });
  const found = await visibleGlossaryTerms(
    db,
    ownerId,
    wanted.map((entry) => entry.id),
  );
  const result: BuilderGlossaries = { resolved: {}, source: found, missing: [] };
  for (const entry of wanted) {
    const terms = found.get(entry.id);
    if (terms === undefined) result.missing.push({ field: entry.field, role: entry.role });
    else result.resolved[entry.profile] = { glossaryId: entry.id, terms };
  }
  return result;
}
