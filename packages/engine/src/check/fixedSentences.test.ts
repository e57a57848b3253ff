import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import { forEachFixTrial } from './fixTrialsTestKit.ts';
import { fixedSentences, withFixedSentences } from './fixedSentences.ts';

/** What the document rules and the placing of findings read of a view (the tree is parsed when read). */
function words(view: BlockView) {
  return { text: view.text, sentences: view.sentences, words: view.words };
}

describe('fixedSentences', () => {
  it('reads each fixed sentence alone as a full parse of the fixed prose reads it, whenever it answers', () => {
    const { trials, answered } = forEachFixTrial((view, fixes, expected) => {
      const sentences = fixedSentences(view, fixes);
      if (!sentences) return false;
      const composed = withFixedSentences(view, sentences, fixes);
      const label = `${view.text} with ${JSON.stringify(fixes)}`;
      expect(words(composed), label).toEqual(words(expected));
      // Each sentence alone holds what the full parse holds there, in the whole fixed prose.
      for (const sentence of sentences) {
        const inBlock = expected.sentences[sentence.index];
        if (!inBlock) throw new Error(label);
        expect(sentence.view.text, label).toBe(expected.text);
        expect(sentence.view.sentences, label).toEqual([
          {
            start: inBlock.start,
            end: inBlock.end,
            firstWord: 0,
            endWord: inBlock.endWord - inBlock.firstWord,
          },
        ]);
        expect(
          sentence.view.words.map((word) => ({ ...word, sentence: sentence.index })),
          label,
        ).toEqual(expected.words.slice(inBlock.firstWord, inBlock.endWord));
      }
      return true;
    });
    // Most fixes are read a sentence at a time: the check above is not one that never runs.
    expect(trials).toBeGreaterThan(2_000);
    expect(answered / trials).toBeGreaterThan(0.5);
  });

  it('answers nothing where a fix may join or split sentences, or lies between two', () => {
    const view = analyzeProse('We left early. Then we ate.', 'paragraph');
    const at = (text: string) => {
      const word = view.words.find((candidate) => candidate.text === text);
      if (!word) throw new Error(`${text} missing`);
      return word;
    };
    // A lower-case start joins the sentence to the one before.
    const then = at('Then');
    expect(fixedSentences(view, [{ from: then.start, to: then.end, replacement: 'then' }])).toBeUndefined();
    // The word before the full stop decides whether the next sentence joins this one.
    const early = at('early');
    expect(fixedSentences(view, [{ from: early.start, to: early.end, replacement: 'in' }])).toBeUndefined();
    // A fix that makes two sentences of one.
    const we = at('We');
    expect(fixedSentences(view, [{ from: we.start, to: we.end, replacement: 'Done. We' }])).toBeUndefined();
    // A later sentence left with no word before its full stop joins the one before: "(Meet" -> "(!".
    const barn = analyzeProse('We left. (Meet us at the barn.', 'paragraph');
    const meet = barn.words.find((word) => word.text === 'Meet');
    if (!meet) throw new Error('Meet missing');
    expect(fixedSentences(barn, [{ from: meet.start, to: meet.end, replacement: '!' }])).toBeUndefined();
    // A sentence left without words.
    const heading = analyzeProse('We left. ## Troubleshooting', 'paragraph');
    const word = heading.words.find((candidate) => candidate.text === 'Troubleshooting');
    if (!word) throw new Error('Troubleshooting missing');
    expect(fixedSentences(heading, [{ from: word.start, to: word.end, replacement: '...' }])).toBeUndefined();
    // A quotation mark added or removed: rules may read quotations across sentences.
    const quoted = analyzeProse('Talk soon, Nina" See you. I will call.', 'paragraph');
    const mark = quoted.text.indexOf('"');
    expect(fixedSentences(quoted, [{ from: mark, to: mark + 1, replacement: '”' }])).toBeUndefined();
    // The space between two sentences belongs to neither.
    expect(fixedSentences(view, [{ from: 14, to: 15, replacement: '  ' }])).toBeUndefined();
  });

  it('groups fixes by sentence, in offsets from each sentence’s start', () => {
    const view = analyzeProse('We utilize it. They utilize it too.', 'paragraph');
    const fixes = view.words
      .filter((word) => word.text === 'utilize')
      .map((word) => ({ from: word.start, to: word.end, replacement: 'use' }));
    const sentences = fixedSentences(view, fixes);
    expect(sentences?.map((sentence) => [sentence.index, sentence.view.sentences, sentence.fixes])).toEqual([
      [0, [{ start: 0, end: 10, firstWord: 0, endWord: 3 }], [{ from: 3, to: 10, replacement: 'use' }]],
      [1, [{ start: 11, end: 27, firstWord: 0, endWord: 4 }], [{ from: 5, to: 12, replacement: 'use' }]],
    ]);
    const composed = sentences && withFixedSentences(view, sentences, fixes);
    expect(composed?.text).toBe('We use it. They use it too.');
    expect(composed?.tree).toEqual(analyzeProse('We use it. They use it too.', 'paragraph').tree);
  });
});
