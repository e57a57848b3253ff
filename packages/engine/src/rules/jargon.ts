import { JARGON_ENTRIES } from '../data/jargon.ts';
import { definePhraseRule } from './phraseRule.ts';

export const jargon = definePhraseRule({
  id: 'jargon',
  category: 'Choice of Words',
  name: 'Corporate jargon',
  description:
    'Flags office jargon and buzzwords ("synergy", "leverage", "circle back", "touch base", "move the needle", "low-hanging fruit") and offers plain words. The literal and technical senses pass ("network bandwidth", "a leveraged buyout", "ping the server").',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  skipProperNames: true,
  examples: {
    good: [
      'We use our data to plan the next release.',
      'Our network bandwidth doubled this year.',
      'Ping the server to check that it is up.',
      'The leverage ratio fell in the second quarter.',
    ],
    bad: [
      'We leverage our data to plan the next release.',
      "Let's circle back on this next week.",
      'I will touch base with the team tomorrow.',
      "We don't have the bandwidth to take this on.",
    ],
  },
  entries: JARGON_ENTRIES,
});
