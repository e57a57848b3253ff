import { GOOD_THINGS, WRITER_PEOPLE } from '../data/empathyDeeds.ts';
import type { BlockView } from '../language/types.ts';
import { wordBefore } from './wordInSentence.ts';

/**
 * Help told from the reader's side, with the writer left out (Zendesk, "Empathy statements": say what you
 * have done about it): a benefit given in the passive ("the digital edition is already unlocked in your
 * account", "your seat fee has been refunded"), something good the reader will receive ("you'll see the
 * credit within a few days"), a free service laid on ("a free shuttle runs every hour"), and an offer
 * made on the reader's call ("call us on 0800 123 456 and we'll take the payment over the phone").
 */

// Participles of a benefit given (Levin's verbs of giving and of future having, FrameNet Repayment).
const GIVEN = new Set([
  ...['unlocked', 'credited', 'refunded', 'reimbursed', 'waived', 'reinstated', 'restored', 'reactivated'],
  ...['upgraded', 'rebooked', 'reserved', 'compensated', 'extended', 'unblocked', 'replaced', 'repaired'],
]);
const BE = new Set(['is', 'are', 'was', 'were', 'been', 'be', "it's", "that's"]);
// Adverbs that make the passive an event or a state reached, not a rule of use ("Refunds are credited
// within 5 days"): "is already unlocked", "has now been refunded".
const DONE = new Set(['already', 'now', 'also', 'automatically', 'fully', 'just']);
const NEGATIONS = /^(?:not|never|no)$|n['\u2019]t$/u;

/** Whether the block tells a benefit given to the reader, received by them, or offered on their call. */
export function readerGiven(block: BlockView): boolean {
  return (
    givenPassive(block) ||
    goodReceived(block) ||
    freeService(block) ||
    offerOnContact(block) ||
    onItsWay(block) ||
    carriedOver(block) ||
    handedOutFree(block) ||
    everyoneGets(block) ||
    keptAutomatically(block) ||
    shelterOpen(block) ||
    usableElsewhere(block) ||
    waitingForYou(block) ||
    reliefPurpose(block) ||
    ticketsAccepted(block) ||
    discountGiven(block)
  );
}

// Travel documents: "your tickets", "season tickets", "your pass", "railcards".
const TICKETS = /^(?:tickets?|passes|pass|railcards?|passes|travelcards?|cards)$/u;

/**
 * The reader's tickets honoured on another way to travel (seventeenth pass; National Rail's "rail
 * replacement" notices): "Rail replacement buses will run every 30 minutes, and your tickets are valid on
 * them", "Tickets will be accepted on local buses". "Your ticket is not valid on the express" refuses.
 */
function ticketsAccepted(block: BlockView): boolean {
  const { words } = block;
  for (let index = 2; index < words.length - 1; index++) {
    if (!/^(?:valid|accepted|honoured|honored)$/u.test(words[index]?.normal ?? '')) continue;
    if (!/^(?:on|at|for|by)$/u.test(words[index + 1]?.normal ?? '')) continue;
    let at = index - 1;
    if (/^(?:still|also|now)$/u.test(words[at]?.normal ?? '')) at--;
    if (words[at]?.normal === 'be' && /^(?:will|'ll)$/u.test(words[at - 1]?.normal ?? '')) at -= 2;
    else if (/^(?:is|are|remain|remains)$/u.test(words[at]?.normal ?? '')) at--;
    else continue;
    if (TICKETS.test(words[at]?.normal ?? '') && words[at]?.sentence === words[index]?.sentence) return true;
  }
  return false;
}

// Verbs of giving or getting a discount: "will give residents 30% off", "you'll get 20% off".
const DISCOUNT_GIVING = /^(?:give|gives|giving|offer|offers|offering|get|gets|enjoy|receive|receives)$/u;

/**
 * A discount given to the readers, often by a partner (seventeenth pass): "Clean Spin on Dock Street will
 * give Harbour Court residents 30% off every wash", "you'll get 20% off your next order". A verb of giving
 * or getting within six words before "N% off" or "a N% discount", not denied ("you won't get 10% off").
 */
function discountGiven(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word || !/^\d+(?:\.\d+)?$/u.test(word.normal)) continue;
    // "30% off", "30 per cent off", "£5 off": the sign stands outside the word.
    const sign =
      /^\s?%/u.test(block.text.slice(word.end)) ||
      /[$€£]$/u.test(block.text.slice(0, word.start)) ||
      /^(?:percent|per)$/u.test(words[index + 1]?.normal ?? '');
    if (!sign) continue;
    const off = words
      .slice(index + 1, index + 4)
      .some((after) => after.normal === 'off' || after.normal === 'discount');
    if (!off) continue;
    for (let at = index - 1; at >= Math.max(0, index - 6); at--) {
      const giving = words[at];
      if (!giving || giving.sentence !== word.sentence) break;
      if (!DISCOUNT_GIVING.test(giving.normal)) continue;
      const before = words.slice(Math.max(0, at - 3), at).map((w) => w.normal);
      if (before.some((w) => NEGATIONS.test(w) || w === 'longer')) break;
      return true;
    }
  }
  return false;
}

/**
 * A good thing kept ready for the reader (sixteenth pass): "a meal voucher is waiting for you at gate B7",
 * "a replacement is ready for you at the desk". A good thing (`GOOD_THINGS`: voucher, refund, credit…)
 * within four words before "is / are waiting" or "ready" and "for you"; "your refund is waiting for
 * approval" is no benefit yet.
 */
function waitingForYou(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length - 2; index++) {
    if (!/^(?:waiting|ready)$/u.test(words[index]?.normal ?? '')) continue;
    if (words[index + 1]?.normal !== 'for' || words[index + 2]?.normal !== 'you') continue;
    const sentence = words[index]?.sentence;
    for (let at = index - 1; at >= Math.max(0, index - 5); at--) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      if (GOOD_THINGS.has(word.normal) || GOOD_THINGS.has(word.normal.replace(/s$/u, ''))) return true;
    }
  }
  return false;
}

