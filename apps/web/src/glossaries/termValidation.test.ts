import { describe, expect, it } from 'vitest';
import {
  TERM_MESSAGES,
  draftFromTerm,
  termFromDraft,
  validateTerm,
  withTerm,
  withoutTerm,
} from './termValidation.ts';

const terms = [{ term: 'Write the Tone' }, { term: 'e-mail', suggestions: ['email'] }];
const draft = (term: string, suggestions: string[] = [], note = '') => ({ term, suggestions, note });

describe('validateTerm', () => {
  it('accepts a new term', () => {
    expect(validateTerm(draft('checkout'), terms)).toEqual({});
  });

  it('requires a term', () => {
    expect(validateTerm(draft('   '), terms)).toEqual({ term: TERM_MESSAGES.termRequired });
  });

  it('refuses a term the glossary has, ignoring case and extra spaces', () => {
    expect(validateTerm(draft(' write  the TONE '), terms).term).toBe(
      '“write the TONE” is already in this glossary.',
    );
  });

  it('lets an edited term keep its own spelling or change its case', () => {
    expect(validateTerm(draft('E-Mail'), terms, 1)).toEqual({});
    expect(validateTerm(draft('Write the Tone'), terms, 1).term).toContain('already in this glossary');
  });

  it('checks the lengths the server enforces', () => {
    expect(validateTerm(draft('x'.repeat(201)), []).term).toBe(TERM_MESSAGES.termTooLong);
    const many = Array.from({ length: 21 }, (_, index) => `s${index}`);
    expect(validateTerm(draft('a', many), []).suggestions).toBe(TERM_MESSAGES.tooManySuggestions);
    expect(validateTerm(draft('a', ['y'.repeat(201)]), []).suggestions).toBe(TERM_MESSAGES.suggestionTooLong);
    expect(validateTerm(draft('a', [], 'n'.repeat(2001)), []).note).toBe(TERM_MESSAGES.noteTooLong);
  });
});

describe('termFromDraft and the list helpers', () => {
  it('trims, drops empty and repeated suggestions, leaves out an empty note', () => {
    expect(termFromDraft(draft('  log in ', ['sign in', ' sign in ', ''], '  '))).toEqual({
      term: 'log in',
      suggestions: ['sign in'],
    });
    expect(termFromDraft(draft('a', [], 'why'))).toEqual({ term: 'a', note: 'why' });
  });

  it('round-trips an entry through a draft', () => {
    expect(termFromDraft(draftFromTerm(terms[1]))).toEqual(terms[1]);
    expect(draftFromTerm(undefined)).toEqual(draft(''));
  });

  it('adds, replaces and removes by position', () => {
    expect(withTerm(terms, { term: 'new' }, null).map((term) => term.term)).toEqual([
      'Write the Tone',
      'e-mail',
      'new',
    ]);
    expect(withTerm(terms, { term: 'E-mail' }, 1)[1]).toEqual({ term: 'E-mail' });
    expect(withoutTerm(terms, 0)).toEqual([terms[1]]);
  });
});
