import type { Sentence, SentenceContent, Word } from 'nlcst';
import { toString } from 'nlcst-to-string';
import { ParseEnglish } from 'parse-english';

type SentenceStep = (sentence: Sentence) => void;

/**
 * parse-english runs seven steps over the tokens of a whole block before it cuts sentences (its
 * apostrophe and "w/" step, then parse-latin's: "&" before a word, "-" after one, symbols inside words,
 * "/" between short words, initialisms, the position), each a pass that calls a closure per token
 * through `unist-util-modify-children`, whose shared call sites V8 cannot inline. Together they were a
 * fifth of parsing, yet each step changes only tokens around a few marks, which most blocks lack.
 *
 * Here each step keeps its own code and runs only when a plain loop finds a token it would change: the
 * condition is the step's own first test, so a step skipped is a step that would have changed nothing
 * (and, changing nothing, cannot make work for itself further on). The steps still run in their order,
 * each on what the one before left. Two are done here instead: the inner word symbols (a hyphenated
 * word or a contraction is in most blocks, so that step would nearly always run) as the same code in a
 * plain loop, and the position (it reads only the first and last token). `englishParser.test.ts`
 * compares the trees with retext-english's, with pieces that make each step act.
 */
const steps = ParseEnglish.prototype.tokenizeSentencePlugins;
const latinSteps = (Object.getPrototypeOf(ParseEnglish.prototype) as ParseEnglish).tokenizeSentencePlugins;
// parse-english 7: its own step, then parse-latin 7's six, in this order.
if (
  steps.length !== 7 ||
  latinSteps.length !== 6 ||
  latinSteps.some((step, index) => steps[index + 1] !== step)
) {
  throw new Error('parse-english changed its sentence steps: see sentenceSteps.ts');
}
// The fourth, inner word symbols, is `mergeInnerWordSymbols` below.
const [elisions, initialWordSymbol, finalWordSymbol, , innerWordSlash, initialisms] = steps as [
  SentenceStep,
  SentenceStep,
  SentenceStep,
  SentenceStep,
  SentenceStep,
  SentenceStep,
];

