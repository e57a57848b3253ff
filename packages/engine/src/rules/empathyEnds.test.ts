import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  closure,
  notUntil,
  progressiveRefusal,
  serviceReduced,
  serviceRetired,
  serviceStops,
  supportEnds,
} from './empathyEnds.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('supportEnds', () => {
  it('finds an end of support told with "ends" or "drops"', () => {
    expect(supportEnds(block('Support for the desktop client will end on 1 May.'))).toBeDefined();
    expect(supportEnds(block('Release 12 drops support for iOS 15.'))).toBeDefined();
  });

  it('passes support offered', () => {
    expect(
      supportEnds(block('Support for the desktop client is available around the clock.')),
    ).toBeUndefined();
  });
});

describe('serviceStops', () => {
  it('finds a service that stops', () => {
    expect(serviceStops(block('The ferry will stop calling at Ryde in October.'))).toBeDefined();
  });

  it('passes an instruction and a wait that ends', () => {
    expect(serviceStops(block('Stop running the script before you upgrade.'))).toBeUndefined();
    expect(serviceStops(block('The courier will stop running late once the roadworks end.'))).toBeUndefined();
  });
});

describe('closure', () => {
  it('finds a place closed for works, for good, until further notice or out of service', () => {
    expect(closure(block('The sauna will be closed for essential maintenance next week.'))).toBeDefined();
    expect(closure(block('Our Leeds shop will close permanently in June.'))).toBeDefined();
    expect(closure(block('The east car park is closed until further notice.'))).toBeDefined();
    expect(closure(block('The cash machine in the lobby is out of service.'))).toBeDefined();
  });

  it('passes opening hours and holiday closures', () => {
    expect(closure(block('The office is closed on Saturdays.'))).toBeUndefined();
    expect(closure(block('The shop will be closed for the bank holiday.'))).toBeUndefined();
  });
});

describe('progressiveRefusal', () => {
  it('finds a service refused in the progressive', () => {
    expect(progressiveRefusal(block("We won't be replacing the headphones under warranty."))).toBeDefined();
  });

  it('passes relief and the reader’s own act', () => {
    expect(progressiveRefusal(block("We won't be charging you for the visit."))).toBeUndefined();
    expect(progressiveRefusal(block("You won't be paying anything this month."))).toBeUndefined();
  });
});

describe('notUntil', () => {
  it('finds something coming that will not come before a date', () => {
    expect(notUntil(block("Your new sofa won't be delivered until 2 July."))).toBeDefined();
  });

  it('passes a step the reader takes', () => {
    expect(notUntil(block("The refund won't be issued until you return the item."))).toBeUndefined();
  });
});

describe('serviceReduced', () => {
  it('finds a service cut in measure', () => {
    expect(serviceReduced(block('Upload speeds on your line will be reduced from Monday.'))).toBeDefined();
    expect(serviceReduced(block('The daily sending limit drops from 500 to 100 emails.'))).toBeDefined();
  });

  it('passes a cut in a price and a faster page', () => {
    expect(serviceReduced(block('The joining fee is reduced to £10.'))).toBeUndefined();
    expect(serviceReduced(block('Load times are reduced by half.'))).toBeUndefined();
  });
});

describe('serviceRetired', () => {
  it('finds a service retired or switched off', () => {
    expect(serviceRetired(block('The legacy dashboard will be retired in March.'))).toBeDefined();
    expect(serviceRetired(block('The old app is being shut down this week.'))).toBeDefined();
  });

  it('passes a default setting', () => {
    expect(serviceRetired(block('Tracking will be switched off by default.'))).toBeUndefined();
  });
});

describe('tenth pass: closures drawn out, ends of support, stops on a date, cuts and waits', () => {
  it('finds them', () => {
    expect(
      closure(block('The pool at your hotel will stay closed for repairs until 6 pm on Friday.')),
    ).toBeDefined();
    expect(closure(block('The gym will stay closed until Monday.'))).toBeDefined();
    expect(supportEnds(block('Version 3 reaches end of support on 30 September.'))).toBeDefined();
    expect(serviceStops(block('The /v1/reports endpoint will stop responding on 15 May.'))).toBeDefined();
    expect(
      serviceStops(block('We will stop shipping to addresses in Northern Ireland after 31 March.')),
    ).toBeDefined();
    expect(
      serviceReduced(block("The library's Saturday opening hours are being reduced from January.")),
    ).toBeDefined();
    expect(serviceReduced(block('Overdraft limit reduced from £1,500 to £500.'))).toBeDefined();
    expect(serviceReduced(block('On 1 February the free tier drops from 10 projects to 3.'))).toBeDefined();
    expect(
      serviceReduced(block('The API rate limit goes down from 1,000 to 200 requests per hour.')),
    ).toBeDefined();
    expect(notUntil(block('Neither issue will be fixed before 5.2.'))).toBeDefined();
    expect(notUntil(block("Your order won't ship before Friday."))).toBeDefined();
  });

  it('passes routine hours, faults without a date, prices and the reader', () => {
    expect(closure(block('Doors stay closed until the show starts.'))).toBeUndefined();
    expect(closure(block('The shop stays closed until 10 am on Sundays.'))).toBeUndefined();
    expect(serviceStops(block('If the app stops responding, restart it.'))).toBeUndefined();
    expect(serviceReduced(block('On 1 February the Pro plan drops from $20 to $15.'))).toBeUndefined();
    expect(serviceReduced(block('Wait times are being reduced from January.'))).toBeUndefined();
    expect(notUntil(block('No payment will be taken until your trial ends.'))).toBeUndefined();
  });
});

describe('closure, a place closing on a date', () => {
  it('reads the progressive with a calendar date and a place', () => {
    expect(closure(block('The Wellington pickup point is closing on 28 February.'))).toBeDefined();
    expect(closure(block('Our Leeds branch is closing at the end of March.'))).toBeDefined();
    expect(closure(block('The consultation is closing on 28 February.'))).toBeUndefined();
    expect(
      closure(block('The office is closing on 24 December for the Christmas holidays.')),
    ).toBeUndefined();
    expect(closure(block('The shop is closing early on 3 May.'))).toBeUndefined();
  });
});
