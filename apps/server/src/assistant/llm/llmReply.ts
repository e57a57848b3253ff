import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, stepCountIs, type ModelMessage } from 'ai';
import type { LlmConfig } from '../../config/environment.ts';
import { JobFailure, JobStopped } from '../../jobs/jobErrors.ts';
import type { Reply } from '../builtin/answerInput.ts';
import type { MessageRow } from '../chatStore.ts';
import type { ReplyWriter, ReplyWriterInput } from '../replyWriter.ts';
import { ASSISTANT_STAGES } from '../assistantReplyJob.ts';
import { providerFailure, timeoutReason } from './llmFailure.ts';
import { llmTools, type ToolOutcome } from './llmTools.ts';
import { systemPrompt, userMessage } from './systemPrompt.ts';

/** Model calls per reply: tool calls and the final answer (a check, a fix and the answer need three). */
const MAX_STEPS = 8;
/** How often a running reply looks whether its owner cancelled it. */
const CANCEL_POLL_MS = 500;
/** The chat's earlier messages the model sees. */
const HISTORY = 20;

function historyMessages(history: readonly MessageRow[]): ModelMessage[] {
  return history
    .filter((row) => row.role !== 'error')
    .slice(-HISTORY)
    .map((row) =>
      row.role === 'user' ? { role: 'user', content: row.text } : { role: 'assistant', content: row.text },
    );
}

/**
 * The assistant with a language model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY): the Vercel AI SDK over an
 * OpenAI-compatible chat-completions API, with tools over the user's own library and the engine
 * (llmTools.ts). The whole reply has `timeoutMs`; a cancel stops it at the next step or tool call (a
 * stage boundary); provider errors and time-outs end the job with a reason the user can read.
 */
export function llmReplyWriter(config: LlmConfig): ReplyWriter {
  const provider = createOpenAICompatible({
    name: 'wtt-llm',
    baseURL: config.baseUrl,
    ...(config.apiKey === undefined ? {} : { apiKey: config.apiKey }),
  });
  const model = provider.chatModel(config.model);

  return async (input: ReplyWriterInput): Promise<Reply> => {
    const controller = new AbortController();
    // Set from callbacks (a tool, the timer, the cancel watch), read after the call.
    const state: { stopped: JobStopped | undefined; timedOut: boolean } = {
      stopped: undefined,
      timedOut: false,
    };
    // A cancel seen at a stage boundary inside a tool would reach the model as a tool error: keep it, and
    // stop the generation.
    const guarded = async (boundary: () => Promise<void>): Promise<void> => {
      try {
        await boundary();
      } catch (error) {
        if (error instanceof JobStopped) {
          state.stopped = error;
          controller.abort(error);
        }
        throw error;
      }
    };
    const writing = (progress: number) => guarded(() => input.stage(ASSISTANT_STAGES.writing, progress));
    const outcome: ToolOutcome = { proposal: null };
    const tools = llmTools({ ...input, checking: (name) => guarded(() => input.checking(name)) }, outcome);
    const timer = setTimeout(() => {
      state.timedOut = true;
      controller.abort(new Error('timeout'));
    }, config.timeoutMs);
    // A model can take long: a cancel stops the call at once, not at the next step.
    const watch = setInterval(() => {
      void input.isCancelled().then(
        (cancelled) => {
          if (!cancelled || state.stopped !== undefined) return;
          state.stopped = new JobStopped('cancelled');
          controller.abort(state.stopped);
        },
        () => undefined,
      );
    }, CANCEL_POLL_MS);
    try {
      await writing(15);
      const result = await generateText({
        model,
        instructions: systemPrompt(input.voice.personality, input.text),
        messages: [
          ...historyMessages(input.history),
          { role: 'user', content: userMessage(input.message, input.text) },
        ],
        tools,
        stopWhen: stepCountIs(MAX_STEPS),
        maxRetries: 1,
        abortSignal: controller.signal,
        prepareStep: async ({ stepNumber }) => {
          await writing(Math.min(85, 20 + stepNumber * 10));
          return undefined;
        },
      });
      const text = result.text.trim();
      if (text === '') throw new JobFailure('The language model answered nothing. Please try again.');
      return { text, proposal: outcome.proposal };
    } catch (error) {
      if (state.stopped !== undefined) throw state.stopped;
      if (error instanceof JobStopped || error instanceof JobFailure) throw error;
      if (state.timedOut) throw new JobFailure(timeoutReason(config.timeoutMs));
      throw providerFailure(error);
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
    }
  };
}
