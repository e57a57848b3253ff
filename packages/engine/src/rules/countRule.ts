import type { BlockView } from '../language/types.ts';
import { defineDocumentRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { perBlock } from './perBlock.ts';
import type { DocumentMatch, Rule, RuleDescription, RuleFix } from './types.ts';

/** One counted thing in a block (an exclamation mark, an emoji, an apology). */
export interface CountedItem {
  readonly from: number;
  readonly to: number;
  readonly text: string;
  readonly fix?: RuleFix;
}

export interface CountRuleDefinition extends RuleDescription {
  readonly methodName: string;
  readonly max: { readonly description: string; readonly default: number };
  /** The items of one block, in order. */
  readonly find: (block: BlockView) => readonly CountedItem[];
  /** What to do about an item past the limit; `total` is the count in the whole text. */
  readonly message: (item: CountedItem, total: number, max: number) => string;
}

/**
 * A document rule that counts something across the whole text and flags each one past the first `max`.
 * Each block's items are found once and kept with the block, so an edit re-reads one block.
 */
export function defineCountRule(definition: CountRuleDefinition): Rule {
  return defineDocumentRule({
    id: definition.id,
    category: definition.category,
    name: definition.name,
    description: definition.description,
    severity: definition.severity,
    parameters: {
      max: integerParameter({
        description: definition.max.description,
        default: definition.max.default,
        min: 0,
        max: 1000,
      }),
    },
    examples: definition.examples,
    prepare: (params) => ({ max: params.max, items: perBlock(definition.find) }),
    check(document, { max, items }) {
      const all: Array<{ readonly block: number; readonly item: CountedItem }> = [];
      for (const [block, view] of document.blocks.entries()) {
        for (const item of items(view)) all.push({ block, item });
      }
      if (all.length <= max) return [];
      return all.slice(max).map(({ block, item }): DocumentMatch => ({
        block,
        from: item.from,
        to: item.to,
        message: definition.message(item, all.length, max),
        methodName: definition.methodName,
        suggestions: item.fix ? [item.fix.replacement] : [],
        ...(item.fix ? { fix: item.fix } : {}),
      }));
    },
  });
}
