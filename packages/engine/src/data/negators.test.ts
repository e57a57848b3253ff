import { describe, expect, it } from 'vitest';
import { sentenceSentiments } from '../analyzer/sentiment.ts';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { isNegator, NEGATORS } from './negators.ts';

const negativeTone = compileGuide({ name: 'negators', rules: [{ id: 'negative-tone' }] });
const negators = [...NEGATORS.map((entry) => entry.word), "isn't", "shan't"];

describe('the negators', () => {
  it('are the listed words and every "-n\'t" form', () => {
    expect(negators.filter((word) => !isNegator(word))).toEqual([]);
    expect(['zero', 'less', "n't", 'note', 'nothingness'].filter(isNegator)).toEqual([]);
  });

  // One list for both users: a word negates for the analyzer exactly when it does for the rule.
  it.each(negators)('"%s" negates the sentiment word after it for the analyzer and negative-tone', (word) => {
    const [sentence] = sentenceSentiments(analyzeProse(`We ${word} hate it.`, 'paragraph'));
    expect(sentence?.terms).toEqual([expect.objectContaining({ text: 'hate', negatedBy: word })]);

    const negated = `This is ${word} hate, ${word} worst, ${word} stupid failure.`;
    expect(checkText(negated, negativeTone).findings).toEqual([]);
    const plain = 'This is hate, worst, stupid failure.';
    expect(checkText(plain, negativeTone).findings.map((finding) => finding.id)).toEqual(['negative-tone']);
  });
});
