import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Nominalizations: a weak verb plus the noun of a stronger verb ("make a decision", "give consideration
 * to"). The verb says it in one word, in the tense of the text: "made a decision" → "decided",
 * "is making a decision" → "is deciding".
 */
const BURIED = 'The action hides in a noun; the verb says it directly.';

const entry = (phrases: string[], suggestion: string): PhraseEntry => ({
  id: (phrases[0] ?? suggestion).replace(/\s+/g, '-'),
  phrases,
  forms: 'verb',
  suggestions: [suggestion],
  reason: BURIED,
  source: SOURCES.plainLanguage,
});

/** Phrases whose first word is "have" or "be", whose forms ("has", "is") the word-form rules do not make. */
const fixed = (phrases: string[], suggestion: string): PhraseEntry => ({
  ...entry(phrases, suggestion),
  forms: 'none',
});

export const NOMINALIZATION_ENTRIES: readonly PhraseEntry[] = [
  entry(
    ['make a decision', 'make decisions', 'reach a decision', 'come to a decision', 'take a decision'],
    'decide',
  ),
  entry(['make an assumption', 'make assumptions'], 'assume'),
  entry(['make a recommendation', 'make recommendations'], 'recommend'),
  entry(['make a suggestion', 'make suggestions'], 'suggest'),
  entry(['make an attempt to', 'make an effort to'], 'try to'),
  entry(['make reference to', 'make a reference to'], 'refer to'),
  entry(['make mention of'], 'mention'),
  entry(['make an adjustment to', 'make adjustments to'], 'adjust'),
  entry(['make a comparison between', 'make a comparison of', 'draw a comparison between'], 'compare'),
  entry(['make a purchase', 'make purchases'], 'buy'),
  entry(['give consideration to', 'take into consideration'], 'consider'),
  entry(['give an explanation of', 'provide an explanation of', 'offer an explanation of'], 'explain'),
  entry(['give a description of', 'provide a description of'], 'describe'),
  entry(['give approval to', 'give approval for', 'grant approval to', 'grant approval for'], 'approve'),
  entry(['give a presentation', 'deliver a presentation'], 'present'),
  entry(
    [
      'conduct an investigation into',
      'conduct an investigation of',
      'carry out an investigation into',
      'carry out an investigation of',
    ],
    'investigate',
  ),
  entry(['conduct a review of', 'carry out a review of', 'perform a review of'], 'review'),
  entry(['conduct an evaluation of', 'carry out an evaluation of', 'perform an evaluation of'], 'evaluate'),
  entry(['hold a meeting'], 'meet'),
  entry(
    ['have a discussion about', 'have a discussion on', 'hold a discussion about', 'hold a discussion on'],
    'discuss',
  ),
  entry(['provide assistance to', 'provide assistance', 'give assistance to', 'offer assistance to'], 'help'),
  entry(['take action'], 'act'),
  entry(['reach a conclusion', 'come to a conclusion', 'draw a conclusion'], 'conclude'),
  entry(['perform an installation of', 'carry out the installation of'], 'install'),
  entry(['provide a response to', 'give a response to'], 'respond to'),
  entry(['make a payment of'], 'pay'),
  fixed(['have a tendency to'], 'tend to'),
  fixed(['has a tendency to'], 'tends to'),
  fixed(['had a tendency to'], 'tended to'),
  fixed(['is in agreement with'], 'agrees with'),
  fixed(['are in agreement with'], 'agree with'),
  fixed(['was in agreement with'], 'agreed with'),
];
