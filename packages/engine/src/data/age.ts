import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Age-related language: labels that lump older people together or suggest decline, and job-ad phrases
 * that screen for age. Plain ages ("people over 65", "aged 18 to 24") are fine and not listed.
 */
const LABEL = 'It lumps people together by age and suggests frailty; describe them plainly.';
const JOB_AD =
  'In a job ad or team description it signals a preferred age, which excludes (and may be unlawful).';

const entry = (
  id: string,
  phrases: string[],
  suggestions: string[],
  reason: string,
  source: string,
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({ id, phrases, suggestions, reason, source, skipProperNames: true, ...extra });

export const AGE_ENTRIES: readonly PhraseEntry[] = [
  entry('the-elderly', ['the elderly', 'the aged'], ['older people'], LABEL, SOURCES.apaAge),
  entry('elderly', ['elderly'], ['older'], LABEL, SOURCES.ap),
  entry(
    'senior-citizens',
    ['senior citizens', 'old people', 'old folks', 'oldsters'],
    ['older people'],
    LABEL,
    SOURCES.apaAge,
  ),
  entry('senior-citizen', ['senior citizen', 'old person'], ['older person'], LABEL, SOURCES.apaAge),
  entry(
    'old-timer',
    ['old-timer', 'old timer', 'old-timers', 'old timers'],
    ['veteran'],
    LABEL,
    SOURCES.apaAge,
    { noFix: true },
  ),
  entry('over-the-hill', ['over the hill'], [], 'It equates age with decline.', SOURCES.apaAge),
  entry(
    'senior-moment',
    ['senior moment', 'senior moments'],
    ['memory lapse'],
    'It equates age with forgetfulness.',
    SOURCES.apaAge,
    { noFix: true },
  ),
  entry(
    'ok-boomer',
    ['ok boomer', 'okay boomer'],
    [],
    'It dismisses people for their age.',
    SOURCES.microsoftBias,
  ),
  entry(
    'young-and-dynamic',
    ['young and dynamic', 'young and energetic', 'young and vibrant', 'youthful team'],
    ['dynamic'],
    JOB_AD,
    SOURCES.eeoc,
  ),
  entry(
    'digital-native',
    ['digital native', 'digital natives'],
    ['comfortable with digital tools'],
    JOB_AD,
    SOURCES.eeoc,
    { noFix: true },
  ),
  entry(
    'recent-graduate',
    ['recent graduate', 'recent graduates', 'recent grad', 'recent grads'],
    ['early-career'],
    JOB_AD,
    SOURCES.eeoc,
    { noFix: true },
  ),
];
