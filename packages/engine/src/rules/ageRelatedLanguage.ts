import { AGE_ENTRIES, GENERATION_STEREOTYPE, JOB_AD_REASON } from '../data/age.ts';
import { judgedAgeGroups } from './ageGroups.ts';
import { namedOrMentioned, writtenAsName } from './ageMentions.ts';
import {
  easeBeside,
  generationClaim,
  hiringAgeScreens,
  stereotypedInSentence,
  tendencyAfter,
  wantedYoung,
} from './ageScreens.ts';
import { generationWants } from './generationWants.ts';
import { reportsGraduates } from './graduateNews.ts';
import { definePhraseRule } from './phraseRule.ts';
import { techUpbringing } from './techUpbringing.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// Adjectives that, after "young,", make a job ad's wish for a young hire.
const JOB_AD_ADJECTIVES = new Set([
  'dynamic',
  'energetic',
  'vibrant',
  'hungry',
  'fun',
  'fresh',
  'ambitious',
  'enthusiastic',
  'motivated',
]);

const RECENT_GRADUATE = 'recent-graduate';
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
  // A label quoted as a word or the name of a pet or a person ("Boomer, our office dog") is not used.
  accept: (found, block) =>
    !(skipsNames.has(found.entry.id) && writtenAsName(block, found.hit.firstWord, found.hit.lastWord)) &&
    !namedOrMentioned(block, found.hit.from, found.hit.to) &&
    // "Recent graduates presented their projects": news of a programme's graduates, not a screen.
    !(
      found.entry.id === RECENT_GRADUATE && reportsGraduates(block, found.hit.firstWord, found.hit.lastWord)
    ) &&
    (found.entry.id !== GENERATION_STEREOTYPE ||
      stereotypedInSentence(block, found.hit.firstWord) ||
      tendencyAfter(block, found.hit.lastWord) ||
      easeBeside(block, found.hit.firstWord, found.hit.lastWord, found.written) ||
      generationClaim(block, found.hit.lastWord, found.written) ||
      generationWants(block, found.hit.firstWord, found.hit.lastWord, found.written)),
  // "young, dynamic team": the job-ad pair written with a comma, which the phrase list cannot span; age
  // limits and caps on experience in a job ad; "grew up with a smartphone in hand" wished for in one.
  extra: (block) => {
    const matches: RuleMatch[] = [
      ...hiringAgeScreens(block),
      ...wantedYoung(block, JOB_AD_ADJECTIVES),
      ...judgedAgeGroups(block),
      ...techUpbringing(block),
    ];
    const words = block.words;
    for (let index = 0; index + 1 < words.length; index++) {
      const young = words[index];
      const next = words[index + 1];
      if (
        (young?.normal !== 'young' && young?.normal !== 'youthful') ||
        !next ||
        next.joined ||
        next.sentence !== young.sentence
      ) {
        continue;
      }
      if (!JOB_AD_ADJECTIVES.has(next.normal) || block.text.slice(young.end, next.start).trim() !== ',') {
        continue;
      }
      matches.push({
        from: young.start,
        to: next.end,
        message: `Rephrase without ${quote(block.text.slice(young.start, next.end))}. ${JOB_AD_REASON}`,
        methodName: 'young-and-dynamic',
        suggestions: [],
      });
    }
    return matches;
  },
});
