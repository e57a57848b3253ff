import type { Root } from 'nlcst';
import type { BlockKind } from '../document/types.ts';
import { parseEnglish } from './englishParser.ts';
import { keyBit } from './keyBits.ts';
import { looseWord, normalWord } from './normalize.ts';
import { sentenceNodes } from './sentenceNodes.ts';
import { splitAbbreviations } from './splitAbbreviations.ts';
import type { BlockView, SentenceView, WordView } from './types.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const WHITE_SPACE = /\s/;

const HAS_WORD = /[\p{L}\p{N}]/u;

/** Parses a block's prose into sentences and words (retext-english) once, for every rule to share. */
export function analyzeProse(text: string, kind: BlockKind, level = 0, heading?: string): ProseView {
  return viewOfTree(text, parseProse(text), kind, level, heading);
}

/** The nlcst tree of a text as every rule reads it (retext-english, abbreviations at a full stop split). */
export function parseProse(text: string): Root {
  const tree = parseEnglish(text);
  splitAbbreviations(tree);
  return tree;
}

/**
 * A block's view that can let its syntax tree go and parse it again if asked (it is what `parseProse`
 * gives for the text, fixed texts included). A check keeps every block's view to its end (document rules,
 * placing findings, an editor's cache) but reads trees only while the block rules run: held for the whole
 * check, the trees outlive the young generation and garbage collection copies and promotes them.
 */
export class ProseView implements BlockView {
  readonly kind: BlockKind;
  readonly level: number;
  readonly text: string;
  readonly sentences: readonly SentenceView[];
  readonly words: readonly WordView[];
  readonly heading: string | undefined;
  #tree: Root | undefined;

  constructor(
    kind: BlockKind,
    level: number,
    text: string,
    tree: Root | undefined,
    sentences: readonly SentenceView[],
    words: readonly WordView[],
    heading?: string,
  ) {
    this.kind = kind;
    this.level = level;
    this.text = text;
    this.#tree = tree;
    this.sentences = sentences;
    this.words = words;
    this.heading = heading;
  }

  get tree(): Root {
    this.#tree ??= parseProse(this.text);
    return this.#tree;
  }

  /** Drops the tree: the next reader parses the text again. */
  releaseTree(): void {
    this.#tree = undefined;
  }
}

/** The view of a text whose tree is `tree`: its sentences and words, in reading order. */
export function viewOfTree(
  text: string,
  tree: Root,
  kind: BlockKind,
  level = 0,
  heading?: string,
): ProseView {
  const sentences: SentenceView[] = [];
  const words: WordView[] = [];
  for (const sentence of sentenceNodes(tree)) {
    const start = sentence.position?.start.offset;
    const end = sentence.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    const index = sentences.length;
    const firstWord = words.length;
    let previousEnd = -1;
    for (const child of sentence.children) {
      if (child.type !== 'WordNode') continue;
      const wordStart = child.position?.start.offset;
      const wordEnd = child.position?.end.offset;
      if (wordStart === undefined || wordEnd === undefined) continue;
      // A word of one part is that part's text: no new string for it.
      const only = child.children.length === 1 ? child.children[0] : undefined;
      const value =
        only?.type === 'TextNode' &&
        only.position?.start.offset === wordStart &&
        only.value.length === wordEnd - wordStart
          ? only.value
          : text.slice(wordStart, wordEnd);
      if (!hasWordCharacter(value)) continue;
      const normal = normalWord(value);
      const loose = looseWord(normal);
      const normalBit = keyBit(normal);
      words.push({
        text: value,
        normal,
        loose,
        normalBit,
        looseBit: loose === normal ? normalBit : keyBit(loose),
        start: wordStart,
        end: wordEnd,
        sentence: index,
        sentenceStart: words.length === firstWord,
        joined: previousEnd >= 0 && previousEnd < wordStart && whitespaceOnly(text, previousEnd, wordStart),
      });
      previousEnd = wordEnd;
    }
    sentences.push({ start, end, firstWord, endWord: words.length });
  }
  return new ProseView(kind, level, text, tree, sentences, words, heading);
}

// A phrase of plain words ("sign in", "GitHub's", "e-mail") splits on spaces exactly as the parser
// would split it; anything else goes through the parser.
const PLAIN_PHRASE =
  /^[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*(?: [\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*)*$/u;

/**
 * Whether a word node's text holds a letter or a digit (`HAS_WORD`): an ASCII letter or digit answers
 * at once, as it does for almost every word; other text goes to the Unicode expression.
 */
export function hasWordCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return true;
    if (code >= 128) return HAS_WORD.test(value);
  }
  return false;
}

/** Whether `text[from, to)` is all whitespace (the parser's whitespace: spaces, tabs, NBSP…). */
function whitespaceOnly(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 160 && code !== 9 && !WHITE_SPACE.test(text.charAt(index))) return false;
  }
  return true;
}

/** The words of a short phrase (a glossary term), in normal form and as written. */
export function phraseWords(phrase: string): Array<{ text: string; normal: string }> {
  const trimmed = phrase.trim();
  if (PLAIN_PHRASE.test(trimmed)) {
    return trimmed.split(' ').map((text) => ({ text, normal: normalWord(text) }));
  }
  return analyzeProse(phrase, 'paragraph').words.map((word) => ({ text: word.text, normal: word.normal }));
}
