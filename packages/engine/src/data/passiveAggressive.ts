import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Passive-aggressive phrases in support and team writing: they tell the reader off while sounding
 * polite ("per my last email", "as I already said"). Restate the point kindly instead.
 */
const REBUKE = 'It reads as a rebuke: restate the point kindly (“Here are the details again.”).';
const CURT = 'It sounds curt and formal; say the thing directly and warmly.';

const entry = (
  id: string,
  phrases: string[],
  reason = REBUKE,
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  reason,
  source: SOURCES.mailchimp,
  ...extra,
});

export const PASSIVE_AGGRESSIVE_ENTRIES: readonly PhraseEntry[] = [
  entry('as-i-said', [
    'as i said',
    'as i already said',
    'as i have said',
    "as i've said",
    'as i mentioned',
    'as i already mentioned',
    "as i've already mentioned",
    'as i have already mentioned',
    'as i stated',
    'as i explained',
    'as i already explained',
    "as i've explained",
  ]),
  entry('as-previously-stated', [
    'as previously stated',
    'as previously mentioned',
    'as stated previously',
    'as mentioned previously',
    'as already stated',
    'as already explained',
    'as clearly stated',
    'as clearly explained',
  ]),
  entry('per-my-last-email', [
    'per my last email',
    'per my previous email',
    'as per my last email',
    'as per my previous email',
    'per my last message',
    'as per my last message',
    'per our last conversation',
    'per my earlier email',
    'see my previous email',
    'see my last email',
  ]),
  entry('as-you-were-told', [
    'as you were told',
    'as you should know',
    'as you should already know',
    'as you were already told',
    'as you have been told',
    'as you were advised',
  ]),
  entry(
    'please-be-advised',
    ['please be advised', 'be advised that', 'kindly be advised', 'please advise'],
    CURT,
  ),
  entry('for-future-reference', ['for future reference', 'going forward please', 'in future please'], REBUKE),
  entry('friendly-reminder', ['friendly reminder', 'gentle reminder', 'just a reminder'], REBUKE),
  entry(
    'just-to-be-clear',
    ['just to be clear', 'to be perfectly clear', 'let me be clear', 'let me be very clear'],
    REBUKE,
  ),
  entry(
    'not-sure-why',
    [
      "i'm not sure why you",
      'i am not sure why you',
      'not sure why you',
      "i don't know why you",
      'did you even',
      'did you not read',
      "didn't you read",
    ],
    REBUKE,
  ),
  entry('with-all-due-respect', ['with all due respect', 'no offense', 'no offence'], REBUKE, {
    notBefore: ['taken', 'intended', 'meant'],
  }),
  entry(
    'thanks-in-advance',
    ['thanks in advance', 'thank you in advance', 'thanking you in advance'],
    'It presumes the reader will do it; ask, then thank them when they have.',
  ),
];
