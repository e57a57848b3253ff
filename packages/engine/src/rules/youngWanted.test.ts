import { describe, expect, it } from 'vitest';
import type { BlockKind } from '../document/types.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { wantedYoung, youngPairs } from './youngWanted.ts';

/** What the "young" pairs and wishes find in a block, as written. */
function found(text: string, kind: BlockKind = 'paragraph'): string[] {
  const block = analyzeProse(text, kind);
  return [...youngPairs(block), ...wantedYoung(block)].map((match) => text.slice(match.from, match.to));
}

describe('youngPairs and wantedYoung', () => {
  it('finds the pair with its own adjectives anywhere and with a trait where a person is wanted', () => {
    expect(found('Join our young, dynamic team in Berlin!')).toEqual(['young, dynamic']);
    expect(found('For the new store we want young, lively faces on the shop floor.')).toEqual([
      'young, lively',
    ]);
    expect(found('We need a young, lively barista for our café.')).toEqual(['young, lively']);
    expect(found('Are you young and outgoing? Our bar team wants you.')).toEqual(['young and outgoing']);
    expect(found('Young and outgoing', 'table-cell')).toEqual(['Young and outgoing']);
  });

  it('passes a trait pair that describes a crowd, a thing or one person', () => {
    expect(found('The festival attracts a young, lively crowd every August.')).toEqual([]);
    expect(found('This young, lively wine pairs well with grilled fish.')).toEqual([]);
    expect(found('Mia, our host, is young and outgoing, and guests love her.')).toEqual([]);
    expect(found('Young and fruity', 'table-cell')).toEqual([]);
    expect(found('This night cream makes you feel young and lively again.')).toEqual([]);
  });

  it('leaves the pairs the phrase list spells to it', () => {
    expect(found('We are a young and energetic team.')).toEqual([]);
  });
});
