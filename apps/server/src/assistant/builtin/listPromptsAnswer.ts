import { bullets, count, literal, paragraphs, quoted } from '../markdown.ts';
import type { LibraryPrompt } from '../assistantLibrary.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';

function promptLine(prompt: LibraryPrompt): string {
  const marks = [prompt.predefined ? 'predefined' : 'yours', ...(prompt.disabled ? ['disabled'] : [])];
  return `**${literal(prompt.name)}** (${marks.join(', ')}): ${quoted(prompt.content, 100)}`;
}

/** "List my prompts": the user's prompts and the predefined ones, each with the start of its text. */
export async function listPromptsAnswer(input: AnswerInput): Promise<Reply> {
  const { voice } = input;
  const prompts = await input.library.prompts();
  const own = prompts.filter((prompt) => !prompt.predefined);
  const predefined = prompts.filter((prompt) => prompt.predefined);
  return reply(
    paragraphs(
      voice.lead(
        own.length === 0
          ? 'You have no prompts of your own yet.'
          : `You have ${count(own.length, 'prompt')} of your own:`,
      ),
      own.length > 0 && bullets(own.map(promptLine)),
      predefined.length > 0 && `Predefined prompts:\n\n${bullets(predefined.map(promptLine))}`,
      'Ask me to **run prompt** *name* **on my text** to use one.',
      voice.signOff,
    ),
  );
}
