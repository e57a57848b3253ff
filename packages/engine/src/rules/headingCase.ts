import { COMMON_WORDS, FUNCTION_WORDS, TITLE_MINOR_WORDS } from '../data/commonWords.ts';
import { capitalise } from '../language/normalize.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import { quote, quoteList } from './wording.ts';

const everyday = new Set([...FUNCTION_WORDS, ...COMMON_WORDS].map((entry) => entry.word));
const minor = new Set(TITLE_MINOR_WORDS.map((entry) => entry.word));

/** A word whose case says nothing about the heading's style: "API", "iPhone", "v2", "I". */
function isFixedCase(word: WordView): boolean {
  const text = word.text;
  if (!/^\p{L}[\p{L}'\u2019]*$/u.test(text) || text === 'I' || text.startsWith("I'")) return true;
  const rest = text.slice(1);
  return rest !== rest.toLowerCase();
}

/** Whether a word follows a colon (a subtitle starts with a capital in every style). */
function afterColon(block: BlockView, word: WordView, previous: WordView | undefined): boolean {
  return previous !== undefined && block.text.slice(previous.end, word.start).includes(':');
}

export const headingCase = defineBlockRule({
  id: 'heading-case',
  category: 'Document Structure',
  name: 'Heading capitalisation',
  description:
    'Keeps headings in one case style. `sentence`: only the first word and names take a capital, so everyday words in capitals are flagged ("Getting Started With Our App" → "with", "our"). `title`: every word but articles, conjunctions and prepositions takes a capital. Acronyms and brand spellings ("API", "iPhone") pass.',
  severity: 'suggestion',
  parameters: {
    style: choiceParameter({
      description: 'sentence ("Set up your account") or title ("Set Up Your Account").',
      options: ['sentence', 'title'],
      default: 'sentence',
    }),
  },
  examples: {
    params: { style: 'sentence' },
    format: 'markdown',
    good: [
      '# Set up your account\n\nText.',
      '## Connect Google Drive to the API\n\nText.',
      '## Step 1: Install the app\n\nText.',
    ],
    bad: ['# Set Up Your Account\n\nText.', '## Getting Started With the App\n\nText.'],
  },
  prepare: (params) => params.style,
  check(block, style) {
    if (block.kind !== 'heading' || block.words.length < 2) return [];
    const words = block.words;
    const wrong: WordView[] = [];
    // Capitalised words that may be names: a sentence-case fix could lower a name, so none is offered.
    let unsure = false;
    for (const [index, word] of words.entries()) {
      if (index === 0 || isFixedCase(word) || afterColon(block, word, words[index - 1])) continue;
      const capital = /^\p{Lu}/u.test(word.text);
      if (style === 'sentence' && capital && everyday.has(word.normal)) wrong.push(word);
      else if (style === 'sentence' && capital) unsure = true;
      const last = index === words.length - 1;
      if (style === 'title' && !capital && (last || !minor.has(word.normal))) wrong.push(word);
    }
    const first = words[0];
    const lastWord = words[words.length - 1];
    if (wrong.length === 0 || !first || !lastWord) return [];
    const parts: string[] = [];
    let at = first.start;
    for (const word of wrong) {
      parts.push(
        block.text.slice(at, word.start),
        style === 'sentence' ? word.text.toLowerCase() : capitalise(word.text),
      );
      at = word.end;
    }
    parts.push(block.text.slice(at, lastWord.end));
    const replacement = parts.join('');
    return [
      {
        from: first.start,
        to: lastWord.end,
        message:
          style === 'sentence'
            ? `Use sentence case: write ${quoteList(
                wrong.map((word) => word.text.toLowerCase()),
                'and',
              )} in lower case (${quote(replacement)}).`
            : `Use title case: capitalise ${quoteList(
                wrong.map((word) => word.text),
                'and',
              )} (${quote(replacement)}).`,
        methodName: style === 'sentence' ? 'title-case-heading' : 'sentence-case-heading',
        suggestions: [replacement],
        ...(unsure ? {} : { fix: { from: first.start, to: lastWord.end, replacement } }),
      },
    ];
  },
});
