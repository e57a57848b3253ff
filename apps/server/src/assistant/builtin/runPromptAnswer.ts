import { bullets, literal, paragraphs, quoted } from '../markdown.ts';
import type { LibraryPrompt } from '../assistantLibrary.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';
import type { Request } from './recognise.ts';

function normal(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The prompt the writer named: exactly (any case), else the one whose name contains the words. */
export function findPrompt(prompts: readonly LibraryPrompt[], name: string): LibraryPrompt | undefined {
  const wanted = normal(name);
  return (
    prompts.find((prompt) => normal(prompt.name) === wanted) ??
    prompts.find((prompt) => normal(prompt.name).includes(wanted) || wanted.includes(normal(prompt.name)))
  );
}

/** The built-in answer to a request. */
export type EngineAnswer = (request: Request) => Promise<Reply>;

/**
 * "Run prompt Y on my text": a prompt is an instruction for a language model, which this installation
 * does not have. Says so plainly, shows the prompt, and does what the engine can towards it: when the
 * prompt reads as a request the built-in assistant knows (its name or text: "Make it more formal"), that
 * answer follows.
 */
export async function runPromptAnswer(
  input: AnswerInput,
  name: string,
  recogniseRequest: (text: string) => Request,
  answer: EngineAnswer,
): Promise<Reply> {
  const { voice } = input;
  const prompts = (await input.library.prompts()).filter((prompt) => !prompt.disabled);
  const prompt = findPrompt(prompts, name);
  if (prompt === undefined) {
    return reply(
      paragraphs(
        voice.lead(`I find no prompt called ${quoted(name, 60)} in your library.`),
        prompts.length > 0 &&
          `Your prompts:\n\n${bullets(prompts.map((candidate) => `**${literal(candidate.name)}**`))}`,
        voice.signOff,
      ),
    );
  }
  const intro = paragraphs(
    voice.lead(
      `Running a prompt needs a language model, and this installation has none, so I cannot run **${literal(prompt.name)}** as written.`,
    ),
    `The prompt says: ${quoted(prompt.content, 600)}`,
  );
  const candidates = [recogniseRequest(prompt.name), recogniseRequest(prompt.content)];
  const known = candidates.find((request) =>
    ['check', 'fix', 'tone', 'score', 'bestGuide'].includes(request.kind),
  );
  // A prompt the engine cannot act on (a summary, a draft) still gets the check of the text it is for.
  const done = await answer(known ?? { kind: 'check' });
  return reply(
    paragraphs(
      intro,
      known === undefined
        ? 'You can copy it into your own AI tool. Meanwhile, here is what the engine finds in your text:'
        : 'Here is what the engine can do towards it:',
      done.text,
    ),
    done.proposal,
  );
}
