import { describe, expect, it } from 'vitest';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import { entryPattern } from './valePhrases.ts';

const entry = (fields: Partial<PhraseEntry> & Pick<PhraseEntry, 'phrases'>): PhraseEntry => ({
  id: fields.phrases[0] ?? 'x',
  suggestions: [],
  reason: 'A test entry.',
  source: 'test',
  ...fields,
});

/** The texts of the matches of an entry, as Vale's substitution wraps the pattern (case-insensitive). */
function matches(
  fields: Partial<PhraseEntry> & Pick<PhraseEntry, 'phrases'>,
  text: string,
  forms?: PhraseEntry['forms'],
): string[] {
  const pattern = new RegExp(`\\b(?:${entryPattern(entry(fields), { forms })})\\b`, 'gimu');
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

describe('entryPattern: phrase context as lookarounds', () => {
  it('matches word forms only when the entry allows them', () => {
    expect(matches({ phrases: ['blacklist'] }, 'Two blacklisted hosts.')).toEqual([]);
    expect(matches({ phrases: ['blacklist'], forms: 'verb' }, 'Two blacklisted hosts.')).toEqual([
      'blacklisted',
    ]);
    expect(matches({ phrases: ['blacklist'] }, 'Two blacklisted hosts.', 'any')).toEqual(['blacklisted']);
  });

  it('reads the word before and after', () => {
    expect(
      matches({ phrases: ['simply'], notBefore: ['put'] }, 'Simply put, it works. Simply click.'),
    ).toEqual(['Simply']);
    expect(matches({ phrases: ['just'], onlyBefore: ['click'] }, 'Just click it. It just works.')).toEqual([
      'Just',
    ]);
    expect(matches({ phrases: ['guys'], onlyAfter: ['hi', 'hey'] }, 'Hi guys. The guys left.')).toEqual([
      'guys',
    ]);
    expect(
      matches({ phrases: ['kind of'], notAfter: ['what'] }, 'What kind of tool? It is kind of slow.'),
    ).toEqual(['kind of']);
  });

  it('reads a pause after the words and the start of a clause before them', () => {
    expect(
      matches({ phrases: ['please note'], setOff: true }, 'Please note: it moved. Please note the date.'),
    ).toEqual(['Please note']);
    const opener = { phrases: ['that said'], clauseStart: true };
    expect(matches(opener, 'That said, it works. The note that said hi.')).toEqual(['That said']);
    expect(matches(opener, 'It is slow, and that said, it works.')).toEqual(['that said']);
    expect(matches(opener, 'It is slow; that said, it works.')).toEqual(['that said']);
  });

  it('reads words within two words, in the same sentence', () => {
    const master = { phrases: ['master'], near: ['node', 'database'] };
    expect(matches(master, 'The master node is up.')).toEqual(['master']);
    expect(matches(master, 'The database master is up.')).toEqual(['master']);
    expect(matches(master, 'The master is up. The node too.')).toEqual([]);
    expect(
      matches({ phrases: ['black'], notNear: ['coffee'] }, 'Black coffee, please. A black mark.'),
    ).toEqual(['black']);
  });

  it('reads the start of a sentence, a following word and names', () => {
    expect(
      matches({ phrases: ['clearly'], sentenceStart: true }, 'Clearly, yes. It is clearly fine.'),
    ).toEqual(['Clearly']);
    expect(matches({ phrases: ['it is'], followed: true }, 'It is late. Yes, it is.')).toEqual(['It is']);
    expect(
      matches({ phrases: ['ghetto'], skipProperNames: true }, 'The Warsaw Ghetto. A ghetto. Ghetto life.'),
    ).toEqual(['ghetto', 'Ghetto']);
  });
});
