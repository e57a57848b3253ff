import { AGE_ENTRIES, GENERATION_STEREOTYPE } from '../data/age.ts';
import { judgedAgeGroups } from './ageGroups.ts';
import { bareName, namedAfter, namedOrMentioned, partBefore, writtenAsName } from './ageMentions.ts';
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
const BOOMERS = 'boomers';
// The entries that pass when written as a name ("the Senior Open"), as the phrase context would skip them.
const skipsNames = new Set(
  AGE_ENTRIES.filter((entry) => entry.skipProperNames === true).map((entry) => entry.id),
);

export const ageRelatedLanguage = definePhraseRule({
  id: 'age-related-language',
  category: 'Choice of Words',
  name: 'Age-related language',
  description:
    'Flags labels that lump people together by age ("the elderly", "elderly customers", "senior citizens", "seniors", "pensioners", "OAPs") and job-ad phrases that screen for age ("young and dynamic", "join our young team", "digital natives", "grew up with a smartphone in hand", "You\'ll thrive here if you grew up online", "recent graduates", "finished university in the last two years"); in a job ad (a sentence about hiring, or any line under a heading of its criteria: "### Requirements", "About you", "What we\'re looking for"), upper age limits, decades and young age ranges ("applicants under 35", "between 20 and 28 years old", "aged between 22 and 27", "Maximum age at the time of application: 35"), older people shut out ("over 40 need not apply", "Sorry, no applicants over 50", "not suitable for people over 50", "do not apply if you are over 50", "not suitable for candidates close to retirement"), caps on experience ("no more than five years in total", "we cap it at five years", "candidates with more than 4 years will not be considered"), graduation years asked for or given as a window ("must have graduated in 2025", "You graduated in 2024 or 2025", "- Graduated 2024 or later"), "young" wished for ("we need a young go-getter") or paired with a trait where a person is wanted or asked ("a young, lively barista", "Are you young and outgoing?"), an age limit or range that is a whole item of a list of requirements ("- Aged 21-35", "- Age: 30-45", "- Under 30 preferred") or a table cell with a word of age or preference ("| Age | Under 30 preferred |"; a cell is read alone, so "| Age | 22-32 |" passes), and generational labels or age groups ("older" or "younger" + people, "older patients") with a stereotype ("millennials are lazy", "older reps struggle with the CRM", "older cashiers are slow with the tills", "older users find swiping confusing", "Young people these days…", "Older staff usually need extra help with the new tablets"), a generation said to want something as a whole ("Millennials expect instant answers", "The Gen Z crowd will love…") or fitted to a job ("the role suits a younger person", "suits someone younger", "ideal for a millennial"). Plain and minimum ages ("people over 65", "You must be 18 or over", "- Aged 18 or over", "young drivers pay more"), minimum experience ("at least five years"), survey findings and parts of a group ("a survey found Gen Z shoppers want…", "60% of millennials", "most millennials", "most boomers in the panel"), one known person or animal ("my elderly neighbour", "our elderly greyhound, Pixel"), things ("the aged debtors report", "the aged care sector", "young olive trees"), rank ("senior engineer", "junior developer"), a school\'s own graduates and graduates in the news ("Recent graduates presented their projects", "Recent graduates of the academy now work at Airbus"), names ("Boomer, our dog", "Boomer: our office spaniel", "## Meet Boomer") and a label quoted as a word pass.',
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
    // "## Meet Boomer" names a pet; "Most boomers in the panel still call us" reports a part of a group.
    !(
      found.entry.id === BOOMERS &&
      (bareName(block, found.hit.firstWord, found.hit.lastWord) ||
        (partBefore(block, found.hit.firstWord) &&
          !stereotypedInSentence(block, found.hit.firstWord, found.hit.lastWord)))
    ) &&
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
