import { HYPE_ENTRIES } from '../data/hype.ts';
import { definePhraseRule } from './phraseRule.ts';

export const hype = definePhraseRule({
  id: 'hype',
  category: 'Emotionality',
  name: 'Hype and superlatives',
  description:
    'Flags marketing hype that every product claims ("revolutionary", "world-class", "cutting-edge", "seamless", "game-changing", "amazing"): replace the claim with the fact behind it. "The state of the art in X" and "disruptive behaviour" pass.',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  skipProperNames: true,
  examples: {
    good: [
      'The new editor loads in under a second.',
      'The paper reviews the state of the art in speech recognition.',
      'Disruptive behaviour is not allowed in the forum.',
    ],
    bad: [
      'Our revolutionary editor loads in under a second.',
      'We offer world-class support.',
      'Enjoy a seamless checkout.',
      'It is a game-changer for small teams.',
    ],
  },
  entries: HYPE_ENTRIES,
});
