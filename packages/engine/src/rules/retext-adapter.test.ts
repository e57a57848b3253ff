import retextRepeatedWords from 'retext-repeated-words';
import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyze-prose.ts';
import { retextRunner } from './retext-adapter.ts';

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
      select: (words) => words.some((word, index) => word.normal === words[index - 1]?.normal),
    })(blocks);
    expect(selected).toEqual(all);
  });

  it('leaves the shared trees untouched', () => {
    const before = JSON.stringify(blocks.map((block) => block.tree));
    retextRunner(retextRepeatedWords)(blocks);
    expect(JSON.stringify(blocks.map((block) => block.tree))).toBe(before);
  });
});
