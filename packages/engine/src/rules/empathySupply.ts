import type { BlockView } from '../language/types.ts';

/**
 * A fault or works that leave the reader without a supply or a service, told without a problem word
 * (utility and council notices; GOV.UK bad-news letters: a service interrupted): "there will be no
 * electricity in Riverside Park from 9 am to 3 pm", "there is no electricity supply in SE1 7", "Water supply
 * to Mill Lane … will be off between 9 am and 4 pm", "there will be no service on Sunday". A burden that
 * is absent is relief ("there is no charge", "there will be no service charge").
 */

// What a home or a route is supplied with (utility and transport notices).
const SUPPLIES = new Set([
  ...['electricity', 'power', 'water', 'gas', 'heating', 'internet', 'broadband', 'wifi', 'wi-fi'],
  ...['signal', 'service', 'services', 'phone', 'phones', 'trains', 'train', 'buses', 'bus', 'ferry'],
  ...['ferries', 'trams', 'collection', 'collections', 'deliveries', 'delivery', 'post', 'lifts', 'lift'],
  ...['supply', 'supplies', 'connection', 'connectivity', 'telephone', 'landline', 'tv'],
]);
// Nouns after a supply word that make it a burden or a thing: "no service charge", "no water damage".
const NOT_SUPPLIES = new Set([
  ...['charge', 'charges', 'fee', 'fees', 'cost', 'costs', 'bill', 'bills', 'damage', 'cut', 'cuts'],
  ...['outage', 'outages', 'interruption', 'interruptions', 'change', 'changes', 'increase', 'problem'],
]);
const HAVING = new Set(['have', 'has', "you'll", "they'll"]);
const THERE_BE = new Set(['is', 'are', 'was', 'were', 'be', "there's"]);
// States of a supply that is cut: "will be off", "is out", "is cut off", "will be unavailable".
const OFF = new Set(['off', 'out', 'unavailable', 'interrupted', 'disconnected', 'suspended']);

/** The index of the supply word of a supply cut, or undefined. */
export function supplyCut(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    // "There will be no lifeguard on duty at the lido this weekend": no one to serve, whoever it is.
    const onDuty = words[index + 1]?.normal === 'on' && words[index + 2]?.normal === 'duty';
    if (!SUPPLIES.has(word.normal) && !onDuty) continue;
    if (noSupply(block, index) || (!onDuty && supplyOff(block, index))) return index;
  }
  return undefined;
}

// What a notice "until further notice" restricts: "must be boiled", "cannot be used", "is suspended".
const RESTRICTING =
  /^(?:must|cannot|can't|not|no|only|suspended|closed|unavailable|banned|restricted|paused)$/u;

/**
 * A restriction or a closure without an end date: "Tap water in the Riverside flats must be boiled before
 * drinking until further notice". "The café stays open until further notice" passes. Returns the index
 * of "notice".
 */
export function untilFurtherNotice(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (words[index]?.normal !== 'notice' || words[index - 1]?.normal !== 'further') continue;
    if (words[index - 2]?.normal !== 'until') continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    for (let at = sentence.firstWord; at < index - 2; at++) {
      if (RESTRICTING.test(words[at]?.normal ?? '')) return index;
    }
  }
  return undefined;
}

/** "there will be no electricity", "there is no electricity supply", "there's no hot water". */
function noSupply(block: BlockView, index: number): boolean {
  const { words } = block;
  // Up to two modifiers between "no" and the supply: "no hot water", "no Sunday service".
  let at = index - 1;
  while (
    at >= index - 3 &&
    !/^(?:no|without)$/u.test(words[at]?.normal ?? '') &&
    /^[\p{L}\d-]+$/u.test(words[at]?.normal ?? '')
  ) {
    at--;
  }
  const negative = words[at]?.normal ?? '';
  if (negative !== 'no' && negative !== 'without') return false;
  const be = words[at - 1]?.normal ?? '';
  // "there will be no water"; "properties on Elm Street will have no water", "homes will be without
  // power": the places or people supplied as the subject (Longman Grammar: "have" of possession, "be
  // without" its negative).
  const there =
    negative === 'no'
      ? be === "there's" ||
        HAVING.has(be) ||
        (THERE_BE.has(be) && /^(?:there|will|may|might)$/u.test(words[at - 2]?.normal ?? ''))
      : /^(?:be|is|are|been|left)$/u.test(be);
  // "no service charge", and past a second supply word: "no gas supply charges".
  const head = SUPPLIES.has(words[index + 1]?.normal ?? '') ? index + 2 : index + 1;
  const next = words[head];
  const thing =
    next !== undefined && next.sentence === words[index]?.sentence && NOT_SUPPLIES.has(next.normal);
  return there && !thing && words[at - 1]?.sentence === words[index]?.sentence;
}

/**
 * A supply as the head of the subject of "be off/out/unavailable": "Water supply to Mill Lane and the
 * surrounding streets will be off between 9 am and 4 pm". The subject starts the sentence or its clause.
 */
function supplyOff(block: BlockView, index: number): boolean {
  const { words } = block;
  const sentence = words[index]?.sentence;
  for (let at = index + 1; at <= index + 10; at++) {
    const word = words[at];
    if (!word || word.sentence !== sentence) return false;
    if (!/^(?:is|are|be|been)$/u.test(word.normal)) continue;
    let state = at + 1;
    if (/^(?:cut|turned|switched)$/u.test(words[state]?.normal ?? '') && words[state + 1]?.normal === 'off') {
      return subjectStart(block, index);
    }
    if (words[state]?.normal === 'temporarily' || words[state]?.normal === 'currently') state++;
    const off = words[state];
    // "off-peak", "off by £2": not a supply cut.
    if (!off || off.sentence !== sentence || !OFF.has(off.normal)) return false;
    if (/^-/u.test(block.text.slice(off.end)) || words[state + 1]?.normal === 'of') return false;
    return subjectStart(block, index);
  }
  return false;
}

/** Whether the supply word opens its sentence's subject: the start, or after "the", "your", "mains". */
function subjectStart(block: BlockView, index: number): boolean {
  const { words } = block;
  let at = index - 1;
  while (
    at >= 0 &&
    /^(?:the|your|our|mains|hot|running|cold|gas|water|power)$/u.test(words[at]?.normal ?? '')
  ) {
    at--;
  }
  const before = words[at];
  return (
    before === undefined ||
    before.sentence !== words[index]?.sentence ||
    /^(?:and|but|so|,)$/u.test(before.normal)
  );
}
