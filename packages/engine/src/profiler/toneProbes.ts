import type { ToneDimensionId } from '../analyzer/types.ts';

/**
 * Short texts that sit clearly at one pole of a tone dimension, two per pole. The profiler runs each
 * candidate rule on them to learn which tone the rule works against (a rule that flags both casual
 * probes and neither formal one keeps text from sounding casual) without knowing the rule by name, so
 * rules added to the catalogue later are placed too. Each probe is built from the analyzer's own
 * lexicons for that pole; two different probes per pole keep a rule that fires on one word by chance
 * from being placed.
 */
export interface ToneProbe {
  readonly dimension: ToneDimensionId;
  readonly pole: 'left' | 'right';
  readonly text: string;
  readonly reason: string;
}

export const TONE_PROBES: readonly ToneProbe[] = [
  {
    dimension: 'formal-casual',
    pole: 'left',
    text: 'Pursuant to the agreement, the documentation shall be submitted prior to the deadline. We do not accept late submissions; we therefore request that you comply.',
    reason: 'Formal connectives, full forms instead of contractions, Latinate nouns, a passive.',
  },
  {
    dimension: 'formal-casual',
    pole: 'left',
    text: 'Furthermore, the committee will not consider applications received after the closing date. Correspondence regarding this matter should be addressed to the secretariat.',
    reason: 'Formal connectives and wording, a full form, nominalisations.',
  },
  {
    dimension: 'formal-casual',
    pole: 'right',
    text: "Hey folks, we're gonna ship the new stuff tomorrow! It's kinda cool, and you'll love it. Don't worry, btw.",
    reason: 'Contractions, colloquial words, a chat abbreviation, an exclamation.',
  },
  {
    dimension: 'formal-casual',
    pole: 'right',
    text: "Yeah, that's a bunch of stuff to figure out. No worries, we'll sort it out and get back to you guys asap.",
    reason: 'Answer particle, contractions, colloquial phrases, a chat abbreviation.',
  },
  {
    dimension: 'serious-funny',
    pole: 'left',
    text: 'A security breach is a critical incident. You must report it within one hour to meet the legal obligation.',
    reason: 'Requirement keywords and the vocabulary of risk and law.',
  },
  {
    dimension: 'serious-funny',
    pole: 'left',
    text: 'Warning: failure to comply with the safety regulation may result in a penalty. This requirement is mandatory for all staff.',
    reason: 'A signal word, requirement keywords, the vocabulary of safety and law.',
  },
  {
    dimension: 'serious-funny',
    pole: 'right',
    text: 'Oops, our server took a nap, haha. Fun fact: it snores. Just kidding 😂',
    reason: 'Written laughter, joke framing, a comic interjection, a laughing emoji.',
  },
  {
    dimension: 'serious-funny',
    pole: 'right',
    text: 'Plot twist: the bug was a feature all along, lol. No pun intended 😜',
    reason: 'Joke framing, written laughter, a playful emoji.',
  },
  {
    dimension: 'respectful-irreverent',
    pole: 'left',
    text: 'Dear Ms. Smith, thank you for your patience. We apologise for the delay. Could you please send us the file?',
    reason: 'Salutation, gratitude, apology, an indirect request with "please".',
  },
  {
    dimension: 'respectful-irreverent',
    pole: 'left',
    text: 'We appreciate your feedback and we understand your concern. Would you mind sharing a few more details? Kind regards.',
    reason: 'Gratitude, deference, an indirect request, a courteous closing.',
  },
  {
    dimension: 'respectful-irreverent',
    pole: 'right',
    text: 'Whatever, the old app sucks. Who cares about the rules? Screw it, we ship the damn thing anyway.',
    reason: 'Dismissive remarks, disparaging slang, a mild oath, rule-breaking bravado.',
  },
  {
    dimension: 'respectful-irreverent',
    pole: 'right',
    text: 'Big deal, so the old version was lame. Forget the rules, heck, nobody reads the manual anyway.',
    reason: 'Dismissive remarks, disparaging slang, a minced oath, rule-mocking.',
  },
  {
    dimension: 'enthusiastic-matter-of-fact',
    pole: 'left',
    text: "Wow, we're absolutely thrilled to launch this amazing feature!!! You'll love it!! Great news!",
    reason: 'High-arousal positive words, boosters, exclamation marks.',
  },
  {
    dimension: 'enthusiastic-matter-of-fact',
    pole: 'left',
    text: "Hooray, it's finally here!!! The most incredible update ever, and we can't wait to share it!!",
    reason: 'An interjection of delight, superlatives, exclamation marks.',
  },
  {
    dimension: 'enthusiastic-matter-of-fact',
    pole: 'right',
    text: 'The update ships on 4 May. It adds 2 reports and removes 1 setting. The price stays at 10 euros.',
    reason: 'Plain statements with figures, no emotion markers.',
  },
  {
    dimension: 'enthusiastic-matter-of-fact',
    pole: 'right',
    text: 'The office opens at 9:00 and closes at 17:00. Orders placed before noon ship the same day.',
    reason: 'Plain statements with figures, no emotion markers.',
  },
];
