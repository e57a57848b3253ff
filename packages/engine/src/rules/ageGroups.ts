import { JOB_AD_REASON } from '../data/age.ts';
import { AGE_FIT_WORDS, AGE_GROUP_LABELS, AGE_GROUP_PEOPLE } from '../data/ageScreens.ts';
import type { BlockView } from '../language/types.ts';
import { needsHelpAfter } from './ageNeeds.ts';
import { hiringSentence, stereotypedInSentence, tendencyAfter } from './ageScreens.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const AGE_COMPARATIVES = new Set(['older', 'younger']);
// "would suit a mature gentleman rather than a young person": plain age words fitted to a job prefer an age
// as the comparatives do (US EEOC, job advertisements); without a job's fit they describe ("young people").
const FITTED_AGES = new Set(['older', 'younger', 'young', 'mature']);
const SOMEONE = new Set(['someone', 'somebody', 'anyone', 'anybody']);
const people = new Set(AGE_GROUP_PEOPLE.map((entry) => entry.word));
const fitWords = new Set(AGE_FIT_WORDS.map((entry) => entry.word));
// The pairs the phrase list names ("older people"): it reports them with a stereotype already.
const listedLabels = new Set(AGE_GROUP_LABELS.map((entry) => entry.word));
const GROUP_REASON = 'It lumps people together by age and pins a trait or a job on them.';

/** Whether the sentence of a word has a word of a job's fit ("suits", "better suited", "rather than"). */
export function fitInSentence(block: BlockView, wordIndex: number): boolean {
  const sentence = block.sentences[block.words[wordIndex]?.sentence ?? -1];
  return (
    !!sentence &&
    block.words.slice(sentence.firstWord, sentence.endWord).some((word) => fitWords.has(word.normal))
  );
}

/**
 * "Older reps struggle with the CRM", "The shop floor suits a younger person", "candidates young enough to
 * grow with us": an age group of the open class "older"/"younger" + a word for people, judged by a
 * stereotype, or fitted to a job in a sentence about hiring; and "young enough" asked of a hire.
 */
export function judgedAgeGroups(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const words = block.words;
  words.forEach((age, index) => {
    const next = words[index + 1];
    if (!next?.joined || next.sentence !== age.sentence) return;
    let reason: string | undefined;
    if (age.normal === 'young' && next.normal === 'enough') {
      if (hiringSentence(block, index)) reason = JOB_AD_REASON;
    } else if (FITTED_AGES.has(age.normal) && people.has(next.normal)) {
      const listed = listedLabels.has(`${age.normal} ${next.normal}`);
      const stereotyped =
        AGE_COMPARATIVES.has(age.normal) &&
        (stereotypedInSentence(block, index, index + 1) ||
          tendencyAfter(block, index + 1) ||
          needsHelpAfter(block, index, index + 1));
      if (stereotyped && !listed) reason = GROUP_REASON;
      else if (!stereotyped && hiringSentence(block, index) && fitInSentence(block, index)) {
        reason = JOB_AD_REASON;
      }
    } else if (SOMEONE.has(age.normal) && AGE_COMPARATIVES.has(next.normal)) {
      // "The role suits someone younger": the pronoun for a person and its age after it, fitted to a job.
      if (hiringSentence(block, index) && fitInSentence(block, index)) reason = JOB_AD_REASON;
    }
    if (reason === undefined) return;
    const written = block.text.slice(age.start, next.end);
    matches.push({
      from: age.start,
      to: next.end,
      message: `Rephrase without ${quote(written)}. ${reason}`,
      methodName: 'age-group',
      suggestions: [],
    });
  });
  return matches;
}
