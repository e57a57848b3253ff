import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { fewerDays, serviceEnds, shorterHours } from './empathyDays.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('fewerDays', () => {
  it('finds a place that from a date opens on fewer days', () => {
    expect(fewerDays(block('From 1 April, Millbrook Library will open on Saturdays only.'))).toBeDefined();
    expect(
      fewerDays(block('Starting 3 May, the pool will be open on Mondays and Thursdays only.')),
    ).toBeDefined();
    expect(fewerDays(block('From 1 April the library will only open on Saturdays.'))).toBeDefined();
    expect(fewerDays(block('The help desk is now open on Wednesdays only.'))).toBeDefined();
  });
  it('passes days stated as a fact, more days and a seasonal timetable', () => {
    expect(fewerDays(block('The market runs on Saturdays only.'))).toBeUndefined();
    expect(fewerDays(block('From 1 April, the library will also open on Sundays.'))).toBeUndefined();
    expect(fewerDays(block('Our Christmas market will open on weekends only.'))).toBeUndefined();
  });
});

describe('serviceEnds', () => {
  it('finds a service that ends', () => {
    expect(serviceEnds(block('The garden waste collection service ends on 31 March.'))).toBeDefined();
    expect(serviceEnds(block('The Sunday bus service to Hilltop will end on 14 June.'))).toBeDefined();
    expect(serviceEnds(block('Collections from the post box on Glenview Road have ended.'))).toBeDefined();
    expect(
      serviceEnds(
        block('Following a review, Sunday opening at all Greenway pharmacies will end on 28 April.'),
      ),
    ).toBeDefined();
  });
  it('passes a stopgap, a time of day, something that is no service, and a service inside the subject', () => {
    expect(serviceEnds(block('The rail replacement bus service ends on Sunday.'))).toBeUndefined();
    expect(serviceEnds(block('Night bus service ends at 3 am.'))).toBeUndefined();
    expect(serviceEnds(block('The free trial ends on 3 June.'))).toBeUndefined();
    expect(serviceEnds(block('The consultation on the new bus route ends on 31 March.'))).toBeUndefined();
  });
});

describe('serviceEnds and shorterHours, eleventh pass', () => {
  it('finds groups, visits and benefits that end, and hours shortened by a shift', () => {
    expect(serviceEnds(block('The Tuesday toddler group will end after the summer term.'))).toBeDefined();
    expect(
      serviceEnds(block('Home visits from the nurse team are ending in your area on 1 October.')),
    ).toBeDefined();
    expect(
      serviceEnds(block('Unlimited photo storage is ending for free accounts on 1 June.')),
    ).toBeDefined();
    expect(serviceEnds(block('The Thursday lunch club is closing at the end of the month.'))).toBeDefined();
    expect(
      shorterHours(block('Our cafe will open two hours later on weekdays from next week.')),
    ).toBeDefined();
  });
  it('passes a place closing for the day and longer hours', () => {
    expect(serviceEnds(block('The shop is closing at 5 pm today.'))).toBeUndefined();
    expect(shorterHours(block('Our cafe will open two hours earlier from next week.'))).toBeUndefined();
  });
});

describe('fewerDays, twelfth pass', () => {
  const read = (text: string): number | undefined => fewerDays(analyzeProse(text, 'paragraph'));
  it('reads a range of days and a part of the day before "only"', () => {
    expect(read('Our customer helpline will now be open Monday to Wednesday only.')).toBeDefined();
    expect(read('From next month, classes will run in the mornings only.')).toBeDefined();
    expect(read('From 1 April, the recycling centre will open at weekends only.')).toBeDefined();
  });
  it('leaves a range stated as a fact', () => {
    expect(read('The market runs Tuesday to Thursday only.')).toBeUndefined();
  });
});
