import { bullets, paragraphs } from '../markdown.ts';
import type { Voice } from '../voice.ts';
import { reply, type Reply } from './answerInput.ts';

const CAN_DO = [
  '**Check my text**: the findings that matter most, by category, against your guide.',
  '**Why is my score 72?**: what costs your text its points, rule by rule and sentence by sentence.',
  '**Fix it**: your text with every safe fix applied, and a list of what changed (you can apply it to the editor).',
  '**What does rule passive-voice mean?**: a rule explained, with examples.',
  '**Which of my guides fits this text best?**: your text scored against each of your guides.',
  '**Make it more formal** / **Make it friendlier**: the sentences and rules that move your tone.',
  '**List my guides** / **List my prompts**.',
  '**Run prompt Make it plainer on my text**: the prompt and what the engine finds that it asks for.',
];

const OFFLINE =
  'This installation has no language model, so I answer from the rule engine and your own guides: I do not write new text, rewrite sentences freely, summarise, translate or answer general questions.';

/** "Help": what the built-in assistant can do, and plainly what it cannot. */
export function helpAnswer(voice: Voice): Reply {
  return reply(
    paragraphs(
      voice.lead('Here is what I can do with the text in your editor:'),
      bullets(CAN_DO),
      OFFLINE,
      voice.signOff,
    ),
  );
}

/** A request the built-in assistant does not know: what it cannot do, and what it can. */
export function unknownAnswer(voice: Voice): Reply {
  return reply(
    paragraphs(
      voice.lead('I cannot do that here.'),
      OFFLINE,
      'Here is what I can do:',
      bullets(CAN_DO),
      voice.signOff,
    ),
  );
}
