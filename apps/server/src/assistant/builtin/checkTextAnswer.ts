import { RULE_CATEGORIES } from '@wtt/engine';
import { bullets, count, literal, paragraphs } from '../markdown.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';
import { noGuideReply, noTextReply } from './commonAnswers.ts';
import { byImportance, findingLine, fixableCount } from './findingLines.ts';
import { chooseGuide } from './guideChoice.ts';

/** Findings shown per category; the rest are counted. */
const PER_CATEGORY = 3;

/** "Check my text": the score and the findings that matter most, by category, named as they stand in the text. */
export async function checkTextAnswer(input: AnswerInput): Promise<Reply> {
  const { voice, text } = input;
  if (text === undefined) return noTextReply(voice, 'check');
  const chosen = await chooseGuide(input.library, input.message, input.guideId);
  if (chosen === undefined) return noGuideReply(voice);
  await input.checking(chosen.guide.name);
  const match = await input.library.match(text.text, text.format, chosen.guide);
  const scope = text.isSelection ? 'your selection' : 'your text';
  const headline = `I checked ${scope} against **${literal(chosen.guide.name)}**: it scores **${match.score}/100**.`;
  if (match.findings.length === 0) {
    return reply(paragraphs(voice.lead(headline), `No findings. ${voice.praise}`, voice.signOff));
  }
  const ranked = byImportance(match);
  const sections = RULE_CATEGORIES.flatMap((category) => {
    const inCategory = ranked.filter((finding) => finding.type === category);
    if (inCategory.length === 0) return [];
    const shown = inCategory.slice(0, PER_CATEGORY).map((finding) => findingLine(text.text, finding));
    const more = inCategory.length - shown.length;
    const rest = more > 0 ? [`…and ${count(more, 'more finding')} of this kind.`] : [];
    return [`### ${category} (${match.categories[category]}/100)\n\n${bullets([...shown, ...rest])}`];
  });
  const fixable = fixableCount(match);
  const next =
    fixable > 0
      ? `${count(fixable, 'finding has', 'findings have')} a safe fix. Ask me to **fix it** and I will propose the corrected text.`
      : 'None of these has a fix the engine can apply safely; they need your judgement.';
  return reply(
    paragraphs(
      voice.lead(`${headline} I found ${count(match.findings.length, 'thing')} to look at.`),
      ...sections,
      next,
      voice.signOff,
    ),
  );
}
