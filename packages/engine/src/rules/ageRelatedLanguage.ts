import { AGE_ENTRIES } from '../data/age.ts';
import { definePhraseRule } from './phraseRule.ts';

export const ageRelatedLanguage = definePhraseRule({
  id: 'age-related-language',
  category: 'Choice of Words',
  name: 'Age-related language',
  description:
    'Flags labels that lump people together by age ("the elderly", "senior citizens", "old-timers") and job-ad phrases that screen for age ("young and dynamic", "digital natives", "recent graduates"), with neutral alternatives. Plain ages ("people over 65") pass.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
  skipProperNames: true,
  examples: {
    good: [
      'The app has larger text for older people.',
      'Customers over 65 get a discount.',
      'We are a dynamic team of designers.',
    ],
    bad: [
      'The app has larger text for the elderly.',
      'Senior citizens get a discount.',
      'We are a young and dynamic team of designers.',
      'We are hiring digital natives.',
    ],
  },
  entries: AGE_ENTRIES,
});
