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

/**
 * The same buried verb after each of several weak verbs: `buried(['perform', 'conduct'], ['an analysis of'],
 * 'analyze')` matches "performed an analysis of" and "conducts an analysis of". Weak verbs from the Plain
 * Language guidelines' "Use verbs, not nouns" ("conduct", "perform", "carry out", "make", "give",
 * "provide", "take", "have", "reach").
 */
const buried = (verbs: string[], objects: string[], suggestion: string): PhraseEntry[] =>
  // One entry per phrase: each becomes one rule of the Vale export, whose patterns must stay short.
  verbs.flatMap((verb) => objects.map((object) => entry([`${verb} ${object}`], suggestion)));

const CONDUCT = ['conduct', 'perform', 'carry out', 'undertake', 'do', 'run'];

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
  // "Take action items to the tracker": the compound noun, not the buried verb.
  { ...entry(['take action'], 'act'), notBefore: ['item', 'items', 'plan', 'plans', 'point', 'points'] },
  entry(['reach a conclusion', 'come to a conclusion', 'draw a conclusion'], 'conclude'),
  entry(['perform an installation of', 'carry out the installation of'], 'install'),
  entry(['provide a response to', 'give a response to'], 'respond to'),
  entry(['make a payment of'], 'pay'),
  // Plain Language guidelines, "Use verbs, not nouns", and the Plain English Campaign's A to Z of
  // alternative words: the weak verb carries no meaning, the noun holds the action.
  entry(['make use of'], 'use'),
  entry(['make a change to', 'make changes to', 'make some changes to', 'make a few changes to'], 'change'),
  entry(
    ['make an improvement to', 'make improvements to', 'make an improvement in', 'make improvements in'],
    'improve',
  ),
  entry(['make a modification to', 'make modifications to'], 'modify'),
  entry(['make a correction to', 'make corrections to'], 'correct'),
  entry(['make a request for', 'make a request to'], 'request'),
  entry(['make a determination', 'make a determination of'], 'determine'),
  entry(['make an application for'], 'apply for'),
  entry(['make a contribution to', 'make contributions to'], 'contribute to'),
  entry(['make a selection'], 'select'),
  entry(['make a choice'], 'choose'),
  entry(['make a commitment to'], 'commit to'),
  entry(['make a reduction in', 'make reductions in'], 'reduce'),
  entry(['make an estimate of'], 'estimate'),
  entry(['make an announcement', 'make an announcement about'], 'announce'),
  entry(['make an investment in', 'make investments in'], 'invest in'),
  entry(['make an inquiry about', 'make an enquiry about'], 'ask about'),
  entry(['make a complaint about', 'make a complaint', 'lodge a complaint about'], 'complain about'),
  entry(['make arrangements for', 'make an arrangement for'], 'arrange'),
  entry(['make a distinction between', 'draw a distinction between'], 'distinguish between'),
  entry(['make a proposal', 'make a proposal for', 'put forward a proposal'], 'propose'),
  entry(['make an observation', 'make the observation'], 'observe'),
  entry(['make an examination of'], 'examine'),
  entry(['make provision for'], 'provide for'),
  entry(['make a transition to', 'make the transition to'], 'move to'),
  entry(
    [
      'make an apology',
      'offer an apology',
      'extend an apology',
      'offer our apologies',
      'extend our apologies',
    ],
    'apologize',
  ),
  entry(['make payment', 'make payment of', 'effect payment', 'effect payment of'], 'pay'),
  entry(['make a cancellation of', 'perform a cancellation of'], 'cancel'),
  entry(['make the decision'], 'decide'),
  // "made the decision to cancel" → "decided to cancel": the "to" stays.
  entry(
    ['make the decision to', 'take the decision to', 'make a decision to', 'take a decision to'],
    'decide to',
  ),
  ...buried(CONDUCT, ['an analysis of', 'an analysis on', 'analysis of', 'an analysis'], 'analyze'),
  ...buried(CONDUCT, ['an assessment of', 'an assessment'], 'assess'),
  ...buried(CONDUCT, ['an inspection of'], 'inspect'),
  ...buried(CONDUCT, ['an examination of'], 'examine'),
  ...buried(CONDUCT, ['a migration of', 'the migration of'], 'migrate'),
  ...buried(CONDUCT, ['an upgrade of', 'the upgrade of'], 'upgrade'),
  ...buried(CONDUCT, ['the implementation of', 'an implementation of', 'implementation of'], 'implement'),
  ...buried(CONDUCT, ['a verification of', 'verification of'], 'verify'),
  ...buried(CONDUCT, ['a validation of', 'validation of'], 'validate'),
  ...buried(CONDUCT, ['an evaluation'], 'evaluate'),
  ...buried(CONDUCT, ['a reset of', 'the reset of'], 'reset'),
  ...buried(CONDUCT, ['a search for'], 'search for'),
  ...buried(['conduct', 'perform', 'carry out', 'do'], ['testing of', 'testing on', 'a test of'], 'test'),
  ...buried(
    ['conduct', 'carry out', 'undertake'],
    ['an investigation', 'research into', 'research on'],
    'investigate',
  ),
  ...buried(['conduct', 'carry out'], ['a survey of'], 'survey'),
  ...buried(['conduct'], ['the installation of', 'an installation of', 'installation of'], 'install'),
  ...buried(['perform'], ['the installation of', 'installation of'], 'install'),
  ...buried(['carry out'], ['an installation of', 'installation of'], 'install'),
  ...buried(['conduct', 'perform', 'carry out'], ['the configuration of', 'configuration of'], 'configure'),
  ...buried(['conduct', 'perform', 'carry out'], ['a comparison of', 'a comparison between'], 'compare'),
  ...buried(['give', 'provide', 'offer'], ['an indication of'], 'indicate'),
  ...buried(['give', 'provide', 'offer'], ['confirmation of', 'a confirmation of'], 'confirm'),
  ...buried(
    ['give', 'provide', 'offer'],
    ['clarification on', 'clarification of', 'some clarification on'],
    'clarify',
  ),
  ...buried(['give', 'provide', 'grant'], ['authorization for', 'authorization to'], 'authorize'),
  ...buried(['give', 'provide', 'offer'], ['a demonstration of', 'a demo of'], 'demonstrate'),
  ...buried(['give', 'provide', 'offer'], ['a summary of'], 'summarize'),
  ...buried(['give', 'provide', 'send'], ['notification to', 'a notification to', 'notice to'], 'notify'),
  ...buried(['give', 'provide', 'offer'], ['an answer to'], 'answer'),
  ...buried(
    ['give', 'provide', 'offer', 'make'],
    ['a recommendation on', 'a recommendation for'],
    'recommend',
  ),
  ...buried(['give', 'provide', 'offer'], ['support to'], 'support'),
  ...buried(['give', 'provide', 'offer'], ['training to', 'training for'], 'train'),
  ...buried(['give', 'provide', 'issue', 'process'], ['a refund for', 'a refund of'], 'refund'),
  ...buried(['give', 'provide', 'offer'], ['an explanation for', 'an explanation'], 'explain'),
  ...buried(['give', 'provide'], ['a reply to'], 'reply to'),
  ...buried(['take', 'have'], ['a look at', 'a quick look at', 'a closer look at'], 'look at'),
  ...buried(['give', 'have'], ['some thought to', 'thought to'], 'consider'),
  ...buried(['reach', 'come to'], ['an agreement', 'an agreement on', 'an agreement with'], 'agree'),
  entry(['take into account'], 'consider'),
  entry(['have a need for'], 'need'),
  entry(['have a conversation about', 'have a discussion regarding'], 'talk about'),
  entry(['have a conversation with'], 'talk with'),
  fixed(['is in receipt of', 'are in receipt of'], 'received'),
  fixed(['is in need of'], 'needs'),
  fixed(['are in need of'], 'need'),
  fixed(['is in compliance with'], 'complies with'),
  fixed(['are in compliance with'], 'comply with'),
  fixed(['is in violation of'], 'violates'),
  fixed(['are in violation of'], 'violate'),
  fixed(['was in violation of'], 'violated'),
  fixed(['is dependent on', 'is dependent upon'], 'depends on'),
  fixed(['are dependent on', 'are dependent upon'], 'depend on'),
  fixed(['is reliant on', 'is reliant upon'], 'relies on'),
  fixed(['are reliant on', 'are reliant upon'], 'rely on'),
  fixed(['is applicable to'], 'applies to'),
  fixed(['are applicable to'], 'apply to'),
  fixed(['have a tendency to'], 'tend to'),
  fixed(['has a tendency to'], 'tends to'),
  fixed(['had a tendency to'], 'tended to'),
  fixed(['is in agreement with'], 'agrees with'),
  fixed(['are in agreement with'], 'agree with'),
  fixed(['was in agreement with'], 'agreed with'),
  // The same hidden verbs after "be" and in the writer's stance ("It is our understanding that…"):
  // US Plain Language Guidelines, "Use verbs, not nouns"; Joseph Williams, "Style: Lessons in Clarity
  // and Grace", lesson 3 (nominalizations after "there is", "it is", and adjectives such as "indicative").
  fixed(['was in receipt of', 'were in receipt of'], 'received'),
  fixed(['was in need of', 'were in need of'], 'needed'),
  fixed(['is in possession of'], 'has'),
  fixed(['are in possession of', 'am in possession of'], 'have'),
  fixed(['was in possession of', 'were in possession of'], 'had'),
  ...beAdjective('indicative of', ['indicates', 'indicate', 'indicated']),
  ...beAdjective('supportive of', ['supports', 'support', 'supported']),
  ...beAdjective('reflective of', ['reflects', 'reflect', 'reflected']),
  ...beAdjective('suggestive of', ['suggests', 'suggest', 'suggested']),
  ...beAdjective('illustrative of', ['illustrates', 'illustrate', 'illustrated']),
  ...beAdjective('a reflection of', ['reflects', 'reflect', 'reflected']),
  ...beAdjective('an indication of', ['indicates', 'indicate', 'indicated']),
  ...beAdjective('of the opinion that', ['thinks that', 'think that', 'thought that']),
  ...beAdjective('of the belief that', ['believes that', 'believe that', 'believed that']),
  fixed(['am of the opinion that'], 'think that'),
  fixed(['it is our understanding that', "it's our understanding that"], 'we understand that'),
  fixed(['it is my understanding that', "it's my understanding that"], 'I understand that'),
  fixed(['it was our understanding that'], 'we understood that'),
  fixed(['it was my understanding that'], 'I understood that'),
  fixed(['it is our intention to', "it's our intention to"], 'we intend to'),
  fixed(['it is my intention to', "it's my intention to"], 'I intend to'),
  fixed(['it is not our intention to'], 'we do not intend to'),
  fixed(['it is our hope that', "it's our hope that"], 'we hope that'),
  fixed(['it is my hope that', "it's my hope that"], 'I hope that'),
  fixed(['it is our belief that', "it's our belief that"], 'we believe that'),
  fixed(['it is my belief that', "it's my belief that"], 'I believe that'),
  fixed(['it is our recommendation that', "it's our recommendation that"], 'we recommend that'),
  fixed(['it is my recommendation that', "it's my recommendation that"], 'I recommend that'),
  // "have the ability to" is "can"; after "to" or a modal ("will have the ability to") "can" does not fit.
  {
    ...fixed(
      ['have the ability to', 'has the ability to', 'have the capability to', 'has the capability to'],
      'can',
    ),
    notAfter: ['to', 'will', 'would', 'should', 'must', 'may', 'might', 'could', 'can', 'shall'],
  },
  fixed(['had the ability to', 'had the capability to'], 'could'),
  entry(['make contact with'], 'contact'),
  entry(['ensure compliance with'], 'comply with'),
  entry(['come to the realization that', 'arrive at the realization that'], 'realize that'),
  entry(
    ['engage in a discussion about', 'engage in discussions about', 'engage in a discussion of'],
    'discuss',
  ),
];

/** "is indicative of" → "indicates": the forms after "is", "are", then "was" and "were". */
function beAdjective(
  words: string,
  [singular, plural, past]: readonly [string, string, string],
): PhraseEntry[] {
  return [
    fixed([`is ${words}`], singular),
    fixed([`are ${words}`], plural),
    fixed([`was ${words}`, `were ${words}`], past),
  ];
}
