import { validateGuide } from '@wtt/engine';
import type { DatabaseClient } from '../../database/connection.ts';
import type { StoredGuideRule } from '../../database/schema.ts';
import { HttpError } from '../../errors/httpError.ts';
import { glossariesForGuide, referencedGlossaryIds } from './guideGlossaries.ts';

/**
 * Checks a guide's rules against the engine's catalogue and the glossaries the owner may use; throws a
 * 400 listing every issue. `previousRules` are the stored ones on an update: a glossary they already
 * referred to and that was deleted since is tolerated, so re-saving a guide does not fail on it.
 */
export async function assertValidGuideRules(
  db: DatabaseClient,
  ownerId: string,
  name: string,
  rules: StoredGuideRule[],
  previousRules: readonly StoredGuideRule[] = [],
): Promise<void> {
  const glossaries = await glossariesForGuide(
    db,
    ownerId,
    rules,
    new Set(referencedGlossaryIds(previousRules)),
  );
  const issues = validateGuide({ name, rules }, { glossaries });
  if (issues.length === 0) return;
  const details = issues.map((issue) => ({ path: `body/${issue.path}`, message: issue.message }));
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw new HttpError(400, `The guide's rules are invalid: ${summary}`, details);
}