// The people spared a chore: "nobody", "no one", "you", "customers".
const SPARED = /^(?:nobody|no one|you|customers|members|anyone|users)$/u;

/**
 * A purpose clause that spares the reader the news's chore, opening the sentence before the writer's
 * answer (sixteenth pass): "So that nobody has to split files by hand, the Reports tab now breaks…", "So
 * you don't have to queue, we'll open a second till". "So that" with "nobody / no one has to" or
 * "you don't (won't) have to", then a comma and a main clause.
 */
function reliefPurpose(block: BlockView): boolean {
  const { words, text } = block;
  for (const sentence of block.sentences) {
    let at = sentence.firstWord;
    if (words[at]?.normal !== 'so') continue;
    at++;
    if (words[at]?.normal === 'that') at++;
    const who = words[at]?.normal === 'no' && words[at + 1]?.normal === 'one' ? 'no one' : words[at]?.normal;
    if (!SPARED.test(who ?? '')) continue;
    at += who === 'no one' ? 2 : 1;
    const negated = NEGATIONS.test(words[at]?.normal ?? '') || /n['\u2019]t$/u.test(words[at]?.normal ?? '');
    if (negated) at++;
    if (who !== 'nobody' && who !== 'no one' && !negated) continue;
    if (!/^(?:has|have|need|needs|must)$/u.test(words[at]?.normal ?? '')) continue;
    // The purpose clause ends in a comma before the main clause.
    for (let next = at + 1; next < sentence.endWord - 1; next++) {
      if (/,\s*$/u.test(text.slice(words[next]?.end ?? 0, words[next + 1]?.start ?? 0))) return true;
    }
  }
  return false;
}

// Participles of giving out (Levin 13.1, 13.2): "handed out", "given out", "distributed", "provided".
const HANDED = /^(?:handed|given|distributed|provided|supplied|served|offered)$/u;

/**
 * Something given out free, in the passive with no giver named (the fifteenth pass): "Portable heaters
 * will be handed out free at the church hall", "Hot drinks will be served free". "Free" after the
 * participle, with or without "out"; "Fines will be handed out" gives nothing free.
 */
function handedOutFree(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!HANDED.test(words[index]?.normal ?? '') || !BE.has(words[index - 1]?.normal ?? '')) continue;
    let at = index + 1;
    if (/^(?:out|round|around)$/u.test(words[at]?.normal ?? '')) at++;
    if (FREE.has(words[at]?.normal ?? '') && !negated(block, index)) return true;
  }
  return false;
}

