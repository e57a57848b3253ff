import type { BlockView } from '../language/types.ts';

/**
 * A reader's application or claim turned down in the words of a process (seventeenth pass; GOV.UK and
 * recruiters' rejection letters): the candidate not taken or put forward ("we will not be taking your
 * application forward", "we have decided not to put you forward to the client", "we won't be
 * progressing your application"), and the reader not entitled ("you are not entitled to the allowance
 * from 3 March", "you are no longer entitled to free prescriptions").
 */

// Verbs of moving a case on: "take … forward", "put … forward", "progress".
const FORWARDING = /^(?:take|taking|taken|put|putting|move|moving|carry|carrying|send|sending)$/u;
const PROGRESSING = /^(?:progress|progressing|progressed)$/u;
const NEGATION = /^(?:not|never)$|n['\u2019]t$/u;
// What is taken forward: the reader or their application.
const CANDIDATE = /^(?:you|your|yours|it|them)$/u;

/**
 * The reader's application not taken forward. Returns the index of the negation, which keeps "decided
 * not to put you forward" a refusal rather than a burden decided against.
 */
export function notTakenForward(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length - 1; index++) {
    const normal = words[index]?.normal ?? '';
    const forwarding = FORWARDING.test(normal);
    if (!forwarding && !PROGRESSING.test(normal)) continue;
    if (!CANDIDATE.test(words[index + 1]?.normal ?? '')) continue;
    const sentence = words[index]?.sentence;
    if (forwarding) {
      let forward = false;
      for (let at = index + 2; at <= index + 4; at++) {
        if (words[at]?.sentence !== sentence) break;
        if (words[at]?.normal === 'forward') forward = true;
      }
      if (!forward) continue;
    }
    // "will not be taking", "won't be progressing", "decided not to put", "are unable to take".
    for (let at = index - 1; at >= Math.max(0, index - 3); at--) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      if (NEGATION.test(word.normal)) return at;
      if (!/^(?:be|to|able|been|have|will|we|i)$/u.test(word.normal)) break;
    }
  }
  return undefined;
}

/** The reader not (or no longer) entitled to something: returns the index of "entitled". */
export function notEntitled(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length - 1; index++) {
    if (words[index]?.normal !== 'entitled' || !/^(?:to|for)$/u.test(words[index + 1]?.normal ?? '')) {
      continue;
    }
    const before = words[index - 1]?.normal ?? '';
    const denied = NEGATION.test(before) || (before === 'longer' && words[index - 2]?.normal === 'no');
    if (!denied) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    for (let at = sentence.firstWord; at < index; at++) {
      if (/^(?:you|you're|your)$/u.test(words[at]?.normal ?? '')) return index;
    }
  }
  return undefined;
}
