import type { Paragraph, Punctuation, Root, Sentence, SentenceContent, Word } from 'nlcst';
import { toString } from 'nlcst-to-string';

// Regular expressions made once: a literal in a function makes a new object at every call.
const LOWER_CASE_LETTERS = /^[a-z]+$/;
const CAPITAL_START = /^\p{Lu}/u;

/**
 * parse-english reads a lower-case word that is also a measure abbreviation ("in", "sat", "min", "sun",
 * "wed") as abbreviated when a period follows, and then joins the next sentence to it: "We signed in.
 * Then we left." becomes one sentence with the word "in.". When such a word ends a sentence (nothing
 * follows, or the next word is capitalised) the period is a full stop: split it off and split the
 * sentence again.
 */
export function splitAbbreviations(tree: Root): void {
  for (const node of tree.children) {
    if (node.type !== 'ParagraphNode') continue;
    for (let index = 0; index < node.children.length; index++) {
      const sentence = node.children[index];
      if (sentence?.type === 'SentenceNode') splitSentence(node, index);
    }
  }
}

function splitSentence(paragraph: Paragraph, index: number): void {
  const sentence = paragraph.children[index];
  if (sentence?.type !== 'SentenceNode') return;
  const children = sentence.children;
  for (let at = 0; at < children.length; at++) {
    const word = children[at];
    const period = word?.type === 'WordNode' ? fullStopOf(word, children, at) : null;
    if (!word || !period) continue;
    if (word.type === 'WordNode') word.children.pop();
    if (word.position && period.position) word.position.end = period.position.start;
    children.splice(at + 1, 0, period);
    // Everything after the period and the whitespace after it becomes the next sentence.
    const rest = children.splice(at + 2);
    const first = rest[0];
    const space = first?.type === 'WhiteSpaceNode' ? first : undefined;
    if (space) rest.shift();
    if (sentence.position && period.position) sentence.position.end = period.position.end;
    if (rest.length === 0) return;
    const next: Sentence = { type: 'SentenceNode', children: rest };
    const start = rest[0]?.position?.start;
    const end = rest[rest.length - 1]?.position?.end;
    if (start && end) next.position = { start, end };
    paragraph.children.splice(index + 1, 0, ...(space ? [space, next] : [next]));
    return;
  }
}

/** The period that ends a merged word ("in.") when it is a full stop, else null. */
function fullStopOf(word: Word, children: readonly SentenceContent[], at: number): Punctuation | null {
  const last = word.children[word.children.length - 1];
  if (last?.type !== 'PunctuationNode' || last.value !== '.' || word.children.length !== 2) return null;
  const stem = word.children[0];
  if (stem?.type !== 'TextNode' || !LOWER_CASE_LETTERS.test(stem.value)) return null;
  const after = children[at + 1];
  if (after === undefined) return last;
  const next = after.type === 'WhiteSpaceNode' ? children[at + 2] : undefined;
  return next?.type === 'WordNode' && CAPITAL_START.test(toString(next)) ? last : null;
}
