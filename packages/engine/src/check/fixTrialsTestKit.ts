import type { Node as UnistNode } from 'unist';
import { parseDocument } from '../document/parseDocument.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import { DEV_SET } from '../../devset/devsetFiles.ts';
import { devCases } from '../../devset/evaluateDevset.ts';
import type { RuleFix } from '../rules/types.ts';
import { applyFixes } from './applyFixes.ts';

// Fixes to try on the development set's prose, for the tests of the ways a fixed block is read again.

/** Everything a rule can read of a view; equal for two views means no rule can tell them apart. */
export function readable(view: BlockView) {
  return {
    text: view.text,
    sentences: view.sentences,
    words: view.words,
    tree: sentenceSignature(view.tree, 0),
  };
}

/** Replacements a fix may bring: same-case words, a longer phrase, nothing, an abbreviation, a digit. */
export const REPLACEMENTS = [
  'use',
  'Use',
  'make sure of',
  '',
  'etc.',
  'in',
  'Mr.',
  '12',
  'e.g.',
  'we’re',
  'quick fix',
  'Then',
  'sat',
  "isn't",
  'It’s',
  'low-hanging',
];

/** Fixes at every third word of a view: alone, and two at a time in different sentences. */
export function trialFixes(view: BlockView): RuleFix[][] {
  const trials: RuleFix[][] = [];
  const chosen = view.words.filter((_, index) => index % 3 === 0);
  for (const [index, word] of chosen.entries()) {
    const replacement = REPLACEMENTS[index % REPLACEMENTS.length] ?? '';
    // A deletion takes the word and the space after it, as the rules' fixes do.
    const spaceAfter = /^\s+/.exec(view.text.slice(word.end))?.[0].length ?? 0;
    const fix = { from: word.start, to: word.end + (replacement === '' ? spaceAfter : 0), replacement };
    trials.push([fix]);
    const other = chosen.find((candidate) => candidate.sentence > word.sentence);
    if (other) {
      trials.push([
        fix,
        {
          from: other.start,
          to: other.end,
          replacement: REPLACEMENTS[(index + 3) % REPLACEMENTS.length] ?? '',
        },
      ]);
    }
  }
  return trials;
}

export const FIX_TRIAL_TEXTS = [
  'We signed in. Then we left. The report was written by the team.',
  'Please utilize the tool. It works. See the docs, e.g. the guide. Mr. Smith agrees.',
  'First line.\nSecond line here. And a third one!\n\nA new paragraph. With two sentences.',
  'Take {cruft}, (foo) and “bar” and [baz] now.',
  'Hello there\nNext line here\nand a lower one, then {braces} and (parens) and “quotes” too!',
  '“Quoted sentence.” Another one (with a parenthesis). 12 apples fell. i think so.',
  ...devCases(DEV_SET).map((devCase) => devCase.text),
];

/**
 * The exact content of an nlcst node: every node's type, value and offsets relative to `origin`. Two
 * nodes with the same signature are the same tree moved by some offset.
 */
function sentenceSignature(node: UnistNode, origin: number): string {
  const parts: string[] = [];
  const walk = (current: UnistNode): void => {
    const position = current.position;
    parts.push(
      current.type,
      String((position?.start.offset ?? -1) - origin),
      String((position?.end.offset ?? -1) - origin),
    );
    if ('value' in current && typeof current.value === 'string') {
      parts.push(String(current.value.length), current.value);
    }
    if ('children' in current && Array.isArray(current.children)) {
      parts.push('(');
      for (const child of current.children as UnistNode[]) walk(child);
      parts.push(')');
    }
  };
  walk(node);
  return parts.join('\u0000');
}

/**
 * Visits every block of the trial texts with each of its trial fixes and the fixed prose as a full parse
 * reads it; answers how many trials there were and how many `visit` answered true for.
 */
export function forEachFixTrial(visit: (view: BlockView, fixes: RuleFix[], expected: BlockView) => boolean): {
  trials: number;
  answered: number;
} {
  let trials = 0;
  let answered = 0;
  for (const text of FIX_TRIAL_TEXTS) {
    for (const block of parseDocument(text, 'plain').blocks) {
      const view = analyzeProse(block.text, block.kind, block.level, block.heading);
      for (const fixes of trialFixes(view)) {
        trials++;
        const expected = analyzeProse(applyFixes(view.text, fixes), view.kind, view.level, view.heading);
        if (visit(view, fixes, expected)) answered++;
      }
    }
  }
  return { trials, answered };
}
