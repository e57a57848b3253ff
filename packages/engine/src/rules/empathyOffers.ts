import type { BlockView } from '../language/types.ts';

/**
 * Two ways of offering help that name no helping verb. A condition that supposes the news is hard on the
 * reader and then offers a way out: "If that makes it hard for you, one of our team will…", "If the new
 * time doesn't work for you, reply and…". Naming the hardship in the writer's "if" clause acknowledges it
 * (the conditional offer of Zendesk's "Empathy statements": "If this doesn't work for you, …"). And the
 * writer sending the reader's thing on ("we'll get it on its way", "we'll get a new one out to you"):
 * the writer acts to end the wait (Levin 11.1 "send" verbs with the reader's item as object).
 */

// What the condition supposes of the news: hard, difficult, a problem, not working for the reader.
const HARD = new Set([
  ...['hard', 'harder', 'difficult', 'tricky', 'awkward', 'inconvenient', 'problem', 'struggle'],
  ...['tough', 'impossible', 'unaffordable', 'stretch'],
]);
const SUPPOSING = new Set(['if', 'should', 'where']);
const WORKS = new Set(['work', 'works', 'suit', 'suits']);

/**
 * Whether the block supposes the news is hard on the reader in an "if" clause and offers the writer's
 * help in the main clause after it ("…, one of our team will…", "…, reply and we'll…"). A bare
 * instruction after it ("If you find it hard to park, use the rear entrance") offers nothing.
 */
export function hardshipSupposed(block: BlockView): boolean {
  const { words, text } = block;
  const comma = (at: number): boolean =>
    /^\s*,/u.test(text.slice(words[at]?.end ?? 0, words[at + 1]?.start ?? words[at]?.end ?? 0));
  for (let index = 0; index < words.length; index++) {
    if (!SUPPOSING.has(words[index]?.normal ?? '')) continue;
    const sentence = words[index]?.sentence;
    let negated = false;
    let hard = false;
    for (let at = index + 1; at < index + 12; at++) {
      const word = words[at];
      if (!word || word.sentence !== sentence) break;
      negated ||= /^(?:not|doesn't|don't|won't|isn't|can't|cannot)$/u.test(
        word.normal.replace('\u2019', "'"),
      );
      hard ||= HARD.has(word.normal) || (negated && WORKS.has(word.normal));
      if (!comma(at)) continue;
      // The clause closes: the main clause must have the writer act.
      if (hard && writerInClause(block, at + 1)) return true;
      break;
    }
  }
  return false;
}

const WRITER_WORDS = new Set(['we', "we'll", "we're", "we've", 'our', 'us', 'i', "i'll", "i've"]);

/** Whether the clause from `start` to the sentence's end has the writer ("we'll", "our team", "call us"). */
function writerInClause(block: BlockView, start: number): boolean {
  const sentence = block.words[start]?.sentence;
  for (let at = start; at < block.words.length && block.words[at]?.sentence === sentence; at++) {
    if (WRITER_WORDS.has((block.words[at]?.normal ?? '').replace('\u2019', "'"))) return true;
  }
  return false;
}

const SENDING = new Set(['get', 'send', 'put', 'ship', 'post']);
// The writer promising or reporting the act: "we'll get it", "we will send", "we've put it".
const WRITER = new Set(["we'll", "i'll", "we've", "i've", 'will', 'can']);

/** Whether the writer sends the reader's thing on its way: "we'll get it on its way", "get one out to you". */
export function sentOnItsWay(block: BlockView): boolean {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (!SENDING.has(words[index]?.normal ?? '')) continue;
    const before = words.slice(Math.max(0, index - 2), index).map((word) => word.normal);
    if (!before.some((normal) => WRITER.has(normal))) continue;
    const rest = words
      .slice(index + 1, index + 7)
      .filter((word) => word.sentence === words[index]?.sentence)
      .map((word) => word.normal)
      .join(' ');
    if (/\bon (?:its|their|the) way\b|\bout to you\b|\bback to you\b/u.test(rest)) return true;
  }
  return false;
}
