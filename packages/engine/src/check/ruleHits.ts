import type { BlockView } from '../language/types.ts';
import type { CompiledRule, DocumentMatch, RuleMatch } from '../rules/types.ts';

/** A block rule's match in one block. */
export interface BlockHit {
  readonly rule: CompiledRule;
  readonly match: RuleMatch;
}

/** A document rule's match. */
export interface DocumentHit {
  readonly rule: CompiledRule;
  readonly match: DocumentMatch;
}

/** Runs every block rule of a guide on blocks (each rule over all blocks in one pass), in guide order. */
export function runBlockRules(views: readonly BlockView[], rules: readonly CompiledRule[]): BlockHit[][] {
  const hits: BlockHit[][] = views.map(() => []);
  // Blocks without words (only code or links) have nothing to check.
  const indexes = views.flatMap((view, index) => (view.words.length > 0 ? [index] : []));
  const prose = indexes.flatMap((index) => views[index] ?? []);
  if (prose.length === 0) return hits;
  for (const rule of rules) {
    const matches = rule.checkBlocks(prose);
    for (const [position, index] of indexes.entries()) {
      const list = hits[index];
      for (const match of matches[position] ?? []) list?.push({ rule, match });
    }
  }
  return hits;
}

/** Runs every document rule of a guide over all blocks. */
export function runDocumentRules(views: readonly BlockView[], rules: readonly CompiledRule[]): DocumentHit[] {
  const hits: DocumentHit[] = [];
  const document = { blocks: views };
  for (const rule of rules) {
    for (const match of rule.checkDocument(document)) hits.push({ rule, match });
  }
  return hits;
}
