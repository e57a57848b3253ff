import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { compileTokenPhrases, findTokenPhrases } from './tokenPhrases.ts';

describe('token phrases', () => {
  const phrases = compileTokenPhrases([{ term: 'etc' }, { term: 'e.g.' }, { term: 'et al.' }]);
  const found = (text: string): string[] =>
    findTokenPhrases(phrases, analyzeProse(text, 'paragraph')).map((hit) => text.slice(hit.from, hit.to));

  it('match abbreviations with their dots, in mid-sentence and at the end', () => {
    expect(found('Bring bread, etc. and jam.')).toEqual(['etc.']);
    expect(found('Bring bread, etc.')).toEqual(['etc']);
    expect(found('Use one, e.g. yours.')).toEqual(['e.g.']);
    expect(found('Smith et al. wrote it.')).toEqual(['et al.']);
  });

  it('do not match inside other words', () => {
    expect(found('The etcetera folder and eggs.')).toEqual([]);
  });
});
