import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { phraseReader, type PhraseRuleDefinition } from './phraseRule.ts';

const spans = (text: string, params: Record<string, unknown> = {}) =>
  checkText(text, compileGuide({ name: 'tone', rules: [{ id: 'passive-aggressive', params }] }), {
    format: 'plain',
  }).findings.map((finding) => ({
    written: text.slice(finding.from, finding.to),
    method: finding.methodName,
  }));

describe('a phrase rule with patterns beside its list', () => {
  it('gives one finding where an entry and a pattern find the same words', () => {
    expect(spans('Per my last email, the invoice is attached.')).toEqual([
      { written: 'Per my last email', method: 'per-my-last-email' },
    ]);
    expect(spans('As I already said, the form closes on Friday.')).toEqual([
      { written: 'As I already said', method: 'as-i-said' },
    ]);
  });

  it('keeps findings of the same rule on different words', () => {
    const found = spans(
      'Per my last email, the form closes on Friday. As I already said, it is not optional.',
    );
    expect(found.map((finding) => finding.method)).toEqual(['per-my-last-email', 'as-i-said']);
  });

  it('lets the guide allow what a pattern finds, by entry id or by the words', () => {
    expect(spans('Per my last email, the invoice is attached.', { allow: ['per-my-last-email'] })).toEqual(
      [],
    );
    expect(spans('As I already said, the form closes on Friday.', { allow: ['as I already said'] })).toEqual(
      [],
    );
  });
});

describe('what the patterns of a phrase rule read before a fallback', () => {
  const definition: PhraseRuleDefinition = {
    id: 'test-phrases',
    category: 'Emotionality',
    name: 'Test phrases',
    description: 'Test phrases.',
    severity: 'warning',
    examples: { good: [], bad: [] },
    entries: [
      { id: 'going-forward', phrases: ['going forward'], suggestions: [], reason: 'R.', source: 'S.' },
    ],
    accept: (found, block) => !block.text.includes('feel free'),
    extra: (block) => {
      const at = block.text.indexOf('yet again');
      return at < 0 ? [] : [{ from: at, to: at + 9, message: 'Again.', methodName: 'yet-again' }];
    },
    acceptPattern: (_match, block) => !block.text.includes('tops the survey'),
  };
  const reader = phraseReader(definition);
  const read = (text: string) => reader.read(analyzeProse(text, 'paragraph'), new Set());

  it('finds listed phrases and patterns their context accepts, and has judged nothing', () => {
    const reading = read('Going forward, send the forms on time, not yet again late.');
    expect(reading.matches.map((match) => match.methodName)).toEqual(['going-forward', 'yet-again']);
    expect(reading.judgedSeen).toBe(false);
  });

  it('marks a block where its context let a listed phrase or a pattern pass', () => {
    expect(read('Going forward, feel free to ask in the channel.')).toEqual({
      matches: [],
      allowedSeen: false,
      judgedSeen: true,
    });
    expect(read('Acme tops the survey yet again.').judgedSeen).toBe(true);
    expect(read('The survey closes on Friday.').judgedSeen).toBe(false);
  });
});
