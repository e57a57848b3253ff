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
  // Plain loops: this runs for every run of blocks and every trial of fixes, so its garbage adds up.
  const hits: BlockHit[][] = [];
  // Blocks without words (only code or links) have nothing to check.
  const indexes: number[] = [];
  const prose: BlockView[] = [];
  for (let index = 0; index < views.length; index++) {
    hits.push([]);
    const view = views[index];
    if (view && view.words.length > 0) {
      indexes.push(index);
      prose.push(view);
    }
  }
  if (prose.length === 0) return hits;
  for (const rule of rules) {
    const matches = rule.checkBlocks(prose);
    for (let position = 0; position < indexes.length; position++) {
      const found = matches[position];
      if (!found || found.length === 0) continue;
      const list = hits[indexes[position] ?? -1];
      if (list) for (const match of found) list.push({ rule, match });
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