// Who receives, as a group: "Everyone booked gets…", "every passenger receives…", "each household gets…".
const EVERYONE = /^(?:everyone|everybody|anyone|every|each|all)$/u;
const GETS = /^(?:gets|get|receives|receive|will)$/u;

/**
 * A good thing every reader gets, told in the present or future with the group as subject (the fifteenth
 * pass): "Everyone booked gets a €15 food voucher at the gate", "every passenger will receive a free hot
 * drink". What they get is a good thing (`GOOD_THINGS`); "Everyone gets a bill" is not help.
 */
function everyoneGets(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    if (!EVERYONE.test(words[index]?.normal ?? '')) continue;
    const sentence = words[index]?.sentence;
    for (let at = index + 1; at <= index + 3; at++) {
      const word = words[at];
      if (!word || word.sentence !== sentence || !GETS.test(word.normal)) continue;
      let verb = at;
      if (word.normal === 'will') verb++;
      if (!/^(?:get|gets|receive|receives)$/u.test(words[verb]?.normal ?? '')) break;
      for (let thing = verb + 1; thing <= verb + 5; thing++) {
        const normal = words[thing]?.normal ?? '';
        if (words[thing]?.sentence !== sentence) break;
        if (GOOD_THINGS.has(normal) && normal !== 'more' && normal !== 'another') return !negated(block, at);
      }
      break;
    }
  }
  return false;
}

// Participles of keeping and sending what the reader made: "saved", "queued", "sent", "delivered".
const KEPT = /^(?:saved|stored|queued|kept|held|sent|delivered|processed|published|posted)$/u;

/**
 * What the reader made kept or carried out for them in the passive, "automatically" (the fifteenth
 * pass, like the listed "we'll save it automatically"): "Any booking you start will be saved and finished
 * automatically afterwards". The reader is named in the sentence; "Your card will be charged
 * automatically" is not a verb of keeping.
 */
function keptAutomatically(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!KEPT.test(words[index]?.normal ?? '') || words[index - 1]?.normal !== 'be') continue;
    if (!/^(?:will|'ll)$/u.test(words[index - 2]?.normal ?? '')) continue;
    for (let at = index + 1; at <= index + 5; at++) {
      if (words[at]?.sentence !== words[index]?.sentence) break;
      if (words[at]?.normal === 'automatically') {
        return !negated(block, index) && readerInSentence(block, index);
      }
    }
  }
  return false;
}

// Places that take people in while something else is off: "the village hall", "the community centre".
const SHELTERS = new Set([
  ...['hall', 'centre', 'center', 'room', 'lounge', 'library', 'café', 'cafe', 'hub', 'church', 'school'],
]);

/**
 * A shelter laid on (the fifteenth pass): a place "will be open" with what it offers or all day, "The
 * community centre will be open with Wi-Fi and charging points", "the village hall will be warm and open
 * all day". "The library will be open on Saturdays only" is the news itself.
 */
function shelterOpen(block: BlockView): boolean {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (words[index]?.normal !== 'open') continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    let be = -1;
    for (let at = index - 1; at >= Math.max(sentence.firstWord, index - 4); at--) {
      if (words[at]?.normal === 'be' && /^(?:will|'ll)$/u.test(words[at - 1]?.normal ?? '')) be = at - 1;
    }
    // "The community centre next door will be open": the place within three words before "will".
    let shelter = false;
    for (let at = be - 1; at >= Math.max(sentence.firstWord, be - 3); at--) {
      if (SHELTERS.has(words[at]?.normal ?? '')) shelter = true;
    }
    if (be < 1 || !shelter) continue;
    const rest = [];
    for (let at = index + 1; at < sentence.endWord; at++) rest.push(words[at]?.normal ?? '');
    if (rest.includes('only') || negated(block, index)) continue;
    if (rest.includes('with') || (rest.includes('all') && rest.includes('day'))) return true;
  }
  return false;
}

/**
 * The reader's ticket or booking made good elsewhere (the fifteenth pass): "Tickets for today can be used
 * on any sailing this week", "your pass can be used on another date without rebooking". A refusal
 * ("cannot be used on other sailings") is negated.
 */
function usableElsewhere(block: BlockView): boolean {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (!/^(?:used|transferred|exchanged|swapped)$/u.test(words[index]?.normal ?? '')) continue;
    if (words[index - 1]?.normal !== 'be' || !/^(?:can|may|will)$/u.test(words[index - 2]?.normal ?? '')) {
      continue;
    }
    const sentence = words[index]?.sentence;
    for (let at = index + 1; at <= index + 4; at++) {
      if (words[at]?.sentence !== sentence) break;
      if (/^(?:any|another)$/u.test(words[at]?.normal ?? '')) return !negated(block, index);
    }
  }
  return false;
}

