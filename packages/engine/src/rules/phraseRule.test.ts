import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

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
