import type { BlockView } from '../language/types.ts';

/**
 * Help offered by the writer's people rather than by "we": "Jim, our caretaker, will help", "Our
 * reception team will phone everyone affected today to offer a new time", "our account managers will go
 * through the options with you" (Zendesk, "Empathy statements": say who will help and how). The subject
 * is "our" and a person or a team; what follows offers help, an alternative or a walk-through. "Our
 * system will retry" names no person; "Our engineers will investigate" offers nothing to the reader.
 */

const PEOPLE = new Set([
  ...['team', 'staff', 'caretaker', 'driver', 'drivers', 'adviser', 'advisers', 'advisor', 'advisors'],
  ...['agents', 'managers', 'manager', 'nurses', 'reception', 'receptionist', 'concierge', 'crew'],
  ...['colleagues', 'people', 'experts', 'specialists', 'engineer', 'engineers', 'volunteers'],
]);
const MODALS = new Set(['will', 'can', "'ll", 'would', 'are', 'is']);
// Acts of help: "will help", "to offer a new time", "can now collect on weekday evenings instead".
const HELPING = new Set([
  ...['help', 'offer', 'rebook', 'reschedule', 'arrange', 'refund', 'replace', 'assist', 'carry'],
  ...['instead', 'happy'],
]);
const THROUGH_VERBS = new Set(['go', 'talk', 'walk', 'take']);
const CALLING = new Set(['call', 'phone', 'ring', 'visit', 'meet']);

/** Whether the block has the writer's people offering help. */
export function staffHelp(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!MODALS.has(words[index]?.normal ?? '')) continue;
    const sentence = words[index]?.sentence;
    // "our caretaker will", "Jim, our caretaker, will", "our reception team will".
    let person = false;
    for (let at = index - 1; at >= Math.max(0, index - 4); at--) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      if (word.normal === 'our') {
        person = PEOPLE.has(words[at + 1]?.normal ?? '') || PEOPLE.has(words[at + 2]?.normal ?? '');
        break;
      }
    }
    if (!person) continue;
    for (let at = index + 1; at <= index + 10; at++) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      if (HELPING.has(word.normal)) return true;
      if (THROUGH_VERBS.has(word.normal) && words[at + 1]?.normal === 'through') return true;
      // "one of our claims advisers can call you at a time that suits you": contact offered with "can";
      // "our collections team will contact you about the balance" announces a demand.
      const offered = /^(?:can|could)$/u.test(words[index]?.normal ?? '');
      if (offered && CALLING.has(word.normal) && words[at + 1]?.normal === 'you') return true;
    }
  }
  return false;
}
