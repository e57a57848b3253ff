import type { ParagraphContent, Root } from 'nlcst';
import { parseProse, ProseView, viewOfTree } from '../language/analyzeProse.ts';
import { sentenceNodes } from '../language/sentenceNodes.ts';
import type { BlockView, SentenceView, WordView } from '../language/types.ts';
import type { RuleFix } from '../rules/types.ts';
import { applyFixes } from './applyFixes.ts';
import { characterKind } from './characterKind.ts';
import { moveInPlace } from './movedNodes.ts';
import { replacedWords } from './replacedWords.ts';
import { changesQuotes, keepsItsStart, keepsLastWord, sentenceHolding } from './sentenceOfFix.ts';

/** A sentence of a block with the fixes inside it applied, parsed alone. */
export interface FixedSentence {
  /** Its index in the block's `sentences`. */
  readonly index: number;
  /** The fixes inside it, in offsets from the sentence's start. */
  readonly fixes: readonly RuleFix[];
  /**
   * The fixed block as rules that read one sentence see it: the whole fixed prose as `text`, and of its
   * words, sentences and tree only this sentence (offsets into the fixed prose).
   */
  readonly view: BlockView;
}

/**
 * Each sentence that `fixes` (sorted, not overlapping) touch, with its fixes applied and parsed alone;
 * undefined when a fix does not lie inside one sentence, adds or removes a quotation mark (see
 * `changesQuotes`), or a fixed sentence may read differently in its block: when it no longer starts a
 * sentence of its own after an earlier one (a lower-case start joins the sentence before), when a fix
 * reaches its last word before a later sentence (an abbreviation there joins the next), or when it no
 * longer parses as one sentence with words. Otherwise the fixed block's parse is the
 * block's, these sentences swapped in (the same conditions as `patchedView`, one sentence at a time).
 */
export function fixedSentences(view: BlockView, fixes: readonly RuleFix[]): FixedSentence[] | undefined {
  const groups = new Map<number, RuleFix[]>();
  for (const fix of fixes) {
    const index = sentenceHolding(view, fix);
    if (index === undefined || changesQuotes(view, fix)) return undefined;
    const group = groups.get(index) ?? [];
    group.push(fix);
    groups.set(index, group);
  }
  const text = applyFixes(view.text, fixes);
  const nodes = sentenceNodes(view.tree);
  const result: FixedSentence[] = [];
  let delta = 0;
  for (const [index, group] of groups) {
    const sentence = view.sentences[index];
    if (!sentence) return undefined;
    const relative = group.map((fix) => ({
      from: fix.from - sentence.start,
      to: fix.to - sentence.start,
      replacement: fix.replacement,
    }));
    const length = sentence.end - sentence.start + relative.reduce((sum, fix) => sum + change(fix), 0);
    const node = nodes.length === view.sentences.length ? nodes[index] : undefined;
    // Whole plain words swapped: the sentence's own nodes with the replacement's words, not parsed again.
    const swapped = node && replacedWords(view, [node], group, delta);
    const alone = swapped
      ? oneSentence(
          viewOfTree(text, paragraphOf(swapped), view.kind, view.level, view.heading),
          sentence.start + delta,
          length,
        )
      : parsedAlone(view, index, group, relative, text, sentence.start + delta);
    if (!alone) return undefined;
    result.push({ index, fixes: relative, view: alone });
    delta += length - (sentence.end - sentence.start);
  }
  return result;
}

/** How much a fix changes the length of the prose. */
function change(fix: RuleFix): number {
  return fix.replacement.length - (fix.to - fix.from);
}

function paragraphOf(children: ParagraphContent[]): Root {
  return { type: 'RootNode', children: [{ type: 'ParagraphNode', children }] };
}

/** The fixed sentence `index` parsed alone, where that reads as in its block (see `fixedSentences`). */
function parsedAlone(
  view: BlockView,
  index: number,
  group: readonly RuleFix[],
  relative: readonly RuleFix[],
  text: string,
  start: number,
): BlockView | undefined {
  const sentence = view.sentences[index];
  if (!sentence) return undefined;
  if (index < view.sentences.length - 1 && !keepsLastWord(view, sentence, group)) return undefined;
  const original = view.text.slice(sentence.start, sentence.end);
  const fixed = applyFixes(original, relative);
  if (index > 0 && characterKind(fixed) !== characterKind(original)) return undefined;
  if (!keepsItsStart(view, index, fixed)) return undefined;
  return sentenceView(text, start, fixed.length, view.kind, view.level, view.heading);
}

/** The view if it holds exactly one sentence, spanning `[start, start + length)`. */
function oneSentence(view: BlockView, start: number, length: number): BlockView | undefined {
  const only = view.sentences[0];
  const spans = only?.start === start && only.end === start + length;
  // A sentence without words joins its neighbour in a full parse (and no rule would read it).
  return view.sentences.length === 1 && spans && view.words.length > 0 ? view : undefined;
}

/**
 * The sentence `text[start, start + length)` parsed alone, in a view of the whole `text`; undefined unless
 * it parses as exactly one sentence spanning it.
 */
export function sentenceView(
  text: string,
  start: number,
  length: number,
  kind: BlockView['kind'],
  level: number,
  heading?: string,
): BlockView | undefined {
  const tree = parseProse(text.slice(start, start + length));
  if (start !== 0) for (const child of tree.children) moveInPlace(child, start);
  return oneSentence(viewOfTree(text, tree, kind, level, heading), start, length);
}

/**
 * The block's view with its fixed sentences in place: what parsing the fixed prose gives, built without
 * parsing it (the tree is parsed only if a reader asks for it). Words of the other sentences are shared
 * where they did not move.
 */
export function withFixedSentences(
  view: BlockView,
  fixed: readonly FixedSentence[],
  fixes: readonly RuleFix[],
): BlockView {
  const text = fixed[0]?.view.text ?? applyFixes(view.text, fixes);
  const bySentence = new Map(fixed.map((entry) => [entry.index, entry]));
  const sentences: SentenceView[] = [];
  const words: WordView[] = [];
  let delta = 0;
  for (const [index, sentence] of view.sentences.entries()) {
    const firstWord = words.length;
    const start = sentence.start + delta;
    const swapped = bySentence.get(index);
    if (swapped) {
      const fixedSentence = swapped.view.sentences[0];
      for (const word of swapped.view.words) words.push({ ...word, sentence: index });
      delta = (fixedSentence?.end ?? sentence.end + delta) - sentence.end;
    } else {
      for (let at = sentence.firstWord; at < sentence.endWord; at++) {
        const word = view.words[at];
        if (!word) continue;
        words.push(delta === 0 ? word : { ...word, start: word.start + delta, end: word.end + delta });
      }
    }
    sentences.push({ start, end: sentence.end + delta, firstWord, endWord: words.length });
  }
  // The tree is parsed only if a reader asks for it.
  return new ProseView(view.kind, view.level, text, undefined, sentences, words, view.heading);
}
