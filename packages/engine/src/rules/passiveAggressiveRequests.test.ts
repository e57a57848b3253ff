import { describe, expect, it } from 'vitest';
import {
  FUTURE_REQUEST_PATTERNS,
  HELD_AFTER_RECAP_PATTERN,
  KINDLY_NOT_PATTERN,
  READ_FIRST_PATTERN,
} from './passiveAggressiveRequests.ts';

const test = (pattern: RegExp, text: string) => new RegExp(pattern).test(text);
const future = (text: string) => FUTURE_REQUEST_PATTERNS.some((pattern) => test(pattern, text));

describe('requests that correct what the reader did (twelfth pass, sets w, x, y and z)', () => {
  it('finds the future set inside or after a request, not a clause of time', () => {
    expect(future('Would you, from now on, run changes past me first?')).toBe(true);
    expect(future('It would be great if, in future, you let me know before booking.')).toBe(true);
    expect(future("I'd ask that you copy me in on client emails going forward.")).toBe(true);
    expect(future("Could you, next time you're in town, pick up the samples?")).toBe(false);
    expect(future('Please use the new portal going forward.')).toBe(false);
  });

  it('finds the reader sent back to the thread, not a step or a procedure for agents', () => {
    expect(test(READ_FIRST_PATTERN, 'Please go back over the whole conversation before responding.')).toBe(
      true,
    );
    expect(test(READ_FIRST_PATTERN, 'Kindly scroll up through the thread before asking again.')).toBe(true);
    expect(
      test(READ_FIRST_PATTERN, 'Agents should read the whole ticket before replying to the customer.'),
    ).toBe(false);
    expect(test(READ_FIRST_PATTERN, 'Read the brief before starting the design.')).toBe(false);
  });

  it('finds a recap that holds the reader to a task by a turn or another person, not a plan', () => {
    expect(
      test(
        HELD_AFTER_RECAP_PATTERN,
        'As agreed last week, the supplier calls are on you from now on, not me.',
      ),
    ).toBe(true);
    expect(
      test(
        HELD_AFTER_RECAP_PATTERN,
        "As discussed, you'll be the one briefing the client this time, not Jo.",
      ),
    ).toBe(true);
    expect(test(HELD_AFTER_RECAP_PATTERN, 'As discussed, yours to update, not mine')).toBe(true);
    expect(
      test(HELD_AFTER_RECAP_PATTERN, "As agreed, you'll join the Leeds team from March, not the York one."),
    ).toBe(false);
    expect(test(HELD_AFTER_RECAP_PATTERN, 'As agreed, the final decision is yours.')).toBe(false);
  });
});

describe('"kindly" on any verb of not doing (thirteenth pass, set aa)', () => {
  const kindly = (text: string) => test(KINDLY_NOT_PATTERN, text);

  it('finds it bare or inside a request', () => {
    expect(kindly('Kindly avoid booking the big room for one-to-ones.')).toBe(true);
    expect(kindly('Kindly keep off the freshly painted stairs.')).toBe(true);
    expect(kindly('Visitors are kindly requested not to feed the ducks.')).toBe(true);
    expect(kindly('We kindly ask that everyone no longer parks on the verge.')).toBe(true);
  });

  it('passes the friendly formula and requests that forbid nothing', () => {
    expect(kindly('Kindly do not hesitate to ring us.')).toBe(false);
    expect(kindly('Kindly allow ten days for the refund.')).toBe(false);
    expect(kindly('Kindly note the new opening hours.')).toBe(false);
  });
});
