// Flow-level messages of a one-field step: the notes stay above the form, and the error (a wrong or expired
// code) moves to the field it is about.
import type { FlowMessage } from '../../identity/formModel.ts';

export function splitMessages(messages: readonly FlowMessage[]): {
  notes: FlowMessage[];
  error: string | null;
} {
  return {
    notes: messages.filter((message) => message.type !== 'error'),
    error: messages.find((message) => message.type === 'error')?.text ?? null,
  };
}
