import type { ParagraphContent, Sentence, SentenceContent } from 'nlcst';
import { parseProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import type { RuleFix } from '../rules/types.ts';
import { characterKind } from './characterKind.ts';
import { moved, shift } from './movedNodes.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const WHITE_SPACE = /\s/u;

/**
 * Plain words: letters, an apostrophe or hyphen inside a word ("isn't", "low-hanging"), one space
 * between words. Nothing the parser could join to a neighbour.
 */
const PLAIN_WORDS = /^\p{L}+(?:['’-]\p{L}+)*(?: \p{L}+(?:['’-]\p{L}+)*)*$/u;
/** What may come before a replaced word: the parser never joins a word of letters to it. */
const OPENING = /[\s([{“"]/u;
/** What may follow a replaced word: nothing there joins to a word of letters or ends an abbreviation. */
const CLOSING = /[\s,;:!?)\]}”"]/u;

/**
 * The run of paragraph children (sentences and the space between them) with each fix's words swapped
 * for the parsed words of its replacement, without parsing the sentences again. That is what the parser
 * would give when each fix replaces whole words that stand alone (white space, an opening mark or the
 * sentence's start before; white space, a comma, a closing mark, `!` or `?` after, never a full stop, which can make an
 * abbreviation) with plain words that start with a letter of the same case as the word replaced (after
 * "et al." a capital starts a sentence; a lower-case start joins a sentence to the one before), or
 * that delete a word and the space after it inside a sentence. Undefined when a fix is not such a fix.
 */
export function replacedWords(
  view: BlockView,
  run: readonly ParagraphContent[],
  fixes: readonly RuleFix[],
  /** How far earlier fixes moved the run: its nodes are placed in the fixed prose. */
  movedBy = 0,
): ParagraphContent[] | undefined {
  const sentences = new Map<Sentence, Array<{ fix: RuleFix; first: number; last: number }>>();
  for (const fix of fixes) {
    const place = wordsOf(view, run, fix);
    if (!place) return undefined;
    const list = sentences.get(place.sentence) ?? [];
    list.push({ fix, first: place.first, last: place.last });
    sentences.set(place.sentence, list);
  }
  const result: ParagraphContent[] = [];
  let delta = movedBy;
  for (const node of run) {
    const changes = node.type === 'SentenceNode' ? sentences.get(node) : undefined;
    if (node.type !== 'SentenceNode' || !changes) {
      result.push(moved(node, delta));
      continue;
    }
    const deltaAtStart = delta;
    const children: SentenceContent[] = [];
    let next = 0;
    for (const { fix, first, last } of changes) {
      for (; next < first; next++) {
        const child = node.children[next];
        if (child) children.push(moved(child, delta));
      }
      const words = fix.replacement === '' ? [] : replacementWords(fix.replacement);
      if (!words) return undefined;
      for (const word of words) children.push(moved(word, fix.from + delta));
      delta += fix.replacement.length - (fix.to - fix.from);
      next = last + 1;
    }
    for (; next < node.children.length; next++) {
      const child = node.children[next];
      if (child) children.push(moved(child, delta));
    }
    const sentence: Sentence = { ...node, children };
    if (node.position) {
      sentence.position = {
        start: shift(node.position.start, deltaAtStart),
        end: shift(node.position.end, delta),
      };
    }
    result.push(sentence);
  }
  return result;
}

/** The sentence node and the indexes of the first and last word the fix replaces, if it may be swapped. */
function wordsOf(
  view: BlockView,
  run: readonly ParagraphContent[],
  fix: RuleFix,
): { sentence: Sentence; first: number; last: number } | undefined {
  const deletion = fix.replacement === '';
  if (fix.from >= fix.to || !(deletion || PLAIN_WORDS.test(fix.replacement))) return undefined;
  const before = view.text.charAt(fix.from - 1);
  const after = view.text.charAt(fix.to);
  for (const node of run) {
    if (node.type !== 'SentenceNode' || !node.position) continue;
    const start = node.position.start.offset ?? 0;
    const end = node.position.end.offset ?? 0;
    if (fix.from < start || fix.to > end) continue;
    if (fix.from > start && !(deletion ? WHITE_SPACE : OPENING).test(before)) return undefined;
    const first = node.children.findIndex(
      (child) => child.type === 'WordNode' && child.position?.start.offset === fix.from,
    );
    if (deletion) {
      // A word and the space after it, between two words: the words around close up as written.
      // Never the first word: the next one would start the sentence, maybe in lower case. The next word
      // takes the deleted one's place, so it must be of the same case: a capital after "in." ends a
      // sentence there.
      const last = node.children.findIndex(
        (child) => child.type === 'WhiteSpaceNode' && child.position?.end.offset === fix.to,
      );
      const ok =
        fix.from > start &&
        first >= 0 &&
        last > first &&
        node.children[last + 1]?.type === 'WordNode' &&
        characterKind(view.text.charAt(fix.from)) === characterKind(view.text.charAt(fix.to));
      return ok ? { sentence: node, first, last } : undefined;
    }
    // A capital after a full stop ends a sentence there; a lower-case start joins it to the one before.
    if (characterKind(view.text.charAt(fix.from)) !== characterKind(fix.replacement)) return undefined;
    if (fix.to < end ? !CLOSING.test(after) : after !== '' && !WHITE_SPACE.test(after)) return undefined;
    const last = node.children.findIndex(
      (child) => child.type === 'WordNode' && child.position?.end.offset === fix.to,
    );
    return first >= 0 && last >= first ? { sentence: node, first, last } : undefined;
  }
  return undefined;
}

const parsedReplacements = new Map<string, readonly SentenceContent[] | null>();
const MAX_REMEMBERED = 2_000;

/**
 * The words and spaces of a replacement as the parser reads them, at offset 0 (shared: copied when
 * placed). A guide offers the same few replacements again and again, so each is parsed once.
 */
function replacementWords(replacement: string): readonly SentenceContent[] | undefined {
  let words = parsedReplacements.get(replacement);
  if (words === undefined) {
    const paragraph = parseProse(replacement).children[0];
    const sentence = paragraph?.type === 'ParagraphNode' ? paragraph.children[0] : undefined;
    const plain =
      paragraph?.type === 'ParagraphNode' &&
      paragraph.children.length === 1 &&
      sentence?.type === 'SentenceNode' &&
      sentence.children.every((child) => child.type === 'WordNode' || child.type === 'WhiteSpaceNode');
    words = plain ? sentence.children : null;
    if (parsedReplacements.size >= MAX_REMEMBERED) parsedReplacements.clear();
    parsedReplacements.set(replacement, words);
  }
  return words ?? undefined;
}
