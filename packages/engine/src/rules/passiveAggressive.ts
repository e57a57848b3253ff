import { PASSIVE_AGGRESSIVE_ENTRIES } from '../data/passiveAggressive.ts';
import type { BlockView } from '../language/types.ts';
import { definePhraseRule } from './phraseRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

export const passiveAggressive = definePhraseRule({
  id: 'passive-aggressive',
  category: 'Emotionality',
  name: 'Passive-aggressive phrases',
  description:
    'Flags phrases that scold while sounding polite ("per my last email", "as I already said", "please be advised", "for future reference", "going forward, please", "not sure if you saw", "thanks in advance") and a curt "Noted.": restate the point kindly.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'Here are the steps again, in case they got lost.',
      'I mentioned the deadline in my last email.',
      'Thanks for your help with the report.',
    ],
    bad: [
      'Per my last email, the deadline is Friday.',
      'As I already said, the file is attached.',
      'Please be advised that the office is closed.',
      'For future reference, use the form.',
    ],
  },
  entries: PASSIVE_AGGRESSIVE_ENTRIES,
  extra: acrossCommas,
});

/**
 * Rebukes the phrase list cannot spell, since a comma sits inside them: "Going forward, please use the
 * form", "In the future, kindly check the wiki". A curt one-word reply ("Noted.") also reads as one.
 */
const FORWARD =
  /\b(?:going forward|moving forward|in (?:the )?future|from now on|next time),\s+(?:please|kindly|make sure|ensure|remember|do not|don't)\b/giu;
const CURT_REPLY = /^(?:duly noted|noted|fine|whatever|k|ok then|okay then)[.!]*$/iu;

function acrossCommas(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const sentence of block.sentences) {
    const text = block.text.slice(sentence.start, sentence.end);
    for (const found of text.matchAll(FORWARD)) {
      matches.push({
        from: sentence.start + found.index,
        to: sentence.start + found.index + found[0].length,
        message: `Rephrase without ${quote(found[0])}. It reads as a rebuke: restate the point kindly (“Here are the details again.”).`,
        methodName: 'for-future-reference',
      });
    }
    if (CURT_REPLY.test(text.trim())) {
      matches.push({
        from: sentence.start,
        to: sentence.end,
        message: `${quote(text.trim())} on its own reads as curt: say what you will do, or thank the reader.`,
        methodName: 'curt-reply',
      });
    }
  }
  return matches;
}
