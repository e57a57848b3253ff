import { COMMON_WORDS, FUNCTION_WORDS, HEADING_NOUNS, TITLE_MINOR_WORDS } from '../data/commonWords.ts';
import { capitalise } from '../language/normalize.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import { quote, quoteList } from './wording.ts';

const everyday = new Set([...FUNCTION_WORDS, ...COMMON_WORDS, ...HEADING_NOUNS].map((entry) => entry.word));
const minor = new Set(TITLE_MINOR_WORDS.map((entry) => entry.word));

/** A word whose case says nothing about the heading's style: "API", "iPhone", "v2", "I". */
function isFixedCase(word: WordView): boolean {
  const text = word.text;
  if (!/^\p{L}[\p{L}'\u2019]*$/u.test(text) || text === 'I' || text.startsWith("I'")) return true;
  const rest = text.slice(1);
  return rest !== rest.toLowerCase();
}

/**
 * Whether a word opens a subtitle or a second sentence of the heading ("Step 1: Install", "Billing —
 * Update a Card", "Done? Publish"): it starts with a capital in every style.
 */
function afterColon(block: BlockView, word: WordView, previous: WordView | undefined): boolean {
  return (
    previous !== undefined && /[:?!.\u2014\u2013]|\s-\s/.test(block.text.slice(previous.end, word.start))
  );
}

/** An everyday word, also in a plural or verb form ("Accounts", "Emails", "Managing", "Updated"). */
function isEveryday(normal: string): boolean {
  if (everyday.has(normal)) return true;
  for (const [ending, stem] of INFLECTIONS) {
    if (normal.length > ending.length + 2 && normal.endsWith(ending)) {
      const base = normal.slice(0, -ending.length) + stem;
      if (everyday.has(base)) return true;
    }
  }
  return false;
}

// Endings of plurals and verb forms, with what restores the base: "emails" → "email", "replies" → "reply",
// "managing" → "manage", "updated" → "update".
const INFLECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['ies', 'y'],
  ['es', ''],
  ['s', ''],
  ['ing', ''],
  ['ing', 'e'],
  ['ed', ''],
  ['ed', 'e'],
  ["'s", ''],
];

/**
 * Whether a capitalised word continues a name that a word not in the everyday list begins ("Google
 * Drive", "Acme Cloud", "Microsoft Teams"): lowering it would break the name.
 */
function continuesName(words: readonly WordView[], index: number): boolean {
  const previous = words[index - 1];
  if (!previous || index - 1 === 0) return false;
  return /^\p{Lu}/u.test(previous.text) && !isFixedCase(previous) && !isEveryday(previous.normal);
}

/** What to change for sentence case: the first word up, the other words down. */
function sentenceCaseAdvice(wrong: readonly WordView[], first: WordView): string {
  const raised = wrong.filter((word) => word === first || /^\p{Ll}/u.test(word.text));
  const lowered = wrong.filter((word) => !raised.includes(word));
  const advice: string[] = [];
  if (raised.length > 0) {
    advice.push(
      `capitalise ${quoteList(
        raised.map((word) => word.text),
        'and',
      )} (a heading starts with a capital)`,
    );
  }
  if (lowered.length > 0) {
    advice.push(
      `write ${quoteList(
        lowered.map((word) => word.text.toLowerCase()),
        'and',
      )} in lower case`,
    );
  }
  return advice.join(' and ');
}

// Nouns after the label of an interface element, whose name keeps its capitals in sentence case
// (Microsoft Writing Style Guide, "Formatting text in instructions"): "Open the Settings page".
const INTERFACE_NOUNS = new Set([
  ...['page', 'tab', 'menu', 'button', 'screen', 'panel', 'dialog', 'window', 'pane', 'toolbar', 'box'],
  ...['field', 'icon', 'view', 'section', 'link', 'option', 'list', 'sidebar', 'card', 'widget', 'app'],
]);

/** Whether capitalised words name an interface element: "the Billing page", "the Save As dialog". */
function namesInterfaceElement(words: readonly WordView[], index: number): boolean {
  for (let next = index + 1; next < words.length && next <= index + 3; next++) {
    const word = words[next];
    if (!word) return false;
    if (INTERFACE_NOUNS.has(word.normal) && /^\p{Ll}/u.test(word.text)) return true;
    if (!/^\p{Lu}/u.test(word.text)) return false;
  }
  return false;
}

// Names written in lower case (Google developer documentation style guide: keep a product's own
// capitalisation): "Install with npm" is right in every style.
const LOWER_CASE_NAMES = new Set([
  ...['npm', 'pnpm', 'yarn', 'git', 'curl', 'pip', 'webpack', 'vite', 'deno', 'bun', 'zsh', 'bash', 'ssh'],
  ...['kubectl', 'eslint', 'prettier', 'jq', 'sudo', 'cron', 'wget', 'homebrew', 'brew', 'npx'],
]);
const CALENDAR = new Set([
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october'],
  ...['november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
]);

/**
 * A capitalised word that keeps its capital in sentence case: a month or a day ("Updates for May"), or
 * a label before its number ("What's new in Version 2", "Part 3").
 */
function isProperOrLabel(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  if (!word) return false;
  if (CALENDAR.has(word.normal)) return true;
  return /^\p{N}/u.test(words[index + 1]?.text ?? '');
}

export const headingCase = defineBlockRule({
  id: 'heading-case',
  category: 'Document Structure',
  name: 'Heading capitalisation',
  description:
    'Keeps headings in one case style. `sentence`: only the first word and names take a capital, so everyday words in capitals (also plurals and verb forms: "Accounts", "Emails") are flagged ("Getting Started With Our App" → "with", "our"); words of a name ("Google Drive") and interface labels ("the Billing page") pass. `title`: every word but articles, conjunctions and prepositions takes a capital, and so does the first word of a subtitle. In both, the heading starts with a capital. Acronyms and brand spellings ("API", "iPhone", "npm") pass.',
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
      // Both styles start with a capital: "getting started" is wrong in either ("iPhone", "npm" pass).
      if (index === 0) {
        if (/^\p{Ll}/u.test(word.text) && !isFixedCase(word) && !LOWER_CASE_NAMES.has(word.text)) {
          if (everyday.has(word.normal) || isEveryday(word.normal)) wrong.push(word);
        }
        continue;
      }
      const capital = /^\p{Lu}/u.test(word.text);
      if (isFixedCase(word)) continue;
      if (afterColon(block, word, words[index - 1])) {
        // A subtitle takes a capital in title case; sentence-case guides differ, so it may stay lower.
        if (style === 'title' && !capital && isEveryday(word.normal)) wrong.push(word);
        continue;
      }
      if (
        style === 'sentence' &&
        capital &&
        isEveryday(word.normal) &&
        !continuesName(words, index) &&
        !namesInterfaceElement(words, index) &&
        !isProperOrLabel(words, index)
      ) {
        wrong.push(word);
      } else if (style === 'sentence' && capital) unsure = true;
      const last = index === words.length - 1;
      if (
        style === 'title' &&
        !capital &&
        (last || !minor.has(word.normal)) &&
        !LOWER_CASE_NAMES.has(word.text)
      ) {
        wrong.push(word);
      }
    }
    const first = words[0];
    const lastWord = words[words.length - 1];
    if (wrong.length === 0 || !first || !lastWord) return [];
    const parts: string[] = [];
    let at = first.start;
    for (const word of wrong) {
      const lower = style === 'sentence' && word !== words[0] && /^\p{Lu}/u.test(word.text);
      parts.push(block.text.slice(at, word.start), lower ? word.text.toLowerCase() : capitalise(word.text));
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
            ? `Use sentence case: ${sentenceCaseAdvice(wrong, first)} (${quote(replacement)}).`
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
