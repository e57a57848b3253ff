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
  // A desk or an office stands for the people at it (metonymy): "our front desk will change your plan".
  ...['desk', 'helpdesk', 'office', 'counter', 'librarians', 'stewards', 'coaches', 'instructors'],
]);
const MODALS = new Set(['will', 'can', "'ll", 'would', 'are', 'is', 'has', 'have']);
// Acts of help: "will help", "to offer a new time", "can now collect on weekday evenings instead".
const HELPING = new Set([
  ...['help', 'offer', 'rebook', 'reschedule', 'arrange', 'refund', 'replace', 'assist', 'carry'],
  ...['instead', 'happy'],
  // Providing for the reader (Levin 13.4.1 "fulfilling" verbs, 26.4 "create" verbs): "our crew will set
  // up a water station", "our advisers are running drop-in sessions", "our staff will provide…".
  ...['provide', 'providing', 'supply', 'supplying', 'organise', 'organize', 'organising'],
  ...['hand', 'handing', 'waive', 'switch', 'swap', 'deliver', 'bring'],
  // An alternative priced for the reader (seventeenth pass): "our team can quote a policy that covers
  // fewer regions".
  ...['quote'],
]);
// What is set up or run for the reader is a provision or a session (a place, a service, a meeting), not
// the work itself: "set up a water station", "running drop-in sessions", not "running diagnostics" or
// "set up the new pipes".
const SET_UP = new Set(['set', 'setting', 'run', 'running', 'hold', 'holding']);
const PROVISIONS = new Set([
  ...['station', 'stations', 'point', 'points', 'centre', 'center', 'stand', 'tank', 'hub', 'plan'],
  ...['shuttle', 'service', 'area', 'room', 'sessions', 'session', 'clinic', 'clinics', 'surgery'],
  ...['surgeries', 'workshops', 'drop-in', 'drop-ins', 'bus', 'buses', 'classes', 'helpline'],
  ...['delivery', 'deliveries', 'visit', 'visits', 'collection', 'appointment', 'call', 'lift'],
]);
// A change made free of charge is a benefit: "will change your plan with no fee".
const FREE = /^(?:free|no (?:fee|charge|cost)|at no (?:cost|charge)|without (?:a |any )?(?:fee|charge))$/u;
const MOVED = /^(?:moved|rebooked|transferred|switched|put|placed)$/u;
const ONTO = /^(?:onto|into|on|to)$/u;
const LEFT_NOT_GOODS = new Set([
  ...['the', 'this', 'that', 'it', 'at', 'on', 'by', 'for', 'from', 'in', 'early', 'before', 'after'],
  ...['your', 'home', 'site', 'work', 'soon', 'today', 'tomorrow', 'tonight', 'when', 'once', 'you'],
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
    // "our lounge team in Zurich will" (sixteenth pass): a place after the team, up to six words back.
    for (let at = index - 1; at >= Math.max(0, index - 6); at--) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      if (word.normal === 'our') {
        person = PEOPLE.has(words[at + 1]?.normal ?? '') || PEOPLE.has(words[at + 2]?.normal ?? '');
        break;
      }
    }
    if (!person) continue;
    // In the perfect only the reader moved onto another service is help: "our team has removed the free
    // returns option" acts against the reader.
    const perfect = /^(?:has|have)$/u.test(words[index]?.normal ?? '');
    for (let at = index + 1; at <= index + 10; at++) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      // "our transfer desk has moved you onto EK418", "our staff will rebook you on": the reader put onto
      // another service (sixteenth pass); "moved your appointment to July" is the news.
      if (
        MOVED.test(word.normal) &&
        words[at + 1]?.normal === 'you' &&
        ONTO.test(words[at + 2]?.normal ?? '')
      ) {
        return true;
      }
      if (perfect) continue;
      // "our lounge team will look after you" (sixteenth pass).
      if (word.normal === 'look' && words[at + 1]?.normal === 'after') return true;
      if (HELPING.has(word.normal)) return true;
      if (
        SET_UP.has(word.normal) &&
        words.slice(at + 1, at + 6).some((next) => PROVISIONS.has(next.normal))
      ) {
        return true;
      }
      const phrase = words
        .slice(at, at + 3)
        .map((next) => next.normal)
        .join(' ');
      if (FREE.test(word.normal) || FREE.test(phrase) || FREE.test(phrase.split(' ').slice(0, 2).join(' '))) {
        return true;
      }
      if (THROUGH_VERBS.has(word.normal) && words[at + 1]?.normal === 'through') return true;
      // "our crew will leave bottled water outside every door": goods left for the reader; leaving a
      // place or a time ("leave the site", "leave at 5") is no provision.
      if (/^(?:leave|leaving)$/u.test(word.normal) && !LEFT_NOT_GOODS.has(words[at + 1]?.normal ?? '')) {
        return true;
      }
      // "one of our claims advisers can call you at a time that suits you": contact offered with "can";
      // "our collections team will contact you about the balance" announces a demand.
      const offered = /^(?:can|could)$/u.test(words[index]?.normal ?? '');
      if (offered && CALLING.has(word.normal) && words[at + 1]?.normal === 'you') return true;
    }
  }
  return false;
}

