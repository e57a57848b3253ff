import type { WorkingText } from '../workingText.ts';
import { VOICE_INSTRUCTIONS, type Personality } from '../voice.ts';

/** The editor text shown to the model in the prompt is cut here; the tools always read all of it. */
export const PROMPT_TEXT_LIMIT = 20_000;

/**
 * The system prompt: who the assistant is (the personality's voice), the rule that it never guesses about
 * the guide (every statement about a text comes from the tools' engine results), and Markdown without HTML.
 */
export function systemPrompt(personality: Personality, text: WorkingText | undefined): string {
  return [
    'You are the writing assistant of Write the Tone, a tool that keeps a team’s writing on brand with guides of tone and style rules.',
    VOICE_INSTRUCTIONS[personality],
    'Never guess what a guide says or what it finds in a text: call check_text for findings and scores, explain_rule for what a rule means, analyze_text for readability and tone, list_guides and list_prompts for the user’s library, read_prompt before following a prompt.',
    'When the user wants their text fixed, call apply_fixes: it applies only the fixes the engine verified, and the app offers the result to the user. Do not present other rewrites as safe fixes.',
    'Quote the words of the text that a finding names. Be concise.',
    'Answer in Markdown: headings, lists, bold, tables. Never write HTML.',
    text === undefined
      ? 'The user sent no text from the editor; ask them to write or select one if they want it checked.'
      : `The user is working on ${text.isSelection ? 'a selection of their text' : 'a text'} in ${text.format} format; the tools read it.`,
  ].join('\n');
}

/** The user's message with the text it is about (cut at PROMPT_TEXT_LIMIT characters). */
export function userMessage(message: string, text: WorkingText | undefined): string {
  if (text === undefined) return message;
  const shown =
    text.text.length > PROMPT_TEXT_LIMIT
      ? `${text.text.slice(0, PROMPT_TEXT_LIMIT)}\n[… ${text.text.length - PROMPT_TEXT_LIMIT} more characters; the tools read all of it]`
      : text.text;
  return `${message}\n\n<text>\n${shown}\n</text>`;
}
