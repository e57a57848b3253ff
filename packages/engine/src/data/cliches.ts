import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Clichés: phrases worn smooth by use, which readers skim past. Where a plain phrase says the same it
 * is offered; verbs take the inflection of the text ("hitting the ground running" → "starting quickly").
 */
const WORN = 'A cliché: readers skim past it. Say it plainly.';

const entry = (
  id: string,
  phrases: string[],
  suggestions: string[],
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({ id, phrases, suggestions, reason: WORN, source: SOURCES.noCliches, ...extra });

export const CLICHE_ENTRIES: readonly PhraseEntry[] = [
  entry('at-the-end-of-the-day', ['at the end of the day'], ['in the end'], {
    // "We close at the end of the day." is a time, not the cliché: only before a comma or a clause.
    notBefore: ['today', 'tomorrow', 'on', 'when', 'before', 'after'],
    sentenceStart: true,
  }),
  entry(
    'think-outside-the-box',
    ['think outside the box', 'think outside of the box'],
    ['think creatively'],
    { forms: 'verb' },
  ),
  entry('elephant-in-the-room', ['the elephant in the room'], ['the obvious problem']),
  entry('perfect-storm', ['a perfect storm', 'the perfect storm'], []),
  // "Hit" is also its own past tense, so the tense of the replacement is unknown: no fix.
  entry('hit-the-ground-running', ['hit the ground running'], ['start quickly'], {
    forms: 'verb',
    noFix: true,
  }),
  entry('level-playing-field', ['level playing field', 'level-playing field'], ['fair conditions']),
  entry('in-this-day-and-age', ['in this day and age'], ['today']),
  entry('only-time-will-tell', ['only time will tell'], []),
  entry('like-the-plague', ['like the plague'], [], { cut: true }),
  entry('tip-of-the-iceberg', ['tip of the iceberg'], ['a small part'], { noFix: true }),
  entry('last-but-not-least', ['last but not least'], ['finally']),
  entry('few-and-far-between', ['few and far between'], ['rare']),
  entry('easier-said-than-done', ['easier said than done'], ['hard']),
  entry('par-for-the-course', ['par for the course'], ['typical']),
  entry('back-to-the-drawing-board', ['back to the drawing board'], ['start again'], { noFix: true }),
  entry(
    'ball-in-your-court',
    ['the ball is in your court', 'ball is in your court'],
    ['it is your decision'],
  ),
  entry('not-rocket-science', ['not rocket science', "isn't rocket science"], []),
  entry('when-all-is-said-and-done', ['when all is said and done'], ['in the end']),
  entry('silver-lining', ['every cloud has a silver lining', 'silver lining'], []),
  entry('sliced-bread', ['the best thing since sliced bread', 'since sliced bread'], []),
  entry('needle-in-a-haystack', ['a needle in a haystack', 'needle in a haystack'], []),
  entry('in-the-nick-of-time', ['in the nick of time'], ['just in time']),
  entry('raise-the-bar', ['raise the bar'], ['set a higher standard'], { forms: 'verb' }),
  entry('push-the-envelope', ['push the envelope'], ['go further'], { forms: 'verb' }),
  entry('the-whole-nine-yards', ['the whole nine yards'], ['everything']),
  entry('move-heaven-and-earth', ['move heaven and earth'], [], { forms: 'verb' }),
  entry('at-this-point-in-time', ['at this point in time', 'at this moment in time'], ['now']),
  entry('extra-mile', ['go the extra mile'], ['do more'], { forms: 'verb', noFix: true }),
  entry('reinvent-the-wheel', ['reinvent the wheel'], ['start from scratch'], { forms: 'verb', noFix: true }),
  entry('game-plan', ['a game plan', 'the game plan'], ['a plan', 'the plan'], { noFix: true }),
  entry('tried-and-true', ['tried and true', 'tried and tested'], ['proven']),
  entry('drop-of-a-hat', ['at the drop of a hat'], ['immediately']),
  entry('best-of-both-worlds', ['the best of both worlds'], []),
  entry('all-hands-on-deck', ['all hands on deck'], []),
  entry('lets-face-it', ["let's face it", 'let’s face it'], [], { cut: true }),
];
