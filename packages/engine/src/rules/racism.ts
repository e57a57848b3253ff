import { RACISM_ENTRIES } from '../data/racism.ts';
import { definePhraseRule } from './phraseRule.ts';

export const racism = definePhraseRule({
  id: 'racism',
  category: 'Choice of Words',
  name: 'Racially insensitive language',
  description:
    'Flags racially insensitive and exclusionary terms ("blacklist", "master/slave", "grandfathered", slurs) and offers inclusive alternatives. Context decides: "master\'s degree", "black coffee" and "my grandfather" pass.',
  severity: 'error',
  reach: 'sentence',
  examples: {
    good: [
      'She holds a master’s degree in chemistry.',
      "He earned a master's degree in database design.",
      'I take my coffee black. Black coffee, please.',
      'Trim the whitespace before saving.',
      'Add the address to the blocklist.',
      'My grandfather built this house.',
      'She mastered French in a year.',
      'He wore a black hat to the party.',
      'The primary node replicates to each replica.',
      'We visited the Warsaw Ghetto memorial.',
    ],
    bad: [
      'Add the address to the blacklist.',
      'Two domains were blacklisted last week.',
      'The master node replicates to each slave.',
      'Use a master/slave setup.',
      'Old accounts are grandfathered in.',
      'We had a powwow about the roadmap.',
      'Black hat hackers attacked the site.',
    ],
  },
  // Racism entries match every word form unless they say otherwise.
  entries: RACISM_ENTRIES.map((entry) => ({ ...entry, forms: entry.forms ?? 'any' })),
});
