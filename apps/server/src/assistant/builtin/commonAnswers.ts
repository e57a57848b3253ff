import { paragraphs } from '../markdown.ts';
import type { Voice } from '../voice.ts';
import { reply, type Reply } from './answerInput.ts';

/** Said when an answer needs a text and none came with the message. */
export function noTextReply(voice: Voice, what: string): Reply {
  return reply(
    paragraphs(
      voice.lead(`I need a text to ${what}.`),
      'Write or paste your text in the editor and open me from there (or select the part you mean), then ask again.',
      voice.signOff,
    ),
  );
}

/** Said when the user may use no guide at all. */
export function noGuideReply(voice: Voice): Reply {
  return reply(
    paragraphs(
      voice.lead('There is no guide I can check your text against.'),
      'Create a guide in the Library (or enable one you disabled), choose it in the editor, and ask again.',
      voice.signOff,
    ),
  );
}
