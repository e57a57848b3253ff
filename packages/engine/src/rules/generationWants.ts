import { GENERATION_NAMES, GENERATION_WANTS } from '../data/ageScreens.ts';
import type { BlockView } from '../language/types.ts';

const generationNames = new Set(GENERATION_NAMES.map((entry) => entry.word));
const wants = new Set(GENERATION_WANTS.map((entry) => entry.word));
// Modals and adverbs that may stand between the generation and its verb: "Gen Z will love", "Millennials
// really want", "Gen Z shoppers increasingly expect".
const BETWEEN = new Set([
  ...['will', 'would', 'do', 'does', 'all', 'really', 'just', 'simply', 'now', 'increasingly', 'also'],
  ...['definitely', 'absolutely', 'naturally', 'already', 'still', 'typically', 'generally', 'usually'],
  ...['truly', 'totally', 'certainly', 'genuinely', 'especially'],
]);
// "Gen Z are all about authenticity", "Millennials are drawn to…": a want put with "be".
const BE_FORMS = new Set(['are', 'is']);
const BE_WANTS = new Set(['all about', 'drawn to', 'looking for', 'big on', 'hungry for']);
// Words that cannot be the head noun of "the Gen Z crowd": they start a clause or a phrase of their own
// ("Millennials who expect…" restricts the group; "Gen Z and…", "Gen Z in Europe…").
const NOT_HEADS = new Set([
  ...['who', 'that', 'which', 'whose', 'and', 'or', 'but', 'nor', 'of', 'in', 'on', 'at', 'with', 'for'],
  ...['to', 'from', 'by', 'than', 'as', 'like', 'were', 'was', 'did', 'had', 'have', 'has', 'can', 'may'],
  ...['might', 'must', 'should', 'could', 'if', 'when', 'while', 'because', 'so'],
]);
// Before the generation: a part of it ("most millennials", "60% of Gen Z", "half of baby boomers"), a
// question ("What do millennials want?") or a condition ("If Gen Z users want dark mode…"): no claim about
// all of it.
const NOT_ALL = new Set([
  ...['of', 'many', 'some', 'most', 'few', 'several', 'half', 'certain', 'numerous'],
  ...['do', 'does', 'did', 'if', 'whether', 'unless', 'not', 'no'],
]);
// A sentence that reports a study or a survey: a finding about a generation, not a generalisation
// ("A 2023 survey found that Gen Z shoppers want…", "Millennials prefer chat, the study shows").
const FINDINGS = new Set([
  ...['survey', 'surveys', 'surveyed', 'study', 'studies', 'poll', 'polls', 'polled', 'research'],
  ...['researchers', 'respondents', 'findings', 'census', 'found', 'finds', 'shows', 'showed'],
  ...['suggests', 'suggested', 'revealed', 'reported', 'percent'],
]);
const DIGIT = /\d/u;
// How many modals and adverbs may stand between the generation (or its head noun) and its verb.
const MAX_BETWEEN = 2;

/**
 * Whether a generation's name (`firstWord`…`lastWord`, as written) is the subject of what the whole
 * generation wants, expects or will love, maybe through a head noun and a modal or an adverb
 * ("Millennials expect instant answers", "The Gen Z crowd will love…", "Gen Z shoppers want brands that…").
 * A part of the generation ("60% of millennials want"), a question, a condition, a past ("wanted") and a
 * sentence that reports a study pass: they count or report, they do not generalise.
 */
export function generationWants(
  block: BlockView,
  firstWord: number,
  lastWord: number,
  written: string,
): boolean {
  if (!generationNames.has(written.toLowerCase().replace(/\s+/gu, ' '))) return false;
  const label = block.words[lastWord];
  if (!label) return false;
  const sentence = label.sentence;
  const at = (index: number): string | undefined => {
    const word = block.words[index];
    return word && word.sentence === sentence && word.joined ? word.normal : undefined;
  };
  let before = firstWord - 1;
  if (block.words[before]?.normal === 'the') before--;
  const previous = block.words[before];
  if (
    previous &&
    previous.sentence === sentence &&
    (NOT_ALL.has(previous.normal) || DIGIT.test(previous.text))
  ) {
    return false;
  }
  let index = lastWord + 1;
  const head = at(index);
  if (head !== undefined && !wants.has(head) && !BETWEEN.has(head) && !BE_FORMS.has(head)) {
    if (NOT_HEADS.has(head) || !/^[a-z][a-z-]+$/u.test(head)) return false;
    index++;
  }
  if (BE_FORMS.has(at(index) ?? '')) {
    const phrase = `${at(index + 1) ?? ''} ${at(index + 2) ?? ''}`;
    return BE_WANTS.has(phrase) && !reportsFinding(block, sentence);
  }
  for (let skipped = 0; skipped < MAX_BETWEEN && BETWEEN.has(at(index) ?? ''); skipped++) index++;
  return wants.has(at(index) ?? '') && !reportsFinding(block, sentence);
}

/** Whether a sentence reports a study, a survey or a share ("a 2023 survey found", "60%"). */
function reportsFinding(block: BlockView, sentenceIndex: number): boolean {
  const sentence = block.sentences[sentenceIndex];
  if (!sentence) return false;
  if (block.text.slice(sentence.start, sentence.end).includes('%')) return true;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    if (FINDINGS.has(block.words[index]?.normal ?? '')) return true;
  }
  return false;
}
