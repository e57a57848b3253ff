import { BURIED_NOUNS, type BuriedNoun } from '../data/buriedNouns.ts';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import { inflect, wordForms } from '../language/wordForms.ts';
import type { BlockView, WordView } from '../language/types.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/**
 * Buried verbs the phrase list cannot spell out: words between the weak verb and the noun ("made a
 * final decision", "provide further assistance", "performed an audit") and the passive ("a decision
 * was made", "an investigation will be conducted"). Forms the phrase list matches as written are left
 * to it (it offers a fix); these only suggest the verb, since the rewrite moves other words.
 */
const DETERMINERS = new Set(
  'a an the some any our your their my his her its this that these those every another'.split(' '),
);
/** Modifiers between determiner and noun: listed ones, and words with adjective or adverb endings. */
const MODIFIERS = new Set(
  'final quick quicker careful full hard clean fresh manual thorough necessary further additional small minor major big significant few several more many brief short complete comprehensive serious good great best proper close closer last first new initial preliminary clear real huge key second other same joint formal prompt deep deepest sincere independent urgent important relevant detailed informed'.split(
    ' ',
  ),
);
const MODIFIER_ENDING = /(?:ly|al|ive|ful|ous|ic|ary|ient|ant)$/;
/** After the noun: the phrase ends there (so "the review process", a compound, passes). */
const FOLLOWERS = new Set(
  'to of for on about in into with between that which and or but by at before after as if when so because until within from today now soon this last next yet here there again any anytime tomorrow tonight please yesterday earlier later together regarding over across around without via during while since once then too also already monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);
const OBJECTS = new Set('us me it them him her you'.split(' '));
const AUXILIARIES = new Set('will can must should may might could would has have had shall'.split(' '));
const BE = new Set('is are was were be been being'.split(' '));
const PASSIVE_ADVERBS = new Set('not already yet now also never just then finally'.split(' '));

interface Light {
  readonly row: BuriedNoun;
  readonly rest: readonly string[];
  readonly base: string;
}

/** The buried-noun table by word: its light verbs' forms, its nouns, its participles. */
interface BuriedNounIndex {
  readonly lightByForm: ReadonlyMap<string, Light[]>;
  readonly nounRows: ReadonlyMap<string, BuriedNoun[]>;
  readonly participles: ReadonlyMap<string, Array<{ row: BuriedNoun; rest: readonly string[] }>>;
}

let builtIndex: BuriedNounIndex | undefined;

/** Built when a guide's rule first reads a block, not when the module loads (every start paid it). */
function buriedNounIndex(): BuriedNounIndex {
  if (builtIndex) return builtIndex;
  const lightByForm = new Map<string, Light[]>();
  const nounRows = new Map<string, BuriedNoun[]>();
  const participles = new Map<string, Array<{ row: BuriedNoun; rest: readonly string[] }>>();
  for (const row of BURIED_NOUNS) {
    for (const noun of row.nouns) nounRows.set(noun, [...(nounRows.get(noun) ?? []), row]);
    for (const verb of row.verbs) {
      const [first = '', ...rest] = verb.split(' ');
      for (const { form } of wordForms(first, 'verb')) {
        lightByForm.set(form, [...(lightByForm.get(form) ?? []), { row, rest, base: verb }]);
      }
      for (const form of inflect(first, 'participle')) {
        participles.set(form, [...(participles.get(form) ?? []), { row, rest }]);
      }
    }
  }
  builtIndex = { lightByForm, nounRows, participles };
  return builtIndex;
}

/** A finder over a block, given the phrase list whose literal forms it leaves alone. */
export function buriedNounFinder(entries: readonly PhraseEntry[]): (block: BlockView) => RuleMatch[] {
  const literal = new Set(entries.flatMap((entry) => entry.phrases));
  return (block) => [...findActive(block, literal), ...findPassive(block), ...findTakeInto(block)];
}

function next(block: BlockView, index: number): WordView | undefined {
  const word = block.words[index];
  return word && word.joined && word.sentence === block.words[index - 1]?.sentence ? word : undefined;
}

function endsPhrase(block: BlockView, index: number): boolean {
  const after = next(block, index + 1);
  return after === undefined || FOLLOWERS.has(after.normal) || after.normal.endsWith('ly');
}

function findActive(block: BlockView, literal: ReadonlySet<string>): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  const { lightByForm } = buriedNounIndex();
  for (let index = 0; index < words.length; index++) {
    const lights = lightByForm.get(words[index]?.normal ?? '');
    if (!lights) continue;
    for (const light of lights) {
      let at = index + 1;
      if (!light.rest.every((token, offset) => next(block, at + offset)?.normal === token)) continue;
      at += light.rest.length;
      // "give us a call", "give the draft some thought": the reader or the thing before the noun.
      if (light.base === 'give') at = afterObject(block, at);
      // "provide you with an answer": the reader, then "with" before the buried noun.
      if (light.base === 'provide' && OBJECTS.has(next(block, at)?.normal ?? '')) {
        if (next(block, at + 1)?.normal === 'with') at += 2;
      }
      if (DETERMINERS.has(next(block, at)?.normal ?? '')) at++;
      let gap = 0;
      while (gap < 2 && isModifier(next(block, at)?.normal)) {
        at++;
        gap++;
      }
      const noun = next(block, at);
      if (!noun || !light.row.nouns.includes(noun.normal) || !endsPhrase(block, at)) continue;
      if (isLiteral(block, light, index + 1 + light.rest.length, at, literal)) continue;
      const from = words[index]?.start ?? 0;
      const written = block.text.slice(from, noun.end);
      matches.push({
        from,
        to: noun.end,
        message: `Use the verb: ${quote(light.row.verb)} instead of ${quote(written)}. The action hides in a noun; the verb says it directly.`,
        methodName: 'buried-noun',
        suggestions: [light.row.verb],
      });
      index = at;
      break;
    }
  }
  return matches;
}

function isModifier(word: string | undefined): boolean {
  if (word === undefined || DETERMINERS.has(word) || FOLLOWERS.has(word)) return false;
  return MODIFIERS.has(word) || (word.length > 4 && MODIFIER_ENDING.test(word));
}

/** Whether the phrase list matches these words as written (with the word after the noun or not). */
function isLiteral(
  block: BlockView,
  light: Light,
  firstAfterVerb: number,
  noun: number,
  literal: ReadonlySet<string>,
): boolean {
  const words = block.words.slice(firstAfterVerb, noun + 1).map((word) => word.normal);
  const phrase = [light.base, ...words].join(' ');
  const after = next(block, noun + 1)?.normal;
  return literal.has(phrase) || (after !== undefined && literal.has(`${phrase} ${after}`));
}

function findPassive(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  const { nounRows, participles } = buriedNounIndex();
  for (let index = 0; index < words.length; index++) {
    const rows = nounRows.get(words[index]?.normal ?? '');
    if (!rows) continue;
    let at = index + 1;
    if (AUXILIARIES.has(next(block, at)?.normal ?? '')) at++;
    let be = 0;
    while (BE.has(next(block, at)?.normal ?? '')) {
      at++;
      be++;
    }
    if (be === 0) continue;
    if (PASSIVE_ADVERBS.has(next(block, at)?.normal ?? '')) at++;
    const participle = next(block, at);
    const verbs = participles.get(participle?.normal ?? '') ?? [];
    const hit = verbs.find(
      ({ row, rest }) =>
        rows.includes(row) && rest.every((token, offset) => next(block, at + 1 + offset)?.normal === token),
    );
    if (!participle || !hit) continue;
    const last = words[at + hit.rest.length] ?? participle;
    const from = words[index]?.start ?? 0;
    const written = block.text.slice(from, last.end);
    matches.push({
      from,
      to: last.end,
      message: `Use the verb and say who acts: ${quote(hit.row.verb)} instead of ${quote(written)}. The action hides in a noun; the verb says it directly.`,
      methodName: 'buried-noun-passive',
      suggestions: [hit.row.verb],
    });
    index = at + hit.rest.length;
  }
  return matches;
}

/** Past the object of "give" ("us", "the draft", "your request"), when a determiner and noun follow. */
function afterObject(block: BlockView, at: number): number {
  const first = next(block, at)?.normal ?? '';
  if (OBJECTS.has(first)) return at + 1;
  if (!DETERMINERS.has(first)) return at;
  // "give the draft a review": determiner, one or two words, then the determiner of the buried noun.
  for (const length of [2, 3]) {
    const then = next(block, at + length)?.normal ?? '';
    const words = Array.from({ length: length - 1 }, (_, offset) => next(block, at + 1 + offset));
    if (words.every((word) => word !== undefined && !FOLLOWERS.has(word.normal)) && GIVE_SECOND.has(then)) {
      return at + length;
    }
  }
  return at;
}
const GIVE_SECOND = new Set(['a', 'an', 'some', 'careful', 'serious', 'full', 'proper', 'due']);

/** "take your feedback into account": the thing between "take" and "into account" or "into consideration". */
function findTakeInto(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    if (!TAKE_FORMS.has(words[index]?.normal ?? '')) continue;
    for (let at = index + 2; at <= index + 6; at++) {
      const word = next(block, at);
      if (!word) break;
      if (word.normal !== 'into') continue;
      const last = next(block, at + 1);
      if (last?.normal !== 'account' && last?.normal !== 'consideration') break;
      const from = words[index]?.start ?? 0;
      matches.push({
        from,
        to: last.end,
        message: `Use the verb: ${quote('consider')} instead of ${quote(block.text.slice(from, last.end))}. The action hides in a noun; the verb says it directly.`,
        methodName: 'buried-noun',
        suggestions: ['consider'],
      });
      index = at + 1;
      break;
    }
  }
  return matches;
}
const TAKE_FORMS = new Set(wordForms('take', 'verb').map(({ form }) => form));