/**
 * The reader's things moved over for them to what replaces the old: "Your logins and history will carry
 * over to the new portal automatically", "your points will transfer across", "Your bookings will be moved
 * over automatically". The seventeenth pass adds the present of a standing arrangement and an adverb before
 * the particle: "your loyalty points carry straight over", "your credit transfers automatically across".
 */
function carriedOver(block: BlockView): boolean {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (
      !/^(?:carry|carries|carried|move|moves|moved|transfer|transfers|transferred|migrate|migrates|migrated|come|copied|copy|switch|switched)$/u.test(
        normal,
      )
    ) {
      continue;
    }
    let particle = index + 1;
    if (/^(?:straight|right|directly|fully|automatically)$/u.test(words[particle]?.normal ?? '')) {
      if (/^(?:over|across)$/u.test(words[particle + 1]?.normal ?? '')) particle++;
    }
    const next = words[particle]?.normal ?? '';
    const after = words[particle + 1]?.normal ?? '';
    const over = /^(?:over|across|automatically)$/u.test(next) || (next === 'with' && after === 'you');
    if (!over) continue;
    // "will carry over", or the present with the reader's things as subject ("your points carry over").
    const before = words[index - 1]?.normal ?? '';
    const present = /^(?:carry|carries|move|moves|transfer|transfers|migrate|migrates)$/u.test(normal);
    if (!/^(?:will|be|'ll)$/u.test(before) && !(present && /^\p{Ll}+$/u.test(words[index - 1]?.text ?? ''))) {
      continue;
    }
    if (NEGATIONS.test(before)) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    for (let at = sentence?.firstWord ?? index; at < index; at++) {
      if (words[at]?.normal === 'your') return true;
    }
  }
  return false;
}

/**
 * Something new sent to the reader: "A new one is on its way to you", "a replacement is on its way". The
 * reader's own order "on its way" is the news, not help.
 */
function onItsWay(block: BlockView): boolean {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (words[index]?.normal !== 'way' || !/^(?:its|their|his|her)$/u.test(words[index - 1]?.normal ?? '')) {
      continue;
    }
    if (words[index - 2]?.normal !== 'on') continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    for (let at = sentence?.firstWord ?? index; at < index - 2; at++) {
      const normal = words[at]?.normal ?? '';
      if (normal === 'new' || normal === 'replacement' || normal === 'another' || GOOD_THINGS.has(normal)) {
        return true;
      }
    }
  }
  return false;
}

/**
 * A benefit given in the passive, to the reader's thing, as an event ("has been refunded", "will be
 * credited") or a state reached ("is already unlocked"): "the digital edition is already unlocked in your
 * account", "Your seat fee has been refunded". A rule of use ("Refunds are credited within 5 days") and a
 * negation ("has not been refunded") are not help.
 */
