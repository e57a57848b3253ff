import { bullets, count, literal, paragraphs } from '../markdown.ts';
import type { LibraryGuide } from '../assistantLibrary.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';

function guideLine(guide: LibraryGuide, editorGuideId: string | undefined): string {
  const whose =
    guide.role === 'provider'
      ? 'predefined'
      : guide.role === 'owner'
        ? 'yours'
        : `shared by ${literal(guide.ownerName)}`;
  const marks = [
    whose,
    count(guide.rules.length, 'rule'),
    ...(guide.disabled ? ['disabled'] : []),
    ...(guide.id === editorGuideId ? ['chosen in the editor'] : []),
  ];
  return `**${literal(guide.name)}** (${marks.join(', ')})`;
}

/** "List my guides": the user's own, those shared with them, and the predefined ones. */
export async function listGuidesAnswer(input: AnswerInput): Promise<Reply> {
  const { voice } = input;
  const guides = await input.library.guides();
  const own = guides.filter((guide) => guide.role !== 'provider');
  const predefined = guides.filter((guide) => guide.role === 'provider');
  const lines = (list: readonly LibraryGuide[]) =>
    bullets(list.map((guide) => guideLine(guide, input.guideId)));
  return reply(
    paragraphs(
      voice.lead(
        own.length === 0
          ? 'You have no guides of your own yet.'
          : `You have ${count(own.length, 'guide')} of your own or shared with you:`,
      ),
      own.length > 0 && lines(own),
      predefined.length > 0 && `Predefined guides everyone can use:\n\n${lines(predefined)}`,
      'Ask me **which of my guides fits this text best** to compare them on your text.',
      voice.signOff,
    ),
  );
}
