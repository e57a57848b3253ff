import type { AnswerInput, Reply } from './answerInput.ts';
import { bestGuideAnswer } from './bestGuideAnswer.ts';
import { checkTextAnswer } from './checkTextAnswer.ts';
import { explainRuleAnswer } from './explainRuleAnswer.ts';
import { explainScoreAnswer } from './explainScoreAnswer.ts';
import { fixTextAnswer } from './fixTextAnswer.ts';
import { helpAnswer, unknownAnswer } from './helpAnswer.ts';
import { listGuidesAnswer } from './listGuidesAnswer.ts';
import { listPromptsAnswer } from './listPromptsAnswer.ts';
import { recognise, type Request } from './recognise.ts';
import { runPromptAnswer } from './runPromptAnswer.ts';
import { toneAnswer } from './toneAnswer.ts';

function answer(input: AnswerInput, request: Request): Promise<Reply> {
  switch (request.kind) {
    case 'check':
      return checkTextAnswer(input);
    case 'score':
      return explainScoreAnswer(input, request.mentioned);
    case 'fix':
      return fixTextAnswer(input);
    case 'explainRule':
      return explainRuleAnswer(input, request.query);
    case 'bestGuide':
      return bestGuideAnswer(input);
    case 'tone':
      return toneAnswer(input, request.towards);
    case 'listGuides':
      return listGuidesAnswer(input);
    case 'listPrompts':
      return listPromptsAnswer(input);
    case 'runPrompt':
      // A prompt never runs another prompt: what it asks for is answered as one of the other requests.
      return runPromptAnswer(input, request.name, recognise, (inner) =>
        inner.kind === 'runPrompt' ? checkTextAnswer(input) : answer(input, inner),
      );
    case 'help':
      return Promise.resolve(helpAnswer(input.voice));
    case 'unknown':
      return Promise.resolve(unknownAnswer(input.voice));
  }
}

/**
 * The built-in assistant (no language model configured): recognises the request and answers it from the
 * engine's results on the user's text with the user's own guides, in the user's chosen voice.
 */
export function builtinReply(input: AnswerInput): Promise<Reply> {
  return answer(input, recognise(input.message));
}