function givenPassive(block: BlockView): boolean {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (!GIVEN.has(words[index]?.normal ?? '') && !passiveForYou(block, index)) continue;
    let at = index - 1;
    let done = false;
    while (DONE.has(words[at]?.normal ?? '')) {
      done = true;
      at--;
    }
    const be = words[at]?.normal ?? '';
    if (!BE.has(be)) continue;
    const event = be === 'been' || (be === 'be' && /^(?:will|'ll)$/u.test(words[at - 1]?.normal ?? ''));
    if (!done && !event) continue;
    if (negated(block, at) || !readerInSentence(block, index) || readersStep(block, index)) continue;
    return true;
  }
  return false;
}

// Participles of taking away or charging, which "for you" does not make help ("cancelled for you").
const AGAINST =
  /^(?:cancel|clos|remov|charg|bill|suspend|delet|withdr|block|lock|declin|reject|refus|end|stopp|terminat)/u;

/**
 * Any passive done "for you" (Levin's benefactive): "any points you hold will be turned into vouchers for
 * you", "a seat has been kept for you". "Your booking has been cancelled for you" takes away.
 */
function passiveForYou(block: BlockView, index: number): boolean {
  const { words } = block;
  const word = words[index];
  if (!word || !/(?:ed|en|t)$/u.test(word.normal) || AGAINST.test(word.normal)) return false;
  if (!/^(?:be|been|being|is|are)$/u.test(words[index - 1]?.normal ?? '')) return false;
  for (let at = index + 1; at <= index + 8; at++) {
    if (words[at]?.sentence !== word.sentence) return false;
    if (words[at]?.normal === 'for' && words[at + 1]?.normal === 'you') return true;
  }
  return false;
}

/**
 * Something good the reader will get: "you'll see the credit within a few days", "you will receive a
 * replacement", "you'll get a full refund". "You'll receive a bill" and "you won't get a refund" are not.
 */
function goodReceived(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!/^(?:see|get|receive|find|have)$/u.test(words[index]?.normal ?? '')) continue;
    const before = words[index - 1]?.normal ?? '';
    const future = before === "you'll" || (before === 'will' && words[index - 2]?.normal === 'you');
    if (!future) continue;
    for (let at = index + 1; at <= index + 4; at++) {
      const word = words[at];
      if (!word || word.sentence !== words[index]?.sentence) break;
      if (GOOD_THINGS.has(word.normal) && word.normal !== 'more' && word.normal !== 'another') return true;
    }
  }
  return false;
}

// Verbs of a service laid on: "a free shuttle runs every hour", "a complimentary taxi will be waiting".
const LAID_ON = new Set([
  ...['runs', 'run', 'operates', 'operate', 'leaves', 'departs', 'available', 'provided', 'waiting'],
  ...['included', 'yours', 'offered'],
]);
const FREE = new Set(['free', 'complimentary']);

/**
 * A free service laid on for the reader: "a free shuttle runs every hour from Riverside", "free parking
 * is available at…". "Free delivery is no longer available" is negated and is no help.
 */
function freeService(block: BlockView): boolean {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    if (!FREE.has(words[index]?.normal ?? '')) continue;
    const sentence = words[index]?.sentence;
    for (let at = index + 1; at <= index + 5; at++) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      if (NEGATIONS.test(word.normal) || word.normal === 'longer') break;
      if (LAID_ON.has(word.normal)) return !negated(block, index);
    }
  }
  return false;
}

// Verbs by which the reader gets in touch: "call us", "reply to this email", "pop into the branch".
const CONTACTING = new Set([
  ...['call', 'phone', 'ring', 'email', 'e-mail', 'message', 'text', 'reply', 'write', 'contact'],
  ...['visit', 'pop', 'come', 'drop', 'tell', 'ask', 'chat', 'book', 'bring', 'show'],
]);
const WRITER_PROMISES = new Set(["we'll", "i'll", "we'd", "i'd", 'we', 'i', "someone'll", 'someone']);

/**
 * An offer made on the reader's call: an imperative of getting in touch, "and", and the writer's promise
 * ("call us on 0800 123 456 and we'll take the payment over the phone", "reply with a date and we'll
 * book it", "pop into the branch and we can sort it"). Whatever the promise, it is made to the reader.
 */
