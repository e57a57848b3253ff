import { SIGN_OFFS } from '../data/signOffs.ts';
import type { BlockView } from '../language/types.ts';
import { defineDocumentRule } from './defineRule.ts';
import { perBlock } from './perBlock.ts';
import { compileShared, findShared } from './phraseIndex.ts';
import { quote } from './wording.ts';

const closings = compileShared(SIGN_OFFS.map((entry) => ({ term: entry.word, forms: 'none' as const })));
// A last block this short, without a full stop, is a signature ("Anna", "The Acme team"): the sign-off
// may stand before it.
const SIGNATURE_WORDS = 4;

function isSignature(block: BlockView): boolean {
  return block.words.length <= SIGNATURE_WORDS && !/[.!?]\s*$/.test(block.text);
}

/** Whether a sentence of the block opens with a closing ("Best regards, Anna", "Thanks again!"). */
function opensWithClosing(block: BlockView): boolean {
  const starts = new Set(block.sentences.map((sentence) => sentence.firstWord));
  return findShared(closings, block).some((hit) => starts.has(hit.firstWord));
}

export const signOff = defineDocumentRule({
  id: 'sign-off',
  category: 'Document Structure',
  name: 'Closes with a sign-off',
  description:
    'The text must close with a sign-off ("Best regards", "Thanks", "Cheers", "See you soon") in its last paragraph, or in the one before a short signature. Pairs with greeting-check for letters and e-mails.',
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