/** parse-latin's marks that join the words around them ("e.g", "don't", "a-b", "a_b"). */
const WORD_SYMBOL_INNER = /^([&'\-.:=?@\u00AD\u00B7\u2010\u2011\u2019\u2027]|_+)$/;
/** parse-english's apostrophe. */
const APOSTROPHE = /^['’]$/;

type Mark = Exclude<SentenceContent, { type: 'WordNode' | 'WhiteSpaceNode' | 'SourceNode' | 'TextNode' }>;

function isMark(node: SentenceContent | undefined): node is Mark {
  return node?.type === 'PunctuationNode' || node?.type === 'SymbolNode';
}

/** parse-english's elided prefix ("o'", "ol'") and elided starts ("'tis", "'twas", "'cause", "'em", "'99"). */
const ELISION_PREFIX = /^(ol?)$/;
const ELISION_AFFIX = /^(t(?:were|(?:wa|i)s)|cause|e[mr]|im|\d\ds?)$/;

/** A word's text in lower case (its parts joined, as nlcst-to-string does). */
function lowerText(node: SentenceContent | undefined): string {
  return node?.type === 'WordNode' ? toString(node).toLowerCase() : '';
}

/**
 * parse-english's step: "w/" and the elisions ("'tis", "o' the", "rock 'n' roll"). Its own tests, so that
 * the step runs only for a block that has one (quoted words, "'like this'", would run it in most).
 */
function mayMergeElision(children: readonly SentenceContent[]): boolean {
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (!isMark(child)) continue;
    const value = child.value;
    const before = children[index - 1];
    const after = children[index + 1];
    if (value === '/') {
      if (lowerText(before) === 'w') return true;
    } else if (APOSTROPHE.test(value)) {
      // An elided prefix between white space, or an elided start (or "'n'") after no word.
      if (after?.type === 'WhiteSpaceNode' && ELISION_PREFIX.test(lowerText(before))) return true;
      if (after?.type === 'WordNode' && before?.type !== 'WordNode') {
        const next = lowerText(after);
        if (ELISION_AFFIX.test(next) || next === 'n') return true;
      }
    }
  }
  return false;
}

/** A mark of this value among the tokens, after a word (`afterWord`) or anywhere. */
function hasMark(children: readonly SentenceContent[], value: string, afterWord: boolean): boolean {
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (isMark(child) && child.value === value && (!afterWord || children[index - 1]?.type === 'WordNode')) {
      return true;
    }
  }
  return false;
}

/** parse-latin's final word symbol: a "-" after a word and before no word ("pre- and post-war"). */
function mayMergeFinalSymbol(children: readonly SentenceContent[]): boolean {
  for (let index = 1; index < children.length; index++) {
    const child = children[index];
    if (
      isMark(child) &&
      child.value === '-' &&
      children[index - 1]?.type === 'WordNode' &&
      children[index + 1]?.type !== 'WordNode'
    ) {
      return true;
    }
  }
  return false;
}

/**
 * parse-latin's `mergeInnerWordSymbol` as a plain loop: it runs in most blocks (any hyphenated word or
 * contraction), so it is not enough to skip it where it has nothing to do. The same code and the same
 * order of visits as `unist-util-modify-children` gives it (after a merge, the token now at the same
 * index is visited again).
 */
function mergeInnerWordSymbols(sentence: Sentence): void {
  const siblings = sentence.children;
  let index = 1;
  while (index < siblings.length) {
    index = mergedAt(siblings, index) ? index : index + 1;
  }
}

/** Merges the marks at `index` and the words after them into the word before it; whether it did. */
function mergedAt(siblings: SentenceContent[], index: number): boolean {
  const child = siblings[index];
  const previous = siblings[index - 1];
  if (!isMark(child) || previous?.type !== 'WordNode') return false;
  let position = index - 1;
  const tokens: Array<Word['children'][number]> = [];
  let queue: Mark[] = [];
  // Words and inner marks up to the first other token; marks after the last word stay.
  for (let sibling = siblings[++position]; sibling; sibling = siblings[++position]) {
    if (sibling.type === 'WordNode') {
      tokens.push(...queue, ...sibling.children);
      queue = [];
    } else if (isMark(sibling) && WORD_SYMBOL_INNER.test(sibling.value)) {
      queue.push(sibling);
    } else {
      break;
    }
  }
  if (tokens.length === 0) return false;
  position -= queue.length;
  siblings.splice(index, position - index);
  previous.children.push(...tokens);
  const last = tokens[tokens.length - 1];
  if (previous.position && last?.position) previous.position.end = last.position.end;
  return true;
}

/** parse-latin's initialisms: a full stop after a word of an odd number (3 or more) of parts. */
function mayMergeInitialism(children: readonly SentenceContent[]): boolean {
  for (let index = 1; index < children.length; index++) {
    const child = children[index];
    if (child?.type !== 'PunctuationNode' || child.value !== '.') continue;
    const previous = children[index - 1];
    if (previous?.type === 'WordNode' && previous.children.length > 1 && previous.children.length % 2 !== 0) {
      return true;
    }
  }
  return false;
}

/** parse-latin's position step: the sentence spans its first and last token. */
function patchPosition(sentence: Sentence): void {
  const children = sentence.children;
  const first = children[0];
  if (first?.position && !sentence.position?.start) {
    sentence.position ??= {} as NonNullable<Sentence['position']>;
    sentence.position.start = first.position.start;
  }
  const last = children[children.length - 1];
  if (last?.position && !sentence.position?.end) {
    sentence.position ??= {} as NonNullable<Sentence['position']>;
    sentence.position.end = last.position.end;
  }
}

/** parse-english's sentence steps, each run only where it would change something. */
export function runSentenceSteps(sentence: Sentence): void {
  const children = sentence.children;
  if (mayMergeElision(children)) elisions(sentence);
  if (hasMark(children, '&', false)) initialWordSymbol(sentence);
  if (mayMergeFinalSymbol(children)) finalWordSymbol(sentence);
  mergeInnerWordSymbols(sentence);
  if (hasMark(children, '/', true)) innerWordSlash(sentence);
  if (mayMergeInitialism(children)) initialisms(sentence);
  patchPosition(sentence);
}
