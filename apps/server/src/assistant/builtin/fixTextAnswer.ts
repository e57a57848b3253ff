import { bullets, count, literal, paragraphs, quoted } from '../markdown.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';
import { noGuideReply, noTextReply } from './commonAnswers.ts';
import { byImportance, findingLine } from './findingLines.ts';
import { chooseGuide } from './guideChoice.ts';
import { applySafeFixes } from './safeFixes.ts';

const LISTED_CHANGES = 12;
const LISTED_LEFT = 5;

/**
 * "Fix it": the text with every safe fix applied (the proposal the app offers to put into the editor),
 * what changed, the score before and after, and what is left for the writer.
 */
export async function fixTextAnswer(input: AnswerInput): Promise<Reply> {
  const { voice, text } = input;
  if (text === undefined) return noTextReply(voice, 'fix');
  const chosen = await chooseGuide(input.library, input.message, input.guideId);
  if (chosen === undefined) return noGuideReply(voice);
  const { guide } = chosen;
  await input.checking(guide.name);
  const before = await input.library.match(text.text, text.format, guide);
  const fixed = applySafeFixes(text.text, before);
  const guideName = `**${literal(guide.name)}**`;
  if (fixed.changes.length === 0) {
    const why =
      before.findings.length === 0
        ? `Your text has no findings against ${guideName}. ${voice.praise}`
        : `None of the ${count(before.findings.length, 'finding')} against ${guideName} has a fix the engine can apply safely; they need your judgement:`;
    const left = byImportance(before)
      .slice(0, LISTED_LEFT)
      .map((finding) => findingLine(text.text, finding));
    return reply(
      paragraphs(
        voice.lead('There is nothing I can fix safely.'),
        why,
        left.length > 0 && bullets(left),
        voice.signOff,
      ),
    );
  }
  const after = await input.library.match(fixed.text, text.format, guide);
  const changeLines = fixed.changes
    .slice(0, LISTED_CHANGES)
    .map((change) => `${quoted(change.from, 60)} → ${quoted(change.to, 60)} *(${literal(change.ruleId)})*`);
  const moreChanges = fixed.changes.length - changeLines.length;
  const left = byImportance(after)
    .slice(0, LISTED_LEFT)
    .map((finding) => findingLine(fixed.text, finding));
  const scope = text.isSelection ? 'your selection' : 'your text';
  return reply(
    paragraphs(
      voice.lead(
        `I applied ${count(fixed.changes.length, 'safe fix', 'safe fixes')} to ${scope} (guide ${guideName}). The score goes from **${before.score}** to **${after.score}**.`,
      ),
      bullets(moreChanges > 0 ? [...changeLines, `…and ${count(moreChanges, 'more change')}.`] : changeLines),
      'Choose **Apply to editor** to put the fixed text into your editor.',
      left.length > 0 &&
        `Still for you to decide (${count(after.findings.length, 'finding')}):\n\n${bullets(left)}`,
      voice.signOff,
    ),
    {
      text: text.splice(fixed.text),
      format: text.format,
      toneOfVoiceId: guide.id,
      changes: fixed.changes,
    },
  );
}