const WRITER_MODALS = new Set(["we'll", 'we will', 'we can', 'we could', "we'd", 'we would', "let's"]);

/**
 * The writer offering to work the problem out with the reader: "talk to the front desk and we'll look at
 * off-peak options together", "we can go through it with you". A joint act (the comitative "together",
 * "with you") names the reader as a partner the writer acts for; "we will all be together at the fair"
 * and "we will share the results with you" tell no act on the reader's problem, so the verb must be one
 * of looking, working or finding.
 */
export function jointHelp(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length - 2; index++) {
    const one = words[index]?.normal ?? '';
    const two = `${one} ${words[index + 1]?.normal ?? ''}`;
    const start = WRITER_MODALS.has(two) ? index + 2 : WRITER_MODALS.has(one) ? index + 1 : -1;
    if (start < 0 || !JOINT_VERBS.has(words[start]?.normal ?? '')) continue;
    const sentence = words[start]?.sentence;
    for (let at = start + 1; at < start + 10; at++) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      if (word.normal === 'together' || (word.normal === 'with' && words[at + 1]?.normal === 'you')) {
        return true;
      }
    }
  }
  return false;
}

// Acts of looking, working and finding out (FrameNet Scrutiny, Work, Resolve_problem).
const JOINT_VERBS = new Set([
  ...['look', 'work', 'find', 'figure', 'sort', 'plan', 'go', 'talk', 'explore', 'review', 'choose'],
]);

// What is kept ready for the reader: "them", "it", "your order", "everything".
const READIED = /^(?:it|them|everything|your|yours)$/u;

/**
 * The reader's things got ready by someone named (seventeenth pass): "Jo will have them ready from 8 am",
 * "we'll have your order ready at the front desk", "our team can have everything ready for you". The
 * subject is the writer ("we", "I"), the writer's people ("our staff") or a person named (a capitalised
 * word inside the sentence); "Your car will have new tyres ready" names no helper.
 */
export function readiedForReader(block: BlockView): boolean {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (words[index]?.normal !== 'ready') continue;
    const sentence = words[index]?.sentence;
    // "have them ready", "have your pre-orders ready": the object within four words after "have".
    let have = -1;
    for (let at = index - 1; at >= Math.max(1, index - 5); at--) {
      if (words[at]?.sentence !== sentence) break;
      if (words[at]?.normal === 'have') {
        have = at;
        break;
      }
    }
    if (have < 1 || !READIED.test(words[have + 1]?.normal ?? '')) continue;
    const modal = words[have - 1];
    const subject = words[have - 2];
    if (!modal || !subject || modal.sentence !== sentence || subject.sentence !== sentence) continue;
    if (/^(?:we'll|i'll)$/u.test(modal.normal)) return true;
    if (!/^(?:will|can|'ll)$/u.test(modal.normal)) continue;
    if (/^(?:we|i)$/u.test(subject.normal)) return true;
    if (PEOPLE.has(subject.normal) && words[have - 3]?.normal === 'our') return true;
    // A person named: "where Jo will have them ready".
    if (/^\p{Lu}\p{Ll}+$/u.test(subject.text) && !subject.sentenceStart) return true;
  }
  return false;
}
