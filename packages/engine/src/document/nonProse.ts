/**
 * Finds spans of prose text that are not prose: URLs, e-mail addresses, bare domain names and
 * @mentions. Rules never see them (a glossary term inside `github.com/acme` is not a misspelling).
 */

// Common top-level domains for bare names such as `example.com`; a fixed list keeps "e.g." and
// "i.e." from being read as domains.
const TLDS =
  'com|org|net|io|dev|app|ai|co|edu|gov|info|biz|me|us|uk|de|fr|eu|nl|ch|at|se|no|dk|fi|es|it|pl|cz|ca|au|nz|jp|cn|in|br|ru|ly|sh|so|tv|fm|gg|xyz|cloud|tech|site|online|store|blog|page|email|link|live|news|shop|team|tools|works';

const NON_PROSE = new RegExp(
  [
    // Scheme URLs and www. hosts, up to the first space or quote.
    String.raw`(?:\b[a-zA-Z][a-zA-Z0-9+.-]*:\/\/|\bwww\.)[^\s<>"'\u201c\u201d\uFFFC]+`,
    // E-mail addresses (before mentions: the "@" of an address is not a mention).
    String.raw`\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`,
    // Bare domain names with an optional path.
    String.raw`\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})\b(?:\/[^\s<>"'\u201c\u201d\uFFFC]*)?`,
    // @mentions: at the start or after a non-word character.
    String.raw`(?<![\w@.])@[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?`,
  ].join('|'),
  'g',
);

// What every match of NON_PROSE holds: "://", "www.", an "@", or a full stop before a letter or digit of
// a domain. Most paragraphs hold none (a full stop ends a sentence before a space), and the search
// itself costs a pass of its many alternatives over the text.
const MAY_HOLD_ADDRESS = /:\/\/|www\.|@|\.[a-z0-9]/;

// Sentence punctuation that ends a URL in running text rather than belonging to it.
const TRAILING = /[.,;:!?)\]}'"\u2019\u201d]+$/;

/** Ranges `[from, to)` of non-prose spans in `text`, in order and not overlapping. */
export function findNonProse(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (!MAY_HOLD_ADDRESS.test(text)) return ranges;
  NON_PROSE.lastIndex = 0;
  for (let match = NON_PROSE.exec(text); match; match = NON_PROSE.exec(text)) {
    let value = match[0];
    const trailing = TRAILING.exec(value);
    // Keep a closing parenthesis that closes one opened inside the URL (Wikipedia-style links).
    if (trailing && !(trailing[0] === ')' && value.includes('('))) {
      value = value.slice(0, -trailing[0].length);
    }
    if (value.length > 0) ranges.push([match.index, match.index + value.length]);
  }
  return ranges;
}
