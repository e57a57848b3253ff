import { describe, expect, it } from 'vitest';
import type { BlockKind } from '../document/types.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { techUpbringing } from './techUpbringing.ts';

const found = (text: string, kind: BlockKind = 'paragraph'): string[] =>
  techUpbringing(analyzeProse(text, kind)).map((match) => text.slice(match.from, match.to));

describe('techUpbringing', () => {
  it('finds a technology grown up with, wished for in a job ad', () => {
    expect(found('We want candidates who grew up with a smartphone in hand.')).toEqual([
      'grew up with a smartphone in hand',
    ]);
    expect(found('Ideal for someone born with an iPad in their hand.')).toEqual([
      'born with an iPad in their hand',
    ]);
    expect(found('The role suits a marketer who grew up online.')).toEqual(['grew up online']);
    expect(found('Apply if you have never known a world without smartphones.')).toEqual([
      'never known a world without smartphones',
    ]);
    expect(found('You grew up with the internet', 'list-item')).toEqual(['grew up with the internet']);
    expect(found('Ideal candidates are native to the digital world.')).toEqual([
      'native to the digital world',
    ]);
  });

  it('passes stories, the children a job serves, places and firms', () => {
    expect(found('Our founder grew up with the internet and built an app at 15.')).toEqual([]);
    expect(found('You will teach children who grew up with tablets in this role.')).toEqual([]);
    expect(found('Candidates who grew up in Wales are welcome to apply.')).toEqual([]);
    expect(found('The brand was born online and now has a team of 40.')).toEqual([]);
    expect(found('Our founders grew up with computers in the 1980s.', 'list-item')).toEqual([]);
  });
});
