import type { CompiledGuide } from '../guide/types.ts';
import type { DocumentMatch, RuleMatch } from '../rules/types.ts';
import type { CheckedBlock } from './checked-block.ts';
import type { DocumentHit } from './rule-hits.ts';
import { runTrials } from './verify-fixes.ts';

/** A document rule's match with its fix kept only if the fix adds no finding of the guide to its block. */
export function verifyDocumentFix(
  hit: DocumentHit,
  block: CheckedBlock | undefined,
  guide: CompiledGuide,
): DocumentMatch {
  const fix = hit.match.fix;
  if (!fix) return hit.match;
  const probe = { rule: hit.rule, match: hit.match satisfies RuleMatch };
  const trial = block && { view: block.view, hits: [...block.hits, probe], applied: [probe] };
  if (trial && runTrials([trial], guide.blockRules)[0] === true) return hit.match;
  const { fix: _dropped, ...rest } = hit.match;
  return rest;
}
