import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { featureRemoved, wontRun } from './empathyCuts.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('wontRun', () => {
  it('finds a service that will not run', () => {
    expect(wontRun(block('The 8:15 school bus from Millbrook will not run from Monday.'))).toBeDefined();
    expect(wontRun(block('The autumn pottery classes will not run this year.'))).toBeDefined();
    expect(wontRun(block("The ferry won't operate on Sundays."))).toBeDefined();
  });
  it('passes running out, a platform, a condition and the reader', () => {
    expect(wontRun(block("Your card won't run out of credit."))).toBeUndefined();
    expect(wontRun(block("The app won't run on Windows 7."))).toBeUndefined();
    expect(wontRun(block('The script will not run unless you enable macros.'))).toBeUndefined();
    expect(wontRun(block('You will not run into this again.'))).toBeUndefined();
  });
});

describe('featureRemoved', () => {
  it('finds a feature taken away by a release or by the writer', () => {
    expect(featureRemoved(block('Release 4.2 removes the legacy CSV importer.'))).toBeDefined();
    expect(featureRemoved(block("We've removed the option to pay by cheque."))).toBeDefined();
  });
  it('passes a limit, a need or a fee removed, and a removal the reader asked for', () => {
    expect(featureRemoved(block('Release 4.2 removes the 2 GB file limit.'))).toBeUndefined();
    expect(featureRemoved(block('Release 4.2 removes the need to restart after updates.'))).toBeUndefined();
    expect(featureRemoved(block("We've removed the app from your account at your request."))).toBeUndefined();
  });
});

describe('wontRun, a stop withdrawn from a route', () => {
  it('reads a vehicle that will not stop at or call at a named place', () => {
    expect(wontRun(block("Route 42 buses won't stop at Market Square from 6 May."))).toBeDefined();
    expect(wontRun(block('From June, the 7:40 train will not call at Elm Park.'))).toBeDefined();
    expect(wontRun(block("The noise won't stop at night, says a resident."))).toBeUndefined();
    expect(wontRun(block("Your subscription won't stop at the end of the trial."))).toBeUndefined();
  });
});

describe('wontRun: vessels and planes', () => {
  it('finds a ferry or a flight that will not go', () => {
    expect(
      wontRun(block('The 07:15 ferry will not sail on Saturday due to engine maintenance.')),
    ).toBeDefined();
    expect(wontRun(block('The 9:40 flight will not fly on Sunday because of runway works.'))).toBeDefined();
  });
  it('passes a condition', () => {
    expect(wontRun(block("If the wind is too strong, the boat won't sail unless it drops."))).toBeUndefined();
  });
});
