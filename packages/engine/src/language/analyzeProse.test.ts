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

  it('ends a sentence at an abbreviation that ends it ("9 a.m.", "Acme Inc.", "the U.S.")', () => {
    const sentences = (text: string): string[] => {
      const block = analyzeProse(text, 'paragraph');
      return block.sentences.map((s) => block.text.slice(s.start, s.end));
    };
    expect(sentences('We open at 9 a.m. The team is ready.')).toEqual([
      'We open at 9 a.m.',
      'The team is ready.',
    ]);
    expect(sentences('It ends at 5 p.m. 12 people came.')).toEqual(['It ends at 5 p.m.', '12 people came.']);
    expect(sentences('It was made by Acme Inc. Our firm is old.')).toHaveLength(2);
    expect(sentences('We ship to the U.S. Our team is small.')).toHaveLength(2);
    expect(sentences('The app is Ok. 10% of users left.')).toEqual(['The app is Ok.', '10% of users left.']);
    // Abbreviations inside a sentence stay inside it.
    expect(sentences('Meet Mr. Smith at 3 p.m. on Friday.')).toHaveLength(1);
    expect(sentences('Ask Dr. Lee or Acme Ltd. for the U.S. Army form.')).toHaveLength(1);
    expect(sentences('We moved to St. Louis in Jan. 5 new hires joined.')).toHaveLength(1);
    expect(sentences('Use a tool, e.g. The Linter.')).toHaveLength(1);
  });

  it('keeps a label and its numeral in one sentence ("See fig. 3", "No. 1", "p. 3")', () => {
    expect(analyzeProse('See fig. 3 for details.', 'paragraph').sentences).toHaveLength(1);
    expect(analyzeProse('It is No. 1 in sales. We are proud.', 'paragraph').sentences).toHaveLength(2);
    expect(analyzeProse('See p. 3 and pp. 4-5.', 'paragraph').sentences).toHaveLength(1);
  });

  it('ends a sentence at a number of up to three digits and its period ("at 7. Bring", "£50. We")', () => {
    const sentences = (text: string): string[] => {
      const block = analyzeProse(text, 'paragraph');
      return block.sentences.map((s) => block.text.slice(s.start, s.end));
    };
    expect(sentences('Doors open at 7. Bring a coat.')).toEqual(['Doors open at 7.', 'Bring a coat.']);
    expect(sentences('The fee is £50. We will bill you.')).toEqual(['The fee is £50.', 'We will bill you.']);
    expect(sentences('The total is 1,200. It is due today.')).toHaveLength(2);
    expect(sentences('See fig. 3. It shows the flow.')).toEqual(['See fig. 3.', 'It shows the flow.']);
    expect(analyzeProse('The fee is 50.', 'paragraph').words.map((w) => w.text)).toEqual([
      'The',
      'fee',
      'is',
      '50',
    ]);
    // A number that opens its sentence is a list marker, and a lower-case word after it goes on.
    expect(sentences('1. Open the app.')).toHaveLength(1);
    expect(sentences('Turn to room 12. then left.')).toHaveLength(1);
  });

  it('splits plain phrases as the parser does and parses the others', () => {
    expect(phraseWords("GitHub's e-mail").map((w) => w.text)).toEqual(["GitHub's", 'e-mail']);
    expect(phraseWords('Node.js, now').map((w) => w.text)).toEqual(['Node.js', 'now']);
  });
});
