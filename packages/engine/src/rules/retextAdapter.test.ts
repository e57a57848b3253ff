import retextIntensify from 'retext-intensify';
import retextProfanities from 'retext-profanities';
import retextRepeatedWords from 'retext-repeated-words';
import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { retextRunner } from './retextAdapter.ts';
import { someWord } from './wordRange.ts';

describe('retext adapter', () => {
  const blocks = ['No repeats here.', 'It is is fine. And and so on.', 'Then then again.'].map((text) =>
    analyzeProse(text, 'paragraph'),
  );

  it('runs a plugin over many blocks at once and gives each message to its block, in its offsets', () => {
    const messages = retextRunner(retextRepeatedWords)(blocks);
    expect(messages.map((list) => list.map((message) => [message.from, message.to, message.actual]))).toEqual(
      [
        [],
        [
          [3, 8, 'is is'],
          [15, 22, 'And and'],
        ],
        [[0, 9, 'Then then']],
      ],
    );
  });

  it('gives the same messages when only the selected sentences go through the plugin', () => {
    const all = retextRunner(retextRepeatedWords)(blocks);
    const selected = retextRunner(retextRepeatedWords, undefined, {
      select: (words, first, end) =>
        someWord(words, first + 1, end, (word, index) => word.normal === words[index - 1]?.normal),
    })(blocks);
    expect(selected).toEqual(all);
  });

  it('leaves the shared trees untouched', () => {
    const before = JSON.stringify(blocks.map((block) => block.tree));
    retextRunner(retextRepeatedWords)(blocks);
    expect(JSON.stringify(blocks.map((block) => block.tree))).toBe(before);
  });

  const prose = [
    'It is really, really good. "Very" is a word (really) and basically: fine.',
    'Actually, we just rebuilt it. Quite simply, it is totally done: very.',
    "You ass-hat, an idiot's idiot. What the hell! Blow jobs and shit.",
  ].map((text) => analyzeProse(text, 'paragraph'));

  it('gives the same messages when words are sent as their text', () => {
    for (const plugin of [retextIntensify, retextProfanities]) {
      expect(retextRunner(plugin, undefined, { flatWords: true })(prose)).toEqual(
        retextRunner(plugin)(prose),
      );
    }
  });

  it('gives the same one-word messages of the kept words when the rest of a sentence is left out', () => {
    const words = new Set(['really', 'very', 'basically', 'just', 'quite', 'simply', 'totally', 'actually']);
    const oneWord = (lists: ReturnType<ReturnType<typeof retextRunner>>) =>
      lists.map((list) => list.filter((message) => words.has(message.actual.toLowerCase())));
    const trimmed = retextRunner(retextIntensify, undefined, {
      keep: { word: (word) => words.has(word.normal), reach: 1 },
    })(prose);
    expect(oneWord(trimmed)).toEqual(oneWord(retextRunner(retextIntensify)(prose)));
    expect(oneWord(trimmed).flat().length).toBeGreaterThan(5);
  });
});
