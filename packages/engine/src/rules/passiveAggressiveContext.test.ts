import { describe, expect, it } from 'vitest';
import { lacksSignal, newsOfNew, ownsUnclarity, saidElsewhere } from './passiveAggressiveContext.ts';

const after = (text: string, phrase: string) => text.indexOf(phrase) + phrase.length;

describe('signals of a scolding sense', () => {
  it('reads a duty chased after mock deference', () => {
    expect(lacksSignal('correct-me', "Correct me if I'm wrong, but wasn't this due on Friday?")).toBe(false);
    expect(lacksSignal('correct-me', "Correct me if I'm wrong, but didn't you say you'd do it?")).toBe(false);
    expect(lacksSignal('correct-me', "Correct me if I'm wrong, but the grant deadline is 5 May.")).toBe(true);
  });

  it("reads the reader's own fault after a recap", () => {
    expect(lacksSignal('missed-it-fault', 'In case you missed it, your claim uses the old form.')).toBe(
      false,
    );
    expect(lacksSignal('missed-it-fault', "In case you missed it, you haven't signed it yet.")).toBe(false);
    expect(lacksSignal('missed-it-fault', 'In case you missed it, your podcast is back.')).toBe(true);
    expect(lacksSignal('missed-it-fault', "In case you missed it, you haven't been charged.")).toBe(true);
  });
});

describe('neutral senses', () => {
  it("reads the writer's own unclear explanation", () => {
    expect(ownsUnclarity("I'm not sure I explained it well, so here it is again.")).toBe(true);
    expect(ownsUnclarity('My first diagram was confusing, so here it is again.')).toBe(true);
    expect(ownsUnclarity('Apologies, that was confusing. Here it is again.')).toBe(true);
    expect(ownsUnclarity('You clearly did not read it, so here it is again.')).toBe(false);
    expect(ownsUnclarity('Sorry you found it confusing. Here it is again.')).toBe(false);
  });

  it('reads friendly news of something new', () => {
    const news = "Not sure if you've seen the new dashboard yet, but it's great.";
    expect(newsOfNew(news, after(news, 'seen'))).toBe(true);
    const chase = "Not sure if you've seen the new policy yet, but it must be signed by Friday.";
    expect(newsOfNew(chase, after(chase, 'seen'))).toBe(false);
  });

  it('reads a public talk or post, not a post in the thread', () => {
    const talk = 'As I said in my talk last week, outages start small.';
    expect(saidElsewhere(talk, after(talk, 'said'))).toBe(true);
    const thread = 'As I said in my post above, the fix is in 2.3.';
    expect(saidElsewhere(thread, after(thread, 'said'))).toBe(false);
  });
});
