import type { CompiledGuide } from '../guide/types.ts';
import type { DocumentMatch, RuleFix, RuleMatch } from '../rules/types.ts';
import type { CheckedBlock } from './checkedBlock.ts';
import type { DocumentHit } from './ruleHits.ts';
import { runTrials } from './verifyFixes.ts';

/**
 * Verdicts of fixes tried on a checked block with a guide's block rules, by fix (`from|to|replacement`).
 * A trial's verdict depends only on the rules, the block (its prose and block-rule hits) and the fix
 * applied, not on the rule that offered it, so a block checked once (and kept by an incremental
 * checker) needs each fix tried only once.
 */
const verdictsByRules = new WeakMap<
  CompiledGuide['blockRules'],
  WeakMap<CheckedBlock, Map<string, boolean>>
>();

function fixKey(fix: RuleFix): string {
  return `${String(fix.from)}|${String(fix.to)}|${fix.replacement}`;
}

/**
 * Document rules' matches with each fix kept only if it adds no finding of the guide to its block
 * (`blocks[hit.match.block]`). All fixes not tried before on their block are tried in one run of the
 * block rules.
 */
export function verifyDocumentFixes(
  hits: readonly DocumentHit[],
  blocks: readonly (CheckedBlock | undefined)[],
  guide: CompiledGuide,
): DocumentMatch[] {
  let verdicts = verdictsByRules.get(guide.blockRules);
  if (!verdicts) {
    verdicts = new WeakMap();
    verdictsByRules.set(guide.blockRules, verdicts);
  }
  const pending: Array<{ readonly known: Map<string, boolean>; readonly key: string }> = [];
  const trials: Array<Parameters<typeof runTrials>[0][number]> = [];
  // The keys already pending per block: a long text has hundreds of document fixes.
  const pendingKeys = new Map<Map<string, boolean>, Set<string>>();
  for (const hit of hits) {
    const fix = hit.match.fix;
    const block = blocks[hit.match.block];
    if (!fix || !block) continue;
    let known = verdicts.get(block);
    if (!known) {
      known = new Map();
      verdicts.set(block, known);
    }
    const key = fixKey(fix);
    let keys = pendingKeys.get(known);
    if (!keys) {
      keys = new Set();
      pendingKeys.set(known, keys);
    }
    if (known.has(key) || keys.has(key)) continue;
    keys.add(key);
    const probe = { rule: hit.rule, match: hit.match satisfies RuleMatch };
    pending.push({ known, key });
    trials.push({ view: block.view, hits: [...block.hits, probe], applied: [probe] });
  }
  for (const [index, passed] of runTrials(trials, guide.blockRules).entries()) {
    const entry = pending[index];
    if (entry) entry.known.set(entry.key, passed);
  }
  return hits.map((hit) => {
    const fix = hit.match.fix;
    if (!fix) return hit.match;
    const block = blocks[hit.match.block];
    if (block && verdicts.get(block)?.get(fixKey(fix)) === true) return hit.match;
    const { fix: _dropped, ...rest } = hit.match;
    return rest;
  });
}
