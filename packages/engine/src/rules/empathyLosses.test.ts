import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  disruptionExtended,
  featureLost,
  goesAway,
  loseAccess,
  nowLimited,
  replacedByBus,
} from './empathyLosses.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('featureLost', () => {
  it('finds a loss told as an event, a release label or a cut from a timetable', () => {
    expect(featureLost(block('Release 5.2: the legacy XML export has been removed.'))).toBeDefined();
    expect(featureLost(block('Import from CSV is temporarily disabled.'))).toBeDefined();
    expect(featureLost(block('Old backups will be deleted permanently on 15 January.'))).toBeDefined();
    expect(featureLost(block('Removed: support for macOS 11.'))).toBeDefined();
    expect(featureLost(block('The Pilates class has been cut from the timetable.'))).toBeDefined();
    expect(featureLost(block('Paper season tickets have been phased out.'))).toBeDefined();
  });
  it('passes a burden removed, a rule, the reader’s request and personal data', () => {
    expect(featureLost(block('The 2 GB upload limit has been removed.'))).toBeUndefined();
    expect(featureLost(block('Deleted items are removed permanently after 30 days.'))).toBeUndefined();
    expect(featureLost(block('Your old address has been removed, as you requested.'))).toBeUndefined();
    expect(featureLost(block('Your personal data has been deleted.'))).toBeUndefined();
    expect(featureLost(block('Once a file has been deleted, it stays in the bin.'))).toBeUndefined();
    expect(featureLost(block('Removed: the 10-project limit on free accounts.'))).toBeUndefined();
  });
});

describe('nowLimited, goesAway, loseAccess, replacedByBus, disruptionExtended', () => {
  it('finds a new limit, a feature going away, access lost, a bus instead of a train, works extended', () => {
    expect(nowLimited(block('Exports are now limited to 10,000 rows.'))).toBeDefined();
    expect(nowLimited(block('Appointments are limited to urgent cases from today.'))).toBeDefined();
    expect(goesAway(block("The app's calendar sync is going away in version 12."))).toBeDefined();
    expect(loseAccess(block('The free tier will lose access to API keys on 30 September.'))).toBeDefined();
    expect(replacedByBus(block('The 8 am train is being replaced by a bus on Sundays.'))).toBeDefined();
    expect(disruptionExtended(block("We've extended the roadworks on Mill Lane until June."))).toBeDefined();
  });
  it('passes a standing term, relief, a description, a condition and a service extended', () => {
    expect(nowLimited(block('Offer limited to one per household.'))).toBeUndefined();
    expect(nowLimited(block('Rent increases are now capped at 3%.'))).toBeUndefined();
    expect(goesAway(block('Ads are going away for Plus members.'))).toBeUndefined();
    expect(loseAccess(block('Admin guide: the user loses access immediately.'))).toBeUndefined();
    expect(loseAccess(block("Members who haven't renewed will lose access to the library."))).toBeUndefined();
    expect(disruptionExtended(block("We've extended opening hours during the roadworks."))).toBeUndefined();
  });
});
