import { AGE_ENTRIES, GENERATION_STEREOTYPE } from '../data/age.ts';
import { judgedAgeGroups } from './ageGroups.ts';
import { namedAfter, namedOrMentioned, writtenAsName } from './ageMentions.ts';
import { needsHelpAfter } from './ageNeeds.ts';
import {
  easeBeside,
  generationClaim,
  hiringAgeScreens,
  stereotypedInSentence,
  tendencyAfter,
} from './ageScreens.ts';
import { fittedGeneration } from './generationFit.ts';
import { generationWants } from './generationWants.ts';
import { reportsGraduates } from './graduateNews.ts';
import { definePhraseRule } from './phraseRule.ts';
import { techUpbringing } from './techUpbringing.ts';
import type { RuleMatch } from './types.ts';
import { wantedYoung, youngPairs } from './youngWanted.ts';

const RECENT_GRADUATE = 'recent-graduate';
const ELDERLY = 'elderly';
// The entries that pass when written as a name ("the Senior Open"), as the phrase context would skip them.
const skipsNames = new Set(
  AGE_ENTRIES.filter((entry) => entry.skipProperNames === true).map((entry) => entry.id),
);

export const ageRelatedLanguage = definePhraseRule({
  id: 'age-related-language',
  category: 'Choice of Words',
  name: 'Age-related language',
  description:
    'Flags labels that lump people together by age ("the elderly", "senior citizens") and job-ad phrases that screen for age ("young and dynamic", "digital natives", "grew up with a smartphone in hand", "recent graduates"); in a job ad, upper age limits and young age ranges, older people shut out, caps on experience and graduation years ("applicants under 35", "between 20 and 28 years old", "over 40 need not apply", "no more than five years in total", "graduated in 2025"), "young" wished for ("we need a young go-getter"), an age limit or range that is a whole item of a list of requirements ("- Aged 21-35", "- Under 30 preferred") or a table cell with a word of age or preference ("| Age | Under 30 preferred |"), and generational labels or age groups ("older" or "younger" + people) with a stereotype ("millennials are lazy", "older reps struggle with the CRM"), a generation said to want something as a whole ("Millennials expect instant answers", "The Gen Z crowd will love…") or fitted to a job ("the role suits a younger person"). Plain ages ("people over 65"), survey findings and parts of a generation ("a survey found Gen Z shoppers want…", "60% of millennials", "most millennials"), one known person ("my elderly neighbour"), an animal, things ("the aged debtors report"), a school\'s own graduates and graduates in the news ("Recent graduates presented their projects"), names ("Boomer, our dog") and a label quoted as a word pass.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
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
  // Labels are nouns: their plurals and possessives count too ("the elderly's", "senior citizen's").
  // Names are told apart in `accept` (`writtenAsName`), where a capital after a label's colon is a sentence's.
  entries: AGE_ENTRIES.map((entry) => ({ ...entry, forms: entry.forms ?? 'noun', skipProperNames: false })),
  // "Millennials are lazy": a generational label counts with a sweeping judgement in its sentence, and a
  // generation's name with a claim about all of it ("Millennials don't answer calls") or with what all of it
  // wants ("Millennials expect instant answers").
  // A generation fitted to a job ("ideal for a millennial") or an older group said to need help with
  // technology ("Older employees usually need extra help with the new tablets") counts too.
  // A label quoted as a word or the name of a pet or a person ("Boomer, our office dog") is not used, nor
  // "elderly" before one named being ("our elderly greyhound, Pixel,").
  accept: (found, block) =>
    !(skipsNames.has(found.entry.id) && writtenAsName(block, found.hit.firstWord, found.hit.lastWord)) &&
    !namedOrMentioned(block, found.hit.from, found.hit.to) &&
    !(found.entry.id === ELDERLY && namedAfter(block, found.hit.to)) &&
    // "Recent graduates presented their projects": news of a programme's graduates, not a screen.
    !(
      found.entry.id === RECENT_GRADUATE && reportsGraduates(block, found.hit.firstWord, found.hit.lastWord)
    ) &&
    (found.entry.id !== GENERATION_STEREOTYPE ||
      stereotypedInSentence(block, found.hit.firstWord, found.hit.lastWord) ||
      tendencyAfter(block, found.hit.lastWord) ||
      needsHelpAfter(block, found.hit.firstWord, found.hit.lastWord) ||
      fittedGeneration(block, found.hit.firstWord, found.written) ||
      easeBeside(block, found.hit.firstWord, found.hit.lastWord, found.written) ||
      generationClaim(block, found.hit.lastWord, found.written) ||
      generationWants(block, found.hit.firstWord, found.hit.lastWord, found.written)),
  // Age limits, caps on experience and years of study in a job ad; "young, dynamic team" and "young" wished
  // for, which the phrase list cannot span; age groups judged or fitted to a job; "grew up with a smartphone
  // in hand" wished for in a job ad.
  extra: (block): RuleMatch[] => [
    ...hiringAgeScreens(block),
    ...youngPairs(block),
    ...wantedYoung(block),
    ...judgedAgeGroups(block),
    ...techUpbringing(block),
  ],
});
