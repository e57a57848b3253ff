import {
  checkProse,
  compareFindings,
  placeMatch,
  type CheckedBlock,
  type PlacedFinding,
  type Placement,
} from '../check/checkedBlock.ts';
import { verifyDocumentFixes } from '../check/documentFixes.ts';
import { keepDocumentSafeFixes } from '../check/documentSafeFixes.ts';
import { runDocumentRules } from '../check/ruleHits.ts';
import { createProseBuilder } from '../document/proseBuilder.ts';
import { underHeadings } from '../document/underHeadings.ts';
import type { OffsetMap } from '../document/types.ts';
import type { CompiledGuide } from '../guide/types.ts';
import { computeScore, type ScoredFinding } from '../scoring/computeScore.ts';
import type { BlockFinding, BlockInput, BlocksCheckResult } from './types.ts';

/** A block checked by the block rules, cached by its content (kind, level, code ranges, text). */
export interface BlockEntry {
  readonly checked: CheckedBlock;
  readonly placement: Placement;
  /** The block rules' findings, placed in the block's text (block id added per check). */
  readonly placed: readonly PlacedFinding[];
}

/** A block of the document with the heading it sits under (see `underHeadings`). */
export interface HeadedInput extends BlockInput {
  readonly heading?: string | undefined;
}

/** The blocks, each with the prose of the heading it sits under, as `parseDocument` gives them. */
export function withInputHeadings(blocks: readonly BlockInput[]): HeadedInput[] {
  if (!blocks.some((block) => block.kind === 'heading')) return [...blocks];
  const headings = underHeadings(
    blocks.map((block) =>
      block.kind === 'heading'
        ? { kind: block.kind, level: block.level, text: blockProse(block).text }
        : block,
    ),
  );
  return blocks.map((block, index) => {
    const heading = headings[index];
    return heading === undefined ? block : { ...block, heading };
  });
}

/** The cache key of a block: everything its block-rule findings depend on, and nothing else. */
export function blockKey(block: HeadedInput): string {
  const code = block.code?.map((range) => `${range.from}-${range.to}`).join(',') ?? '';
  return `${block.kind}\u0000${block.level ?? 0}\u0000${block.heading ?? ''}\u0000${code}\u0000${block.text}`;
}

/**
 * Reads a block's text into prose: code ranges, URLs, e-mails and @mentions masked; the map leads from
 * each prose unit back to the block's text (empty text when the block has no words, or is code).
 */
export function blockProse(block: BlockInput): { text: string; map: OffsetMap } {
  const builder = createProseBuilder(block.text, { escapes: false, containerPrefixes: false });
  if (block.kind !== 'code') {
    let at = 0;
    const ranges = [...(block.code ?? [])].sort((a, b) => a.from - b.from);
    for (const range of ranges) {
      const from = Math.max(at, Math.min(range.from, block.text.length));
      const to = Math.max(from, Math.min(range.to, block.text.length));
      if (from > at) builder.text(block.text.slice(at, from), at, from);
      if (to > from) builder.mask(from, to);
      at = to;
    }
    if (at < block.text.length) builder.text(block.text.slice(at), at, block.text.length);
  }
  return builder.take() ?? { text: '', map: { starts: new Int32Array(0), ends: new Int32Array(0) } };
}

/** Checks blocks' prose with the guide's block rules, all in one pass. */
export function checkBlockInputs(blocks: readonly HeadedInput[], guide: CompiledGuide): BlockEntry[] {
  const proses = blocks.map(blockProse);
  const checked = checkProse(
    blocks.map((block, index) => ({
      text: proses[index]?.text ?? '',
      kind: block.kind === 'code' ? 'paragraph' : block.kind,
      level: block.level ?? 0,
      ...(block.heading === undefined ? {} : { heading: block.heading }),
    })),
    guide,
  );
  return checked.map((entry, index) => {
    const placement: Placement = {
      map: proses[index]?.map ?? { starts: new Int32Array(0), ends: new Int32Array(0) },
      source: blocks[index]?.text ?? '',
      format: 'plain',
    };
    const placed = entry.hits.map((hit) => placeMatch(hit.rule, hit.match, entry.view, placement));
    return { checked: entry, placement, placed };
  });
}

/**
 * Checks blocks given their entries (fresh or cached): the document rules run over all blocks (their
 * per-block work is memoised on the cached views), the block rules' fixes of the `fresh` entries (indexes;
 * all by default) are kept only if no document rule then fires more, then findings and score are
 * assembled. Answers the entries as verified too, for a cache to keep.
 */
export function assembleBlocks(
  blocks: readonly BlockInput[],
  unverified: readonly BlockEntry[],
  guide: CompiledGuide,
  fresh: Iterable<number> = unverified.keys(),
): { result: BlocksCheckResult; entries: BlockEntry[] } {
  const views = unverified.map((entry) => entry.checked.view);
  const documentHits = runDocumentRules(views, guide.documentRules);
  const verified = keepDocumentSafeFixes(
    unverified.map((entry) => entry.checked),
    guide,
    documentHits,
    fresh,
  );
  const entries = unverified.map((entry, index) => {
    const checked = verified[index];
    if (!checked || checked === entry.checked) return entry;
    return {
      ...entry,
      checked,
      placed: checked.hits.map((hit) => placeMatch(hit.rule, hit.match, checked.view, entry.placement)),
    };
  });
  // Findings and what the score needs of them, per block, so both can be put in reading order.
  const perBlock: { finding: BlockFinding; scored: ScoredFinding }[][] = blocks.map(() => []);
  let words = 0;
  const add = (index: number, placed: PlacedFinding, blockId: string): void => {
    const sentence = placed.scored.sentence;
    perBlock[index]?.push({
      finding: { ...placed.finding, blockId },
      scored: sentence ? { ...placed.scored, sentence: { ...sentence, blockId } } : placed.scored,
    });
  };
  for (const [index, entry] of entries.entries()) {
    const id = blocks[index]?.id ?? '';
    words += entry.checked.view.words.length;
    for (const placed of entry.placed) add(index, placed, id);
  }
  const matches = verifyDocumentFixes(
    documentHits,
    entries.map((entry) => entry.checked),
    guide,
  );
  for (const [index, hit] of documentHits.entries()) {
    const entry = entries[hit.match.block];
    const block = blocks[hit.match.block];
    const match = matches[index];
    if (!entry || !block || !match) continue;
    add(hit.match.block, placeMatch(hit.rule, match, entry.checked.view, entry.placement), block.id);
  }
  const findings: BlockFinding[] = [];
  // The score lists sentences of equal loss in the order it meets them: reading order, as checkText has it.
  const scored: ScoredFinding[] = [];
  for (const list of perBlock) {
    list.sort((a, b) => compareFindings(a.finding, b.finding));
    for (const item of list) {
      findings.push(item.finding);
      scored.push(item.scored);
    }
  }
  return { result: { findings, score: computeScore(scored, words) }, entries };
}
