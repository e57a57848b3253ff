import { capitalise } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import { defineDocumentRule } from './defineRule.ts';
import { perBlock } from './perBlock.ts';
import type { DocumentMatch } from './types.ts';

/** How a list item is written: a full stop at the end or not, a capital first letter or not. */
interface ItemStyle {
  /** Undefined when the item ends in other punctuation ("?", ":", ")"): it does not vote. */
  readonly period: boolean | undefined;
  /** Undefined when the first word fixes its own case ("iPhone", "API", "42"). */
  readonly capital: boolean | undefined;
  readonly end: number;
  readonly firstLetter: number;
}

function styleOf(block: BlockView): ItemStyle {
  const text = block.text.trimEnd();
  const last = text.charAt(text.length - 1);
  const first = block.words[0];
  const letter = first?.text.charAt(0) ?? '';
  // Only an item that starts with a plain word votes: not one that starts with code, a link or a name.
  const plainWord =
    first !== undefined && first.start === 0 && /^\p{L}\p{Ll}*$/u.test(first.text) && first.text !== 'I';
  return {
    period: last === '.' ? !/\.\.$/.test(text) : /[\p{L}\p{N}]/u.test(last) ? false : undefined,
    capital: plainWord ? letter !== letter.toLowerCase() : undefined,
    end: text.length,
    firstLetter: first?.start ?? 0,
  };
}

/** The majority of a list's votes; undefined on a tie or with fewer than three votes. */
function majority(votes: ReadonlyArray<boolean | undefined>): boolean | undefined {
  const yes = votes.filter((vote) => vote === true).length;
  const no = votes.filter((vote) => vote === false).length;
  if (yes + no < 3 || yes === no) return undefined;
  return yes > no;
}

export const listConsistency = defineDocumentRule({
  id: 'list-consistency',
  category: 'Document Structure',
  name: 'Consistent list items',
  description:
    'Items of one list (consecutive list items) should end alike (all with a full stop or none) and start alike (all with a capital or none). The items that differ from the majority are flagged with a fix; a tie, or a list of fewer than three items that vote, flags nothing.',
  severity: 'suggestion',
  parameters: {},
  examples: {
    format: 'markdown',
    good: [
      '- Fast setup\n- Clear pricing\n- Friendly support',
      '- Set up your account.\n- Invite your team.\n- Start writing.',
    ],
    bad: [
      '- Fast setup\n- Clear pricing.\n- Friendly support',
      '- Fast setup\n- clear pricing\n- Friendly support',
    ],
  },
  prepare: () => perBlock(styleOf),
  check(document, style) {
    const matches: DocumentMatch[] = [];
    const blocks = document.blocks;
    for (let start = 0; start < blocks.length; start++) {
      if (blocks[start]?.kind !== 'list-item') continue;
      let end = start;
      while (blocks[end + 1]?.kind === 'list-item') end++;
      const indexes = Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
      const styles = indexes.map((index) => style(blocks[index] as BlockView));
      matches.push(...endings(indexes, styles), ...capitals(indexes, styles, blocks));
      start = end;
    }
    return matches;
  },
});

function endings(indexes: readonly number[], styles: readonly ItemStyle[]): DocumentMatch[] {
  const wanted = majority(styles.map((item) => item.period));
  if (wanted === undefined) return [];
  const matches: DocumentMatch[] = [];
  for (const [position, item] of styles.entries()) {
    const block = indexes[position];
    if (block === undefined || item.period === undefined || item.period === wanted) continue;
    matches.push(
      wanted
        ? {
            block,
            from: Math.max(0, item.end - 1),
            to: item.end,
            message: 'End this item with a full stop, as the other items of the list do.',
            methodName: 'list-item-ending',
            suggestions: ['.'],
            fix: { from: item.end, to: item.end, replacement: '.' },
          }
        : {
            block,
            from: item.end - 1,
            to: item.end,
            message: 'Remove the full stop: the other items of the list end without one.',
            methodName: 'list-item-ending',
            suggestions: [''],
            fix: { from: item.end - 1, to: item.end, replacement: '' },
          },
    );
  }
  return matches;
}

function capitals(
  indexes: readonly number[],
  styles: readonly ItemStyle[],
  blocks: readonly BlockView[],
): DocumentMatch[] {
  const wanted = majority(styles.map((item) => item.capital));
  if (wanted === undefined) return [];
  const matches: DocumentMatch[] = [];
  for (const [position, item] of styles.entries()) {
    const block = indexes[position];
    const view = block === undefined ? undefined : blocks[block];
    if (block === undefined || !view || item.capital === undefined || item.capital === wanted) continue;
    const letter = view.text.charAt(item.firstLetter);
    const replacement = wanted ? capitalise(letter) : letter.toLowerCase();
    matches.push({
      block,
      from: item.firstLetter,
      to: view.words[0]?.end ?? item.firstLetter + 1,
      message: wanted
        ? 'Start this item with a capital letter, as the other items of the list do.'
        : 'Start this item in lower case, as the other items of the list do.',
      methodName: 'list-item-capital',
      suggestions: [replacement],
      fix: { from: item.firstLetter, to: item.firstLetter + 1, replacement },
    });
  }
  return matches;
}
