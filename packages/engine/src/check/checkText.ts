import { parseDocument } from '../document/parseDocument.ts';
import type { ParsedDocument, TextFormat } from '../document/types.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import type { CompiledGuide, Guide } from '../guide/types.ts';
import { computeScore } from '../scoring/computeScore.ts';
import {
  checkProse,
  compareFindings,
  type CheckedBlock,
  placeMatch,
  type PlacedFinding,
  type Placement,
} from './checkedBlock.ts';
import { verifyDocumentFixes } from './documentFixes.ts';
import { keepDocumentSafeFixes } from './documentSafeFixes.ts';
import { runDocumentRules } from './ruleHits.ts';
import type { CheckOptions, CheckResult } from './types.ts';

/** Compiles a guide unless it already is: checking many texts, compile once with `compileGuide`. */
export function toCompiledGuide(guide: Guide | CompiledGuide, options: CheckOptions = {}): CompiledGuide {
  return 'blockRules' in guide
    ? guide
    : compileGuide(guide, options.glossaries ? { glossaries: options.glossaries } : {});
}

/**
 * Checks a text against a guide: findings with UTF-16 offsets into `text`, sorted, and the score.
 * Throws a `GuideError` when the guide is not valid.
 */
export function checkText(
  text: string,
  guide: Guide | CompiledGuide,
  options: CheckOptions = {},
): CheckResult {
  const compiled = toCompiledGuide(guide, options);
  const format = options.format ?? 'plain';
  const document = parseDocument(text, format);
  return resultOfCheckedProse(text, format, document, compiled, checkProse(document.blocks, compiled));
}

/**
 * The rest of `checkText` once every block's prose is checked (`prose`: `checkProse` of `document.blocks`,
 * in order): the document rules, then findings placed and scored. Block results depend on their block
 * alone, so a caller may check the blocks in parts (the CLI splits a long text across threads).
 */
export function resultOfCheckedProse(
  text: string,
  format: TextFormat,
  document: ParsedDocument,
  compiled: CompiledGuide,
  prose: readonly CheckedBlock[],
): CheckResult {
  const placed: PlacedFinding[] = [];
  const views = prose.map((block) => block.view);
  const documentHits = runDocumentRules(views, compiled.documentRules);
  const checked = keepDocumentSafeFixes(prose, compiled, documentHits);
  const placements: Placement[] = document.blocks.map((block) => ({ map: block.map, source: text, format }));
  let words = 0;
  for (const [index, block] of checked.entries()) {
    words += block.view.words.length;
    const placement = placements[index];
    if (!placement) continue;
    for (const hit of block.hits) placed.push(placeMatch(hit.rule, hit.match, block.view, placement));
  }
  const matches = verifyDocumentFixes(documentHits, checked, compiled);
  for (const [index, hit] of documentHits.entries()) {
    const view = views[hit.match.block];
    const placement = placements[hit.match.block];
    const match = matches[index];
    if (!view || !placement || !match) continue;
    placed.push(placeMatch(hit.rule, match, view, placement));
  }
  placed.sort((a, b) => compareFindings(a.finding, b.finding));
  return {
    findings: placed.map((entry) => entry.finding),
    score: computeScore(
      placed.map((entry) => entry.scored),
      words,
    ),
  };
}