function offerOnContact(block: BlockView): boolean {
  const { words, text } = block;
  for (let index = 0; index < words.length; index++) {
    if (!CONTACTING.has(words[index]?.normal ?? '')) continue;
    if (!imperative(block, index)) continue;
    const sentence = words[index]?.sentence;
    for (let at = index + 1; at < words.length && words[at]?.sentence === sentence; at++) {
      // "Show this message at any café for a meal voucher": the reader told how to get a benefit.
      if (words[at]?.normal === 'for' && goodAfter(block, at)) return true;
      if (words[at]?.normal !== 'and') continue;
      const who = words[at + 1];
      if (!who) continue;
      if (!WRITER_PROMISES.has(who.normal)) {
        if (staffPromise(block, index, at + 1)) return true;
        continue;
      }
      // "we" and "I" need a modal after them: "and we will…", "and I can…".
      const modal = words[at + 2]?.normal ?? '';
      if (
        (who.normal === 'we' || who.normal === 'i' || who.normal === 'someone') &&
        !/^(?:will|can|could|shall)$/u.test(modal)
      ) {
        continue;
      }
      return !/n['\u2019]t\b|\bnot\b/u.test(text.slice(who.start, words[at + 3]?.end ?? who.end));
    }
  }
  return false;
}

// A third person who stands for the one the reader is told to call: "ring Priya … and she'll take it".
const CONTACT_PRONOUNS = /^(?:she|he|they)(?:['\u2019]ll)?$/u;

/**
 * The promise after "and" made by one of the writer's people rather than "we" (the seventh pass's staff as
 * agents of help): "call us and one of the team will take the payment", "ring Priya on 0161… and she'll
 * take it over the phone" (a name capitalised after the verb of contact, then "she"/"he"/"they" with a
 * modal). A promise refused ("and she can't…") is no help.
 */
function staffPromise(block: BlockView, contact: number, from: number): boolean {
  const { words, text } = block;
  const who = words[from];
  if (!who) return false;
  let modalAt: number;
  if (who.normal === 'one' && words[from + 1]?.normal === 'of') {
    const owner = words[from + 2]?.normal ?? '';
    const noun = words[from + 3]?.normal ?? '';
    if (!/^(?:the|our)$/u.test(owner) || !WRITER_PEOPLE.has(noun)) return false;
    modalAt = from + 4;
  } else if (CONTACT_PRONOUNS.test(who.normal)) {
    const named = words[contact + 1];
    if (!named || !/^\p{Lu}/u.test(named.text) || named.normal === 'us' || named.normal === 'the') {
      return false;
    }
    modalAt = who.normal.includes('ll') ? from + 1 : from + 2;
    if (modalAt === from + 2 && !/^(?:will|can|could|shall)$/u.test(words[from + 1]?.normal ?? '')) {
      return false;
    }
  } else {
    return false;
  }
  if (who.normal === 'one' && !/^(?:will|can|could|shall)$/u.test(words[modalAt]?.normal ?? '')) return false;
  return !/n['\u2019]t\b|\bnot\b/u.test(text.slice(who.start, words[modalAt + 1]?.end ?? who.end));
}

/** Whether a good thing follows "for a", "for an", "for your" at `index`: "for a meal voucher". */
function goodAfter(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!/^(?:a|an|your)$/u.test(words[index + 1]?.normal ?? '')) return false;
  for (let at = index + 2; at <= index + 4; at++) {
    const word = words[at];
    if (!word || word.sentence !== words[index]?.sentence) return false;
    if (GOOD_THINGS.has(word.normal) && word.normal !== 'more' && word.normal !== 'another') return true;
  }
  return false;
}

/** Whether the verb at `index` opens its clause as an imperative: at the start, or after "please", "just", "if you'd like,". */
function imperative(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  if (!word) return false;
  if (word.sentenceStart) return true;
  const previous = words[index - 1];
  if (!previous || previous.sentence !== word.sentence) return true;
  if (/^(?:please|just|simply|then)$/u.test(previous.normal)) return true;
  // "…; if you'd like, call us…", "Usually it's an expired card; call us…".
  return /[,;:\u2013\u2014]\s*$/u.test(text.slice(previous.end, word.start));
}

/** Whether a negation stands within three words before `index` in its sentence. */
function negated(block: BlockView, index: number): boolean {
  return wordBefore(block.words, index, 3, (normal) => NEGATIONS.test(normal) || normal === 'longer');
}

/**
 * Whether the benefit waits on the reader's step after it: "It will be unlocked once you verify your
 * identity" is an instruction, not a benefit given.
 */
function readersStep(block: BlockView, index: number): boolean {
  const { words } = block;
  for (let at = index + 1; at < words.length && words[at]?.sentence === words[index]?.sentence; at++) {
    const normal = words[at]?.normal ?? '';
    const next = words[at + 1]?.normal ?? '';
    if (/^(?:once|when|after|if|until|unless)$/u.test(normal) && /^(?:you|you've|your)$/u.test(next)) {
      return true;
    }
  }
  return false;
}

/** Whether the reader ("you", "your") is named in the sentence of `index`. */
function readerInSentence(block: BlockView, index: number): boolean {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at < sentence.endWord; at++) {
    if (/^(?:you|your|you've|you'll|you're|yours)$/u.test(block.words[at]?.normal ?? '')) return true;
  }
  return false;
}
