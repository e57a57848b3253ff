import { describe, expect, it } from 'vitest';
import { REDUNDANT_ENTRIES } from '../data/redundantPhrases.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { SPLIT_PARTICLES } from './redundantPhrases.ts';
import { splitPairs, togetherVerbs } from './splitPairs.ts';

const found = (text: string): string[] =>
  splitPairs(analyzeProse(text, 'paragraph'), SPLIT_PARTICLES).map((match) =>
    text.slice(match.from, match.to),
  );
const fixed = (text: string): string => {
  const fix = splitPairs(analyzeProse(text, 'paragraph'), SPLIT_PARTICLES)[0]?.fix;
  return fix ? text.slice(0, fix.from) + fix.replacement + text.slice(fix.to) : text;
};

describe('a joining verb and "together" with the object between', () => {
  const verbs = togetherVerbs(REDUNDANT_ENTRIES);

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

describe('other pairs split by the object', () => {
  it('finds "repeat … again", "postpone … until later" and "revert … back"', () => {
    expect(found('Could you repeat that again for the people who joined late?')).toEqual([
      'repeat that again',
    ]);
    expect(found("We're repeating the survey again this quarter.")).toEqual(['repeating the survey again']);
    expect(found('Please postpone the review until later in the week.')).toEqual([
      'postpone the review until later',
    ]);
    expect(fixed('Please postpone the review until later in the week.')).toBe(
      'Please postpone the review until later in the week.',
    );
    expect(fixed('We postponed the launch until later.')).toBe('We postponed the launch.');
    expect(found('Revert the settings back to the defaults.')).toEqual(['Revert the settings back']);
  });

  it('finds "refund … back" and "repay … back", which already say "back"', () => {
    expect(found("We'll refund the booking fee back to your card.")).toEqual(['refund the booking fee back']);
    expect(fixed('Please repay the loan back by June.')).toBe('Please repay the loan by June.');
    expect(found('We refunded the fee, and you can come back whenever you like.')).toEqual([]);
    expect(found("We'll refund the deposit when you bring the keys back.")).toEqual([]);
    expect(found('We refunded the back order.')).toEqual([]);
    expect(fixed('Restore the settings back to the defaults.')).toBe('Restore the settings to the defaults.');
    expect(found("We'll reimburse the fare back to you.")).toEqual(['reimburse the fare back']);
    expect(found('Restore the back panel first.')).toEqual([]);
  });

  it('leaves the particle that belongs to another verb, or is a noun or a name', () => {
    expect(found('Join the Together community forum.')).toEqual([]);
    expect(found('Repeat step 2 and try again.')).toEqual([]);
    expect(found('Restart the router again if the light stays red.')).toEqual([]);
    expect(found('Repeat until the light turns green again.')).toEqual([]);
    expect(found('Please postpone the review until Thursday.')).toEqual([]);
    expect(found('Return the keys at the back desk.')).toEqual([]);
    expect(found('Return the signed form to the back office.')).toEqual([]);
    expect(found('Refunds go back to the original card within five days.')).toEqual([]);
    expect(found('If the split fails, merge the two halves back together.')).toEqual([]);
    expect(found('Returns go back to the warehouse on Fridays.')).toEqual([]);
  });
});
