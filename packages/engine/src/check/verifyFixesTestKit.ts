import { parseDocument } from '../document/parseDocument.ts';
import type { TextFormat } from '../document/types.ts';
import type { CompiledGuide } from '../guide/types.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { readable } from './fixTrialsTestKit.ts';
import { runBlockRules } from './ruleHits.ts';
import { verifyFixes, type TrialMode } from './verifyFixes.ts';

// For the tests (and the benchmark's check) that fix verification's shortcuts decide as the exhaustive
// re-check does.

/** What verification decides for a text: per block, which hits keep their fix, and the fixed prose. */
export function decisions(text: string, guide: CompiledGuide, format: TextFormat, mode: TrialMode) {
  const views = parseDocument(text, format).blocks.map((block) =>
    analyzeProse(block.text, block.kind, block.level, block.heading),
  );
  const hits = runBlockRules(views, guide.blockRules);
  const verified = verifyFixes(views, hits, guide.blockRules, true, mode);
  return {
    offered: verified.hits.map((list) =>
      list.map(
        (hit) => `${hit.rule.info.id}|${hit.match.from}|${hit.match.to}|${hit.match.fix ? 'fix' : '-'}`,
      ),
    ),
    fixed: verified.fixedViews.map((view) => (view ? readable(view) : undefined)),
    fixes: verified.hits.flat().filter((hit) => hit.match.fix).length,
    withdrawn:
      hits.flat().filter((hit) => hit.match.fix).length -
      verified.hits.flat().filter((hit) => hit.match.fix).length,
  };
}
