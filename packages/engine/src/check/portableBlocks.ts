import { ProseView } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import type { CompiledGuide } from '../guide/types.ts';
import type { RuleMatch } from '../rules/types.ts';
import type { CheckedBlock } from './checkedBlock.ts';

/** A block's view as plain data (no syntax tree: the receiver parses again only if a rule asks for it). */
export type PortableView = Pick<BlockView, 'kind' | 'level' | 'text' | 'sentences' | 'words' | 'heading'>;

/** A checked block as plain data, for another thread: each hit names its rule by its place in the guide. */
export interface PortableBlock {
  readonly view: PortableView;
  readonly hits: readonly { readonly rule: number; readonly match: RuleMatch }[];
  readonly fixed?: PortableView;
}

function portableView(view: BlockView): PortableView {
  return {
    kind: view.kind,
    level: view.level,
    text: view.text,
    sentences: view.sentences,
    words: view.words,
    ...(view.heading === undefined ? {} : { heading: view.heading }),
  };
}

function proseView(view: PortableView): ProseView {
  return new ProseView(view.kind, view.level, view.text, undefined, view.sentences, view.words, view.heading);
}

/**
 * Checked blocks as data a worker thread can post (structured clone). Rules are functions, so a hit
 * carries its rule's index in `guide.blockRules`; the receiver must have compiled the same guide.
 */
export function toPortableBlocks(blocks: readonly CheckedBlock[], guide: CompiledGuide): PortableBlock[] {
  const indexOfRule = new Map(guide.blockRules.map((rule, index) => [rule, index]));
  return blocks.map((block) => ({
    view: portableView(block.view),
    hits: block.hits.map((hit) => {
      const rule = indexOfRule.get(hit.rule);
      if (rule === undefined) throw new Error(`A hit of '${hit.rule.info.id}', a rule not in the guide`);
      return { rule, match: hit.match };
    }),
    ...(block.fixed ? { fixed: portableView(block.fixed) } : {}),
  }));
}

/** The checked blocks that `toPortableBlocks` gave, with the rules of the same guide compiled here. */
export function fromPortableBlocks(blocks: readonly PortableBlock[], guide: CompiledGuide): CheckedBlock[] {
  return blocks.map((block) => ({
    view: proseView(block.view),
    hits: block.hits.map((hit) => {
      const rule = guide.blockRules[hit.rule];
      if (!rule) throw new Error(`No block rule at ${String(hit.rule)} in the guide`);
      return { rule, match: hit.match };
    }),
    ...(block.fixed ? { fixed: proseView(block.fixed) } : {}),
  }));
}
