import type { Paragraph, Root, Sentence, SentenceContent } from 'nlcst';
import { ParseEnglish } from 'parse-english';
import type { Point } from 'unist';
import { runSentenceSteps } from './sentenceSteps.ts';

type TokenType = SentenceContent['type'];

/** Token types by a code: 0 means not read yet. */
const TYPES: readonly TokenType[] = ['WhiteSpaceNode', 'PunctuationNode', 'WordNode', 'SymbolNode'];

const WHITE_SPACE = TYPES.indexOf('WhiteSpaceNode') + 1;
const WORD = TYPES.indexOf('WordNode') + 1;

/** Each UTF-16 unit's token type as parse-latin reads it, filled as units are met. */
const typeCodes = new Uint8Array(0x10000);

/**
 * retext-english's parser (parse-english over parse-latin) with two steps made cheaper, as parsing is a
 * third of a check: cutting the text into words, white space, punctuation and symbols (parse-latin tests
 * each character against up to three Unicode expressions in every parse; here each UTF-16 unit's type is
 * asked of parse-latin once, by tokenizing that unit alone, and kept), and breaking sentences at blank
 * lines (parse-latin splits every run of white space into lines to count them). Everything else is
 * parse-english's own, and the trees are retext-english's (a test compares them on the development set
 * and on random text).
 */
export class EnglishParser extends ParseEnglish {
  /** A unit's type code (its index in `TYPES` plus one), asked of parse-latin the first time. */
  #learn(unit: number): number {
    const type = super.tokenize(String.fromCharCode(unit))[0]?.type ?? 'SymbolNode';
    const code = TYPES.indexOf(type) + 1;
    typeCodes[unit] = code;
    return code;
  }

  override tokenize(value?: string | null): SentenceContent[] {
    const children: SentenceContent[] = [];
    if (!value) return children;
    let line = 1;
    let column = 1;
    let from = 0;
    // A token's end is the next one's start: one point serves both (no step changes a point in place,
    // they replace them), where parse-latin makes three.
    let start: Point = { line, column, offset: 0 };
    // Type codes, not names, in the loop over every character: 0 before the first.
    let previousCode = 0;
    let previous = -1;
    for (let index = 0; index < value.length; index++) {
      const current = value.charCodeAt(index);
      let code = typeCodes[current] ?? 0;
      if (code === 0) code = this.#learn(current);
      if (
        from < index &&
        previousCode !== 0 &&
        !(
          previousCode === code &&
          // Words or white space continue; so does the same punctuation or symbol, or a surrogate.
          (previousCode === WORD ||
            previousCode === WHITE_SPACE ||
            current === previous ||
            (current >= 0xd800 && current <= 0xdfff))
        )
      ) {
        // The token ends here (a closure for this kept every loop variable in a context object).
        const end: Point = { line, column, offset: index };
        children.push(tokenNode(previousCode, value.slice(from, index), start, end));
        start = end;
        from = index;
      }
      if (current === 13 || (current === 10 && previous !== 13)) {
        line++;
        column = 1;
      } else if (current !== 10) {
        column++;
      }
      previousCode = code;
      previous = current;
    }
    if (previousCode !== 0 && from < value.length) {
      const end: Point = { line, column, offset: value.length };
      children.push(tokenNode(previousCode, value.slice(from), start, end));
    }
    return children;
  }
}

/** A token of a type code (see `TYPES`) as parse-latin makes it: a word holds its text node. */
function tokenNode(code: number, text: string, start: Point, end: Point): SentenceContent {
  const type = TYPES[code - 1] ?? 'SymbolNode';
  return type === 'WordNode'
    ? {
        type: 'WordNode',
        children: [{ type: 'TextNode', value: text, position: { start, end } }],
        position: { start, end },
      }
    : { type, value: text, position: { start, end } };
}

/** How many line breaks a run of white space holds (CR LF counts once). */
function lineBreaks(value: string): number {
  let count = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 10) count++;
    else if (code === 13) {
      count++;
      if (value.charCodeAt(index + 1) === 10) index++;
    }
  }
  return count;
}

/**
 * parse-latin's `breakImplicitSentences` (a sentence breaks at white space with two line breaks or
 * more), counting the line breaks instead of splitting every white space of the text into lines.
 */
function breakImplicitSentences(paragraph: Paragraph): void {
  const siblings = paragraph.children;
  for (let index = 0; index < siblings.length; index++) {
    const child = siblings[index];
    if (child?.type !== 'SentenceNode') continue;
    const children = child.children;
    for (let position = 1; position < children.length - 1; position++) {
      const node = children[position];
      if (node?.type !== 'WhiteSpaceNode' || lineBreaks(node.value) < 2) continue;
      child.children = children.slice(0, position);
      const insertion: Sentence = { type: 'SentenceNode', children: children.slice(position + 1) };
      const tail = children[position - 1];
      const head = children[position + 1];
      siblings.splice(index + 1, 0, node, insertion);
      if (child.position && tail?.position && head?.position) {
        const end = child.position.end;
        child.position.end = tail.position.end;
        insertion.position = { start: head.position.start, end };
      }
      break;
    }
  }
}

const latinParagraphPlugins: ParseEnglish['tokenizeParagraphPlugins'] = (
  Object.getPrototypeOf(ParseEnglish.prototype) as ParseEnglish
).tokenizeParagraphPlugins;
// parse-latin 7's paragraph steps; the tenth breaks implicit sentences (the tree test fails if a new
// version moves it).
const BREAK_IMPLICIT_SENTENCES = 9;
if (latinParagraphPlugins.length !== 12) {
  throw new Error('parse-latin changed its paragraph steps: see englishParser.ts');
}
EnglishParser.prototype.tokenizeParagraphPlugins = ParseEnglish.prototype.tokenizeParagraphPlugins.map(
  (plugin) => (plugin === latinParagraphPlugins[BREAK_IMPLICIT_SENTENCES] ? breakImplicitSentences : plugin),
);

// The sentence steps, each run only where it would change something (see sentenceSteps.ts).
EnglishParser.prototype.tokenizeSentencePlugins = [runSentenceSteps];

/** Parses text as retext-english does. */
export function parseEnglish(text: string): Root {
  return new EnglishParser().parse(text);
}
