import { getRule } from '@wtt/engine';
import { bullets, count, literal, paragraphs, quoted } from '../markdown.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';
import { noGuideReply, noTextReply } from './commonAnswers.ts';
import { chooseGuide } from './guideChoice.ts';

const LISTED_RULES = 5;
const LISTED_SENTENCES = 3;

function points(loss: number): string {
  const rounded = Math.round(loss * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'point' : 'points'}`;
}

/**
 * "Why is my score N?": the engine's explanation of the score (docs/scoring.md): the rules that cost
 * the most points and the sentences that lose the most.
 */
export async function explainScoreAnswer(input: AnswerInput, mentioned: number | undefined): Promise<Reply> {
  const { voice, text } = input;
  if (text === undefined) return noTextReply(voice, 'score');
  const chosen = await chooseGuide(input.library, input.message, input.guideId);
  if (chosen === undefined) return noGuideReply(voice);
  await input.checking(chosen.guide.name);
  const match = await input.library.match(text.text, text.format, chosen.guide);
  const guideName = `**${literal(chosen.guide.name)}**`;
  const differs =
    mentioned !== undefined && Math.round(mentioned) !== Math.round(match.score)
      ? ` (you mentioned ${mentioned}: the text may have changed since)`
      : '';
  const headline = `Your text scores **${match.score}/100** against ${guideName}${differs}.`;
  const { explanation } = match;
  if (explanation.rules.length === 0) {
    return reply(
      paragraphs(voice.lead(headline), `Nothing costs it a point. ${voice.praise}`, voice.signOff),
    );
  }
  const ruleLines = explanation.rules.slice(0, LISTED_RULES).map((rule) => {
    const name = getRule(rule.id)?.info.name ?? rule.id;
    return `**${literal(name)}** *(${literal(rule.id)}, ${rule.type})*: ${count(rule.findings, 'finding')}, ${points(rule.loss)} (${Math.round(rule.share * 100)}% of what is lost)`;
  });
  const sentenceLines = explanation.sentences
    .slice(0, LISTED_SENTENCES)
    .map(
      (sentence) =>
        `${quoted(text.text.slice(sentence.from, sentence.to), 140)}: ${count(sentence.findings, 'finding')}, ${points(sentence.loss)}`,
    );
  return reply(
    paragraphs(
      voice.lead(headline),
      `It loses ${points(100 - match.score)} over ${count(explanation.words, 'word')}. What costs the most:`,
      bullets(ruleLines),
      sentenceLines.length > 0 && `The sentences that lose the most:\n\n${bullets(sentenceLines)}`,
      'How it is counted: each finding weighs by its severity (error 3, warning 2, suggestion 1) per 100 words of text (a text under 100 words counts as 100); a missing greeting, required term or empathy counts once whatever the length. One warning per 100 words gives 85, one error 78. Ask me to **fix it** to apply the safe fixes.',
      voice.signOff,
    ),
  );
}
