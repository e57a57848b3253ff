import { SIGN_OFFS } from '../data/signOffs.ts';
import type { BlockView } from '../language/types.ts';
import { defineDocumentRule } from './defineRule.ts';
import { perBlock } from './perBlock.ts';
import { compileShared, findShared } from './phraseIndex.ts';
import { quote } from './wording.ts';

const closings = compileShared(SIGN_OFFS.map((entry) => ({ term: entry.word, forms: 'none' as const })));
// A last block this short, without a full stop, is a signature ("Anna", "The Acme team", "Anna Lopez,
// Head of Support, Acme Inc"): the sign-off may stand before it. So is a postscript ("P.S. …").
const SIGNATURE_WORDS = 8;
const POSTSCRIPT = /^\s*P\.?\s?S\.?(?=[\s:,])/i;

function isSignature(block: BlockView): boolean {
  return (
    (block.words.length <= SIGNATURE_WORDS && !/[.!?]\s*$/.test(block.text)) || POSTSCRIPT.test(block.text)
  );
}

// What may follow "Thanks"/"Thank you" in a closing: "Thanks for reading", "Thanks again", "Thank you
// all". "Thanks to the new cache, …" opens a statement.
const AFTER_THANKS = new Set([
  'for',
  'again',
  'so',
  'a',
  'in',
  'everyone',
  'all',
  'team',
  'both',
  'very',
  'you',
  'much',
]);
// A short exclamation may close with a sign-off phrase: "Enjoy your new headphones!", "See you at the summit!"
const SHORT_EXCLAMATION_WORDS = 6;

/**
 * Whether a closing phrase at a sentence start stands as a sign-off: followed by punctuation or the end
 * ("Best,", "Cheers!"), by a name ("Thanks, Anna", "Best regards Anna"), by what a thank-you takes ("Thanks
 * for reading"), or it opens a short exclamation ("Enjoy your new headphones!"). Not "Best practices are
 * below." or "Thanks to the new cache, pages load faster."
 */
function standsAsClosing(block: BlockView, first: number, last: number): boolean {
  const { words, text } = block;
  const end = words[last];
  const next = words[last + 1];
  if (!end) return false;
  if (!next || next.sentence !== end.sentence) return true;
  // Punctuation closes it; an emoticon (":)") does not.
  const between = text.slice(end.end, next.start).replace(/[:;]-?[)(DPp]/g, '');
  if (/[,!.:;\u2014\u2013]/.test(between)) return true;
  if (/^\p{Lu}/u.test(next.text)) return true;
  const opening = words[first]?.normal ?? '';
  if ((opening === 'thanks' || opening === 'thank') && AFTER_THANKS.has(next.normal)) return true;
  const sentence = block.sentences[end.sentence];
  return (
    sentence !== undefined &&
    sentence.endWord - sentence.firstWord <= SHORT_EXCLAMATION_WORDS &&
    /!\s*$/.test(text.slice(sentence.start, sentence.end))
  );
}

/** Whether a sentence of the block opens with a closing ("Best regards, Anna", "Thanks again!"). */
function opensWithClosing(block: BlockView): boolean {
  const starts = new Set(block.sentences.map((sentence) => sentence.firstWord));
  const hits = findShared(closings, block);
  // "Thanks see you soon": a closing followed by another closing stands as one.
  const closingStarts = new Set(hits.map((hit) => hit.firstWord));
  return hits.some(
    (hit) =>
      starts.has(hit.firstWord) &&
      (closingStarts.has(hit.lastWord + 1) || standsAsClosing(block, hit.firstWord, hit.lastWord)),
  );
}

export const signOff = defineDocumentRule({
  id: 'sign-off',
  category: 'Document Structure',
  name: 'Closes with a sign-off',
  description:
    'The text must close with a sign-off ("Best regards", "Thanks", "Cheers", "See you soon") in its last paragraph, or in the one before a short signature or a postscript. A closing word that opens a statement ("Thanks to the new cache, …", "Best practices are below.") is no sign-off. Pairs with greeting-check for letters and e-mails.',
  severity: 'warning',
  parameters: {},
  examples: {
    good: [
      'Hi Anna,\n\nYour order is on its way.\n\nBest regards,\nThe Acme team',
      'Your order is on its way. Thanks for shopping with us!',
      'Your order is on its way.\n\nCheers,\n\nAnna',
    ],
    bad: ['Hi Anna,\n\nYour order is on its way.', 'Hi Anna,\n\nThanks for your order.\n\nIt ships today.'],
  },
  prepare: () => perBlock(opensWithClosing),
  check(document, closes) {
    const prose = document.blocks.flatMap((block, index) =>
      block.kind !== 'heading' && block.words.length > 0 ? [index] : [],
    );
    const lastIndex = prose[prose.length - 1];
    const last = lastIndex === undefined ? undefined : document.blocks[lastIndex];
    if (lastIndex === undefined || !last) return [];
    if (closes(last)) return [];
    const beforeIndex = prose[prose.length - 2];
    const before = beforeIndex === undefined ? undefined : document.blocks[beforeIndex];
    if (before && isSignature(last) && closes(before)) return [];
    const sentence = last.sentences.findLast((candidate) => candidate.endWord > candidate.firstWord);
    if (!sentence) return [];
    return [
      {
        block: lastIndex,
        from: sentence.start,
        to: sentence.end,
        message: `Close with a sign-off such as ${quote('Best regards')} or ${quote('Thanks')}: the guide asks the text to take its leave.`,
        methodName: 'missing-sign-off',
        suggestions: ['Best regards', 'Thanks'],
      },
    ];
  },
});
