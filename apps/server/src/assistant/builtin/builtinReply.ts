import { checkTextAnswer } from './checkTextAnswer.ts';
import type { AnswerInput, Reply } from './answerInput.ts';
import { helpAnswer, unknownAnswer } from './helpAnswer.ts';
import { recognise } from './recognise.ts';

/**
 * The built-in assistant (no language model configured): recognises the request and answers it from the
 * engine's results on the user's text with the user's own guides.
 */
export async function builtinReply(input: AnswerInput): Promise<Reply> {
  const request = recognise(input.message);
  switch (request.kind) {
    case 'check':
      return checkTextAnswer(input);
    case 'help':
      return helpAnswer(input.voice);
    default:
      return unknownAnswer(input.voice);
  }
}
