import { describe, expect, it } from 'vitest';
import { sentenceView } from '../check/fixedSentences.ts';
import { sentenceHolding } from '../check/sentenceOfFix.ts';
import { parseDocument } from '../document/parseDocument.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import { RULES } from './catalogue.ts';
import { DEV_SET } from '../../devset/devsetFiles.ts';
import { devCases } from '../../devset/evaluateDevset.ts';
import type { CompiledRule } from './types.ts';

/** The words of a view's sentence as written, with their offsets. */
function wordsOf(view: BlockView, first: number, end: number): string {
  return view.words
    .slice(first, end)
    .map((word) => `${word.text}@${String(word.start)}`)
    .join(' ');
}

interface Sample {
  readonly text: string;
  readonly format: 'plain' | 'markdown' | 'html';
  readonly rules: readonly CompiledRule[];
}

const sentenceRules = RULES.filter((rule) => rule.info.scope === 'block');

/** Texts where a rule once read past its sentence (a review of every rule found them). */
const ACROSS_SENTENCES = [
  'Thank you. Just need your email.',
  'It runs over 5G. Countless teams use it. It shipped in 2025. Tons of people like it.',
  'We tested 5G. Out of 3 options, two passed.',
  'Anna said, "I love it. I use it daily." I agree.',
  "We’re here. We're ready. We are done.",
  'She said "wait. Press "Save" now. Then it\'s “done.” Fine.',
  'Great news!!! It shipped! Wait... what? It works.',
  'Meet us on 3/4/2025. At 5pm. Or 17:00 tomorrow.',
  'He/she left. he/she came. It uses 5 kg. Then 10kg.',
];

/**
 * Every development-set text with its own guide's rules that read a sentence, and with every such rule
 * of the catalogue at the parameters of its examples: one rule's hard negatives are another's traps.
 */
function samples(): Sample[] {
  const all = compileGuide({
    name: 'every rule',
    rules: sentenceRules.map((rule) => ({
      id: rule.info.id,
      ...(rule.info.examples.params ? { params: rule.info.examples.params } : {}),
    })),
  }).blockRules.filter((rule) => rule.reach === 'sentence');
  const extra = ACROSS_SENTENCES.map((text) => ({ text, format: 'plain' as const, rules: all }));
  return devCases(DEV_SET)
    .flatMap((item) => {
      const own = compileGuide({ name: 'case', rules: item.guide }).blockRules.filter(
        (rule) => rule.reach === 'sentence',
      );
      return [
        { text: item.text, format: item.format, rules: own },
        { text: item.text, format: item.format, rules: all },
      ];
    })
    .concat(extra);
}

describe("rules that read one sentence (reach: 'sentence')", () => {
  it('find in a sentence read alone exactly what they find there in its block, and only inside sentences', () => {
    let compared = 0;
    let matched = 0;
    for (const sample of samples()) {
      for (const block of parseDocument(sample.text, sample.format).blocks) {
        const view = analyzeProse(block.text, block.kind, block.level);
        for (const [index, sentence] of view.sentences.entries()) {
          const alone = sentenceView(
            view.text,
            sentence.start,
            sentence.end - sentence.start,
            view.kind,
            view.level,
          );
          // A sentence the parser reads differently alone says nothing about the rules.
          const same =
            alone !== undefined &&
            wordsOf(alone, 0, alone.words.length) === wordsOf(view, sentence.firstWord, sentence.endWord);
          if (!same) continue;
          for (const rule of sample.rules) {
            const inBlock = rule.checkBlocks([view])[0] ?? [];
            for (const match of inBlock) {
              const label = `${rule.info.id} in ${JSON.stringify(view.text)}: ${JSON.stringify(match)}`;
              expect(sentenceHolding(view, match), label).toBeDefined();
              if (match.fix) {
                expect(sentenceHolding(view, match.fix), label).toBe(sentenceHolding(view, match));
              }
            }
            const expected = inBlock.filter((match) => sentenceHolding(view, match) === index);
            // The rule reads the whole prose; of what it finds, only this sentence's is compared.
            const found = (rule.checkBlocks([alone])[0] ?? []).filter(
              (match) => sentence.start <= match.from && match.to <= sentence.end,
            );
            const label = `${rule.info.id} in ${JSON.stringify(view.text.slice(sentence.start, sentence.end))}`;
            expect(found, label).toEqual(expected);
            compared++;
            matched += expected.length;
          }
        }
      }
    }
    // The comparison ran over many sentences, with many matches in them.
    expect(compared).toBeGreaterThan(10_000);
    expect(matched).toBeGreaterThan(500);
    // Every sentence rule on every development-set sentence: the set grows with each rule's texts.
  }, 240_000);

  it('find in a sentence what they found before when a word of another sentence changes', () => {
    let compared = 0;
    for (const sample of samples()) {
      for (const block of parseDocument(sample.text, sample.format).blocks) {
        const view = analyzeProse(block.text, block.kind, block.level);
        if (view.sentences.length < 2) continue;
        for (const [changed, sentence] of view.sentences.entries()) {
          // A word inside the sentence (not its first or last) becomes another plain word.
          const word = view.words[sentence.firstWord + 1];
          if (!word || sentence.endWord - sentence.firstWord < 3 || !/^\p{Ll}+$/u.test(word.text)) continue;
          const replacement = word.text === 'zebra' ? 'quokka' : 'zebra';
          const delta = replacement.length - (word.end - word.start);
          const edited = analyzeProse(
            view.text.slice(0, word.start) + replacement + view.text.slice(word.end),
            view.kind,
            view.level,
          );
          if (edited.sentences.length !== view.sentences.length) continue;
          for (const rule of sample.rules) {
            const before = rule.checkBlocks([view])[0] ?? [];
            const after = rule.checkBlocks([edited])[0] ?? [];
            for (const [index, other] of view.sentences.entries()) {
              if (index === changed) continue;
              const shift = index > changed ? delta : 0;
              const moved = before
                .filter((match) => sentenceHolding(view, match) === index)
                .map((match) => ({
                  from: match.from + shift,
                  to: match.to + shift,
                  method: match.methodName,
                }));
              const found = after
                .filter((match) => sentenceHolding(edited, match) === index)
                .map((match) => ({ from: match.from, to: match.to, method: match.methodName }));
              const label = `${rule.info.id} in ${JSON.stringify(view.text.slice(other.start, other.end))} after ${word.text} -> ${replacement}`;
              expect(found, label).toEqual(moved);
              compared++;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});
