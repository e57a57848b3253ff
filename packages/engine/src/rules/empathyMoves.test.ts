import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { moveVerdict, movedLater } from './empathyMoves.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('movedLater', () => {
  it('finds a dispatch, a delivery or a visit moved later', () => {
    expect(
      movedLater(block('The dispatch date for order #4471 has moved from 12 March to 26 March.')),
    ).toBeDefined();
    expect(movedLater(block('Your delivery date has moved to 26 March from 12 March.'))).toBeDefined();
    expect(
      movedLater(block('Your engineer visit has been pushed back from 3 June to 10 June.')),
    ).toBeDefined();
    expect(movedLater(block('Your delivery has moved from 28 December to 4 January.'))).toBeDefined();
  });
  it('passes an earlier date, a later deadline, a move the reader asked for and a move of place', () => {
    expect(movedLater(block('Your delivery date has moved from 19 July to 5 July.'))).toBeUndefined();
    expect(movedLater(block('The deadline for entries has moved from 1 May to 15 May.'))).toBeUndefined();
    expect(
      movedLater(block('As you asked, your delivery has moved from 3 June to 10 June.')),
    ).toBeUndefined();
    expect(movedLater(block('Our office has moved from 12 High Street to 40 Bridge Road.'))).toBeUndefined();
  });
});

describe('moveVerdict', () => {
  it('tells a date brought forward, so that "has been moved" passes then', () => {
    const moved = block('Your delivery has been moved from 19 July to 5 July.');
    expect(
      moveVerdict(
        moved,
        moved.words.findIndex((word) => word.normal === 'moved'),
      ),
    ).toBe('better');
  });
});

describe('movedLater, twelfth pass', () => {
  it('reads a launch moved later and the old date in the next sentence', () => {
    expect(movedLater(block('The launch of the Pro tier has moved from 15 May to 30 June.'))).toBeDefined();
    expect(
      movedLater(
        block('The completion date for your kitchen has moved to 14 November. It was previously 31 October.'),
      ),
    ).toBeDefined();
    expect(
      movedLater(block('The deadline has moved to 14 November. It was previously 31 October.')),
    ).toBeUndefined();
    expect(
      movedLater(block('Your appointment has moved to 3 June. It was the first slot we had.')),
    ).toBeUndefined();
  });
});

describe('movedLater: the active with its object, and events', () => {
  it('finds an appointment or an event moved later', () => {
    expect(
      movedLater(block('The consulate has moved your visa appointment from 3 May to 24 May.')),
    ).toBeDefined();
    expect(movedLater(block("Parents' evening has been moved from 5 March to 19 March."))).toBeDefined();
  });
  it('passes an event brought forward and a deadline moved later', () => {
    expect(movedLater(block('The spring concert has been moved from 3 May to 12 April.'))).toBeUndefined();
    expect(
      movedLater(block("We've moved the deadline for your claim from 1 May to 15 May.")),
    ).toBeUndefined();
  });
});
