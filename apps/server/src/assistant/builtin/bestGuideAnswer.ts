import { literal, paragraphs } from '../markdown.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';
import { noGuideReply, noTextReply } from './commonAnswers.ts';

/** At most this many guides are compared (each is a full check). */
const MAX_COMPARED = 25;

function owner(role: 'provider' | 'owner' | 'member', ownerName: string): string {
  if (role === 'provider') return 'predefined';
  return role === 'owner' ? 'yours' : `shared by ${literal(ownerName)}`;
}

/** "Which of my guides fits this text best?": the text matched against each enabled guide, best first. */
export async function bestGuideAnswer(input: AnswerInput): Promise<Reply> {
  const { voice, text } = input;
  if (text === undefined) return noTextReply(voice, 'compare with your guides');
  const guides = (await input.library.guides()).filter((guide) => !guide.disabled);
  if (guides.length === 0) return noGuideReply(voice);
  // The user's own and shared guides first: with many predefined ones, those are compared too.
  const compared = [
    ...guides.filter((guide) => guide.role !== 'provider'),
    ...guides.filter((guide) => guide.role === 'provider'),
  ].slice(0, MAX_COMPARED);
  const scored = [];
  for (const guide of compared) {
    await input.checking(guide.name);
    const match = await input.library.match(text.text, text.format, guide);
    scored.push({ guide, score: match.score, findings: match.findings.length });
  }
  scored.sort(
    (a, b) => b.score - a.score || a.findings - b.findings || a.guide.name.localeCompare(b.guide.name),
  );
  const [best] = scored;
  if (best === undefined) return noGuideReply(voice);
  const rows = scored.map(
    ({ guide, score, findings }) =>
      `| ${literal(guide.name)} | ${owner(guide.role, guide.ownerName)} | ${score} | ${findings} |`,
  );
  const ties = scored.filter((entry) => entry.score === best.score).length;
  return reply(
    paragraphs(
      voice.lead(
        `Your text fits **${literal(best.guide.name)}** best: it scores **${best.score}/100** there${ties > 1 ? ` (tied with ${ties - 1} other${ties > 2 ? 's' : ''})` : ''}.`,
      ),
      ['| Guide | Whose | Score | Findings |', '| --- | --- | ---: | ---: |', ...rows].join('\n'),
      guides.length > compared.length &&
        `I compared the first ${MAX_COMPARED} of your ${guides.length} guides.`,
      'A high score means the text already follows that guide; choose it in the editor to check as you write.',
      voice.signOff,
    ),
  );
}
