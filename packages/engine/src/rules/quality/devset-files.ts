import blind from '../../../devset/blind.json' with { type: 'json' };
import choiceOfWords from '../../../devset/choice-of-words.json' with { type: 'json' };
import documentStructure from '../../../devset/document-structure.json' with { type: 'json' };
import emotionality from '../../../devset/emotionality.json' with { type: 'json' };
import readabilityAndFlow from '../../../devset/readability-and-flow.json' with { type: 'json' };
import realistic from '../../../devset/realistic.json' with { type: 'json' };
import sentenceStructure from '../../../devset/sentence-structure.json' with { type: 'json' };
import type { DevSetFile } from './devset-types.ts';
import { parseDevSetFile } from './parse-devset.ts';

/**
 * The development set: labelled texts in `packages/engine/devset/*.json`, imported as JSON modules so
 * the test and the docs script read them the same way, without a file system.
 */
export const DEV_SET: readonly DevSetFile[] = Object.entries({
  'choice-of-words': choiceOfWords,
  'readability-and-flow': readabilityAndFlow,
  emotionality,
  'sentence-structure': sentenceStructure,
  'document-structure': documentStructure,
  realistic,
  blind,
}).map(([name, file]) => parseDevSetFile(file, `devset/${name}.json`));
