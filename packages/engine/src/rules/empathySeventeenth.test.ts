import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

// The kinds of the seventeenth pass (independent sets ao–at), read through the whole rule.
const guide = compileGuide({ name: 'empathy', rules: [{ id: 'empathy' }] });
const flags = (text: string): boolean =>
  checkText(text, guide, { format: 'markdown' }).findings.some((finding) => finding.id === 'empathy');
// The patterns alone, where the learned model already guessed right before the pass (the model's guess
// is no reading of the kind).
const patternsGuide = compileGuide({
  name: 'empathy',
  rules: [{ id: 'empathy', params: { learnedModel: false } }],
});
const patternsFlag = (text: string): boolean =>
  checkText(text, patternsGuide, { format: 'markdown' }).findings.some((finding) => finding.id === 'empathy');

describe('empathy, seventeenth pass: good news', () => {
  it('reads a planned disruption no longer needed, and a rise dropped far from its noun or in the active', () => {
    expect(flags('The gas supply interruption scheduled for Elm Street on Monday is no longer needed.')).toBe(
      false,
    );
    expect(
      flags(
        'The rise in the monthly parking permit charge that we wrote to you about in May has been dropped.',
      ),
    ).toBe(false);
    expect(flags("The residents' committee has scrapped the ground rent increase planned for spring.")).toBe(
      false,
    );
    expect(flags('Because of the strike, your ferry on Friday is cancelled.')).toBe(true);
  });
  it('reads a cancellation denied', () => {
    expect(
      patternsFlag("Your charity run on Sunday won't be called off: the course was cleared overnight."),
    ).toBe(false);
    expect(patternsFlag('Your charity run on Sunday will be called off: the course is flooded.')).toBe(true);
  });
  it('reads a line of release notes under its own label of repair', () => {
    expect(
      flags(
        'Fixed in 3.2.0: the app crashed after midnight; photos could go missing after an upload failed.',
      ),
    ).toBe(false);
    expect(flags('Since 3.2.0, exports fail on large files and the app crashes after midnight.')).toBe(true);
  });
  it("reads the writer's check after a problem that found no harm", () => {
    expect(
      flags("We've reviewed your account after Monday's billing error, and you were charged only once."),
    ).toBe(false);
    expect(flags("We've reviewed your account after Monday's billing error. You were charged twice.")).toBe(
      true,
    );
  });
});

describe('empathy, seventeenth pass: help', () => {
  it("reads the reader's tickets honoured on another way to travel", () => {
    const news = 'There will be no ferries to Arran on Saturday while the pier is repaired.';
    expect(flags(`${news} Coaches will run from Ardrossan, and your tickets are valid on them.`)).toBe(false);
    expect(flags(`${news} Your tickets are not valid on the coaches.`)).toBe(true);
  });
  it('reads a discount given to the readers', () => {
    const news = 'The café in the leisure centre will close for good on 1 May.';
    expect(flags(`${news} From then, the Corner Deli opposite will give members 20% off every lunch.`)).toBe(
      false,
    );
    expect(flags(`${news} Members will no longer get 20% off.`)).toBe(true);
  });
  it("reads the reader's things carried straight over, in the present", () => {
    const news = 'Our Mill Lane branch will close for good on 2 June.';
    expect(flags(`${news} The High Street branch is nearby, and your stamps carry straight over.`)).toBe(
      false,
    );
    expect(flags(`${news} The High Street branch is nearby, but your stamps don't carry over.`)).toBe(true);
  });
  it("reads someone named getting the reader's things ready, and an alternative quoted", () => {
    const news = 'The bakery will stay shut until Friday while the floor is relaid.';
    expect(
      flags(`${news} Saturday orders can be picked up at the church hall, where Priya will have them ready.`),
    ).toBe(false);
    expect(flags(`${news} Saturday orders will have to wait.`)).toBe(true);
    expect(
      flags(
        'Your premium goes up from £210 to £260 at renewal. If that is more than you expected, our team can quote a cheaper policy.',
      ),
    ).toBe(false);
  });
});

describe('empathy, seventeenth pass: bad news told flatly', () => {
  it('reads a feature removed by a release named before "of", and "takes out"', () => {
    expect(flags('Version 4.1 of Trailmap Pro drops turn-by-turn mode.')).toBe(true);
    expect(flags('Release 9.2 of the Notely app takes out the Share to Email option.')).toBe(true);
    expect(flags('Version 2.3 of the Cleo app removes background sync on older tablets.')).toBe(true);
    expect(flags('Release 6.0 of the Notely app takes out the 50 MB upload limit.')).toBe(false);
  });
  it('reads a fail recorded by the one who tests, and a standard unmet after a verb of judging', () => {
    expect(flags('On Friday the inspector recorded a fail for the handrail on your staircase.')).toBe(true);
    expect(
      flags(
        'The surveyor inspected the loft yesterday and the insulation did not meet the required standard.',
      ),
    ).toBe(true);
    expect(flags('The electrical safety report for your flat has come back as unsatisfactory.')).toBe(true);
  });
  it('reads a price moved up from an old amount to a new one, whatever names it', () => {
    expect(
      patternsFlag('Court hire at Riverside goes up from £30 to £36 an hour for the summer season.'),
    ).toBe(true);
    expect(patternsFlag('The booking fee on each court session goes from 40p to 55p on 1 May.')).toBe(true);
    expect(
      patternsFlag('Court hire at Riverside goes down from £36 to £30 an hour for the summer season.'),
    ).toBe(false);
  });
  it('reads fewer of what the reader gets per period', () => {
    expect(flags('From June the running club will hold two sessions a week instead of three.')).toBe(true);
    expect(flags('Members can now stream four films a month, down from eight.')).toBe(true);
    expect(flags('From June the running club will hold four sessions a week instead of two.')).toBe(false);
  });
  it('reads money kept, a place shut for good and goods no longer made', () => {
    expect(flags('The £400 tenancy deposit for Flat 2, Mill House, will be kept in full.')).toBe(true);
    expect(flags('We are shutting the Riverside collection point for good on 3 May.')).toBe(true);
    expect(flags('From March we will stop producing the oak shelving range.')).toBe(true);
  });
  it('reads an application not taken forward and a reader not entitled', () => {
    expect(flags('We will not be taking your application forward at this stage.')).toBe(true);
    expect(flags('We have decided not to put you forward for the role.')).toBe(true);
    expect(flags('Because your savings exceed the limit, you are not entitled to Pension Credit.')).toBe(
      true,
    );
    expect(flags('If you are not entitled to a refund, we will explain why.')).toBe(false);
  });
  it('reads the writer as "I" declining, but not the idiom of thanks', () => {
    expect(flags("I won't be able to cover your shift on Saturday.")).toBe(true);
    expect(flags("I won't be able to thank you enough for your help.")).toBe(false);
  });
  it('does not count a part of a sum, a refusal or what kept money pays for as help', () => {
    expect(flags('We will pay £600 of the £1,000 you claimed for the damaged fence.')).toBe(true);
    expect(flags('We cannot act for you in this matter.')).toBe(true);
    expect(
      flags('We will keep £150 of your deposit to cover cleaning the carpets and replacing the broken lamp.'),
    ).toBe(true);
  });
  it("reads the reader's case closed as their own job", () => {
    expect(
      patternsFlag(
        "Your repair request has been closed. Clearing blocked gutters is the tenant's responsibility.",
      ),
    ).toBe(true);
  });
});
