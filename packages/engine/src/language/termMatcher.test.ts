import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../document/parseDocument.ts';
import { analyzeProse } from './analyzeProse.ts';
import { caseAccepted } from './casePolicy.ts';
import { hasKeyBit, keyBits } from './keyBits.ts';
import { compileTerms, findTerms } from './termMatcher.ts';

const blockOf = (text: string, kind: 'paragraph' | 'heading' = 'paragraph') => {
  const prose = parseDocument(text).blocks[0]?.text ?? '';
  return analyzeProse(prose, kind);
};
const found = (terms: string[], text: string, options = {}) => {
  const block = blockOf(text);
  return findTerms(
    compileTerms(
      terms.map((term) => ({ term })),
      options,
    ),
    block,
  ).map((hit) => block.text.slice(hit.from, hit.to));
};

describe('term matcher', () => {
  it('matches word forms: plural, verb forms, possessive', () => {
    expect(found(['deploy'], 'We deployed it; she deploys daily; deploying now; the deploy’s log.')).toEqual([
      'deployed',
      'deploys',
      'deploying',
      'deploy’s',
    ]);
    expect(found(['user account'], 'All user accounts and the user account’s settings.')).toEqual([
      'user accounts',
      'user account’s',
    ]);
    expect(found(['sign in'], 'She signed in and is signing in again.')).toEqual(['signed in', 'signing in']);
  });

  it('matches multi-word terms across line breaks but not across sentences or punctuation', () => {
    expect(found(['sign in'], 'Please sign\nin now.')).toEqual(['sign in']);
    expect(found(['sign in'], 'Please sign. In the morning.')).toEqual([]);
    expect(found(['sign in'], 'Please sign, in ink.')).toEqual([]);
  });

  it('prefers the longest term at a position', () => {
    expect(found(['log', 'log in'], 'Log in to see the log.')).toEqual(['Log in', 'log']);
  });

  it('never matches inside code, URLs, e-mail addresses or @mentions', () => {
    expect(found(['github'], 'See github.com/acme, mail me@github.io or ping @github now.')).toEqual([]);
  });

  it('compares loosely for exact spelling: hyphens and CamelCase brands written apart', () => {
    expect(found(['email', 'GitHub'], 'Send an e-mail via Git Hub.', { loose: true })).toEqual([
      'e-mail',
      'Git Hub',
    ]);
  });

  it('accepts a capital only at a sentence start or in a heading for lower-case terms', () => {
    expect(caseAccepted('Deploy', 'deploy', { sentenceStart: true, heading: false })).toBe(true);
    expect(caseAccepted('Deploy', 'deploy', { sentenceStart: false, heading: false })).toBe(false);
    expect(caseAccepted('DEPLOY', 'deploy', { sentenceStart: false, heading: true })).toBe(true);
    expect(caseAccepted('Github', 'GitHub', { sentenceStart: true, heading: true })).toBe(false);
    expect(caseAccepted('GitHub’s', "GitHub's", { sentenceStart: false, heading: false })).toBe(true);
  });

  it('sets the bit of every first word, so the bit test never skips a term (one-letter words too)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 40 }), (keys) => {
        const bits = keyBits(keys);
        for (const key of keys) expect(hasKeyBit(bits, key)).toBe(true);
      }),
    );
    const matcher = compileTerms([{ term: 'a' }, { term: 'I/O' }, { term: 'x' }]);
    expect(findTerms(matcher, blockOf('a b I/O x')).map((hit) => hit.from)).toEqual([0, 4, 8]);
  });
});
