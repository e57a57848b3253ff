import { PROVIDER_NAME } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import { PREDEFINED_GLOSSARIES } from './predefinedGlossaries.ts';
import { PREDEFINED_GUIDES } from './predefinedGuides.ts';
import { PREDEFINED_PROMPTS } from './predefinedPrompts.ts';

/**
 * Writes the predefined library at start. Idempotent: fixed ids with upserts, so every start (and several
 * servers starting at once) ends with exactly one row per item, holding the content of this release.
 * Glossaries first: guides refer to them.
 */
export async function seedPredefinedLibrary(db: DatabaseClient): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const glossary of PREDEFINED_GLOSSARIES) {
      const values = {
        name: glossary.name,
        description: glossary.description,
        terms: JSON.stringify(glossary.terms),
        public_object: true,
      };
      await trx
        .insertInto('glossary')
        .values({ id: glossary.id, owner_id: null, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute();
    }
    for (const guide of PREDEFINED_GUIDES) {
      const values = {
        owner_name: PROVIDER_NAME,
        name: guide.name,
        description: guide.description,
        rules: JSON.stringify(guide.rules),
      };
      await trx
        .insertInto('tone_of_voice')
        .values({ id: guide.id, owner_id: null, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute();
    }
    for (const prompt of PREDEFINED_PROMPTS) {
      const values = { name: prompt.name, content: prompt.content };
      await trx
        .insertInto('prompt')
        .values({ id: prompt.id, owner_id: null, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute();
    }
  });
}
