import type { TextProposal } from '@wtt/contract';
import type { AssistantLibrary } from '../assistantLibrary.ts';
import type { Voice } from '../voice.ts';
import type { WorkingText } from '../workingText.ts';

/** What every built-in answer gets. */
export interface AnswerInput {
  /** The user's message as written. */
  readonly message: string;
  /** The editor's text or selection; undefined when the user sent none. */
  readonly text: WorkingText | undefined;
  /** The guide chosen in the editor, if any. */
  readonly guideId: string | undefined;
  readonly library: AssistantLibrary;
  readonly voice: Voice;
  /** Called before the text is checked against a guide (the job shows 'Checking against <guide>'). */
  readonly checking: (guideName: string) => Promise<void>;
}

/** An answer: Markdown, and the text it proposes for the editor when it proposes fixes. */
export interface Reply {
  readonly text: string;
  readonly proposal: TextProposal | null;
}

export function reply(text: string, proposal: TextProposal | null = null): Reply {
  return { text, proposal };
}
