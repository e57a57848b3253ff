import blind from './blind.json' with { type: 'json' };
import choiceOfWords from './choice-of-words.json' with { type: 'json' };
import documentStructure from './document-structure.json' with { type: 'json' };
import emotionality from './emotionality.json' with { type: 'json' };
import readabilityAndFlow from './readability-and-flow.json' with { type: 'json' };
import independentA from './independent-a.json' with { type: 'json' };
import independentB from './independent-b.json' with { type: 'json' };
import independentC from './independent-c.json' with { type: 'json' };
import independentD from './independent-d.json' with { type: 'json' };
import independentE from './independent-e.json' with { type: 'json' };
import independentF from './independent-f.json' with { type: 'json' };
import independentG from './independent-g.json' with { type: 'json' };
import independentH from './independent-h.json' with { type: 'json' };
import independentI from './independent-i.json' with { type: 'json' };
import independentJ from './independent-j.json' with { type: 'json' };
import independentK from './independent-k.json' with { type: 'json' };
import independentL from './independent-l.json' with { type: 'json' };
import independentM from './independent-m.json' with { type: 'json' };
import independentN from './independent-n.json' with { type: 'json' };
import independentO from './independent-o.json' with { type: 'json' };
import independentP from './independent-p.json' with { type: 'json' };
import independentQ from './independent-q.json' with { type: 'json' };
import independentR from './independent-r.json' with { type: 'json' };
import independentS from './independent-s.json' with { type: 'json' };
import independentT from './independent-t.json' with { type: 'json' };
import independentU from './independent-u.json' with { type: 'json' };
import independentV from './independent-v.json' with { type: 'json' };
import independentW from './independent-w.json' with { type: 'json' };
import independentX from './independent-x.json' with { type: 'json' };
import independentY from './independent-y.json' with { type: 'json' };
import independentZ from './independent-z.json' with { type: 'json' };
import independentAA from './independent-aa.json' with { type: 'json' };
import independentAB from './independent-ab.json' with { type: 'json' };
import independentAC from './independent-ac.json' with { type: 'json' };
import independentAD from './independent-ad.json' with { type: 'json' };
import independentAE from './independent-ae.json' with { type: 'json' };
import independentAF from './independent-af.json' with { type: 'json' };
import independentAG from './independent-ag.json' with { type: 'json' };
import independentAH from './independent-ah.json' with { type: 'json' };
import independentAI from './independent-ai.json' with { type: 'json' };
import independentAJ from './independent-aj.json' with { type: 'json' };
import independentAK from './independent-ak.json' with { type: 'json' };
import independentAL from './independent-al.json' with { type: 'json' };
import independentAO from './independent-ao.json' with { type: 'json' };
import independentAP from './independent-ap.json' with { type: 'json' };
import independentAQ from './independent-aq.json' with { type: 'json' };
import independentAR from './independent-ar.json' with { type: 'json' };
import independentAS from './independent-as.json' with { type: 'json' };
import independentAT from './independent-at.json' with { type: 'json' };
import qualityNumbers from './quality-numbers.json' with { type: 'json' };
import qualityPerson from './quality-person.json' with { type: 'json' };
import qualityStructure from './quality-structure.json' with { type: 'json' };
import qualityPhrases from './quality-phrases.json' with { type: 'json' };
import qualityTone from './quality-tone.json' with { type: 'json' };
import qualityWords from './quality-words.json' with { type: 'json' };
import realistic from './realistic.json' with { type: 'json' };
import sentenceStructure from './sentence-structure.json' with { type: 'json' };
import type { DevSetFile } from './devsetTypes.ts';
import { parseDevSetFile } from './parseDevset.ts';

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
  'quality-tone': qualityTone,
  'quality-structure': qualityStructure,
  'quality-words': qualityWords,
  'quality-numbers': qualityNumbers,
  'quality-phrases': qualityPhrases,
  'quality-person': qualityPerson,
  'independent-a': independentA,
  'independent-b': independentB,
  'independent-c': independentC,
  'independent-d': independentD,
  'independent-e': independentE,
  'independent-f': independentF,
  'independent-g': independentG,
  'independent-h': independentH,
  'independent-i': independentI,
  'independent-j': independentJ,
  'independent-k': independentK,
  'independent-l': independentL,
  'independent-m': independentM,
  'independent-n': independentN,
  'independent-o': independentO,
  'independent-p': independentP,
  'independent-q': independentQ,
  'independent-r': independentR,
  'independent-s': independentS,
  'independent-t': independentT,
  'independent-u': independentU,
  'independent-v': independentV,
  'independent-w': independentW,
  'independent-x': independentX,
  'independent-y': independentY,
  'independent-z': independentZ,
  'independent-aa': independentAA,
  'independent-ab': independentAB,
  'independent-ac': independentAC,
  'independent-ad': independentAD,
  'independent-ae': independentAE,
  'independent-af': independentAF,
  'independent-ag': independentAG,
  'independent-ah': independentAH,
  'independent-ai': independentAI,
  'independent-aj': independentAJ,
  'independent-ak': independentAK,
  'independent-al': independentAL,
  'independent-ao': independentAO,
  'independent-ap': independentAP,
  'independent-aq': independentAQ,
  'independent-ar': independentAR,
  'independent-as': independentAS,
  'independent-at': independentAT,
}).map(([name, file]) => parseDevSetFile(file, `devset/${name}.json`));
