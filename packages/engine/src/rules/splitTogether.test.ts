import { describe, expect, it } from 'vitest';
import { REDUNDANT_ENTRIES } from '../data/redundantPhrases.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { splitTogether, togetherVerbs } from './splitTogether.ts';

describe('a joining verb and "together" with the object between', () => {
  const verbs = togetherVerbs(REDUNDANT_ENTRIES);
  const found = (text: string): string[] =>
    splitTogether(analyzeProse(text, 'paragraph'), verbs).map((match) => text.slice(match.from, match.to));
  const fixed = (text: string): string => {
    const fix = splitTogether(analyzeProse(text, 'paragraph'), verbs)[0]?.fix;
    return fix ? text.slice(0, fix.from) + fix.replacement + text.slice(fix.to) : text;
  };

  it('takes its verbs, in every form, from the list of "… together" pairs', () => {
    expect(verbs.get('combined')).toBe('combine');
    expect(verbs.get('merging')).toBe('merge');
    expect(verbs.has('bring')).toBe(false);
  });

  it('finds the pair across the object and cuts "together"', () => {
    expect(found('Combine the flour and sugar together in a bowl.')).toEqual([
      'Combine the flour and sugar together',
    ]);
    expect(found('We merged the two branches together.')).toEqual(['merged the two branches together']);
    expect(fixed('Link your accounts together in Settings.')).toBe('Link your accounts in Settings.');
  });

  it('leaves "together" that belongs to another verb, clause or phrase', () => {
    expect(found('Join our club and grow together.')).toEqual([]);
    expect(found('Join us and work together.')).toEqual([]);
    expect(found('Connect and play together.')).toEqual([]);
    expect(found('Link the accounts so they work together.')).toEqual([]);
    expect(found('Join the call together with your manager.')).toEqual([]);
    expect(found('After the merge the teams work together.')).toEqual([]);
    expect(found('Merge the branch, and the team reviews it together.')).toEqual([]);
    expect(found('Bring the files together.')).toEqual([]);
    expect(found('Attach the files and send them together.')).toEqual([]);
    expect(found('Gather your friends and travel together.')).toEqual([]);
    expect(found('Connect with friends and family together.')).toEqual([]);
  });
});
