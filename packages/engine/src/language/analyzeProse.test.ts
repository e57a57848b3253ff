import { describe, expect, it } from 'vitest';
import { analyzeProse, phraseWords } from './analyzeProse.ts';

describe('analyzeProse', () => {
  it('gives sentences and words with offsets and normal forms', () => {
    const block = analyzeProse('Hello World. It’s fine!', 'paragraph');
    expect(block.sentences.map((s) => block.text.slice(s.start, s.end))).toEqual([
      'Hello World.',
      'It’s fine!',
    ]);
    expect(block.words.map((w) => [w.text, w.normal, w.sentence, w.sentenceStart, w.joined])).toEqual([
      ['Hello', 'hello', 0, true, false],
      ['World', 'world', 0, false, true],
      ['It’s', "it's", 1, true, false],
      ['fine', 'fine', 1, false, true],
    ]);
  });

  it('ends a sentence at a word parse-english takes for an abbreviation ("in.", "min.")', () => {
    const block = analyzeProse('We signed in. Then we left. It took a min.', 'paragraph');
    expect(block.sentences).toHaveLength(3);
    expect(block.words.map((w) => w.text)).toContain('in');
    expect(block.words.map((w) => w.text)).toContain('min');
    expect(analyzeProse('Call at 3 p.m. today.', 'paragraph').sentences).toHaveLength(1);
  });

  it('splits plain phrases as the parser does and parses the others', () => {
    expect(phraseWords("GitHub's e-mail").map((w) => w.text)).toEqual(["GitHub's", 'e-mail']);
    expect(phraseWords('Node.js, now').map((w) => w.text)).toEqual(['Node.js', 'now']);
  });
});
