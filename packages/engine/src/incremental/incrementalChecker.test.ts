import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import type { BlockInput } from './types.ts';
import { checkBlocks, createIncrementalChecker } from './incrementalChecker.ts';

const guide = compileGuide({
  name: 'Support',
  rules: [
    { id: 'greeting-check' },
    { id: 'required-terms', params: { terms: ['workspace', 'team'] } },
    { id: 'max-sentence-count', params: { max: 2 } },
    { id: 'max-sentence-length', params: { max: 9 } },
    { id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } },
    { id: 'exact-spelling', params: { terms: ['GitHub'] } },
    { id: 'passive-voice' },
    { id: 'empathy' },
    { id: 'racism' },
    { id: 'simplify' },
    { id: 'intensifiers' },
    { id: 'repeated-words' },
    { id: 'profanity' },
  ],
});

const SENTENCES = [
  'Hi Anna,',
  'We utilized the new workspace.',
  'The report was written by our team.',
  'Push it to github today.',
  'The outage lasted an hour.',
  'We are sorry for the trouble.',
  'It is very very fast.',
  'Add the address to the blacklist.',
  'In order to apply, fill in the form.',
  'Thanks.',
  'This sentence goes on and on with many words that nobody needs at all.',
  'See `npm install` and https://example.com for more.',
];

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomBlock(next: () => number, id: string): BlockInput {
  const count = 1 + Math.floor(next() * 4);
  const text = Array.from(
    { length: count },
    () => SENTENCES[Math.floor(next() * SENTENCES.length)] ?? '',
  ).join(' ');
  const heading = next() < 0.15;
  return heading ? { id, kind: 'heading', level: 2, text } : { id, kind: 'paragraph', text };
}

describe('incremental checking', () => {
  it('equals a full check after every step of random edit sequences', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = random(seed);
      let serial = 0;
      let blocks: BlockInput[] = Array.from({ length: 6 }, () => randomBlock(next, `b${serial++}`));
      const checker = createIncrementalChecker(guide);
      for (let step = 0; step < 40; step++) {
        const at = Math.floor(next() * blocks.length);
        const roll = next();
        const current = blocks[at];
        if (roll < 0.45 && current) {
          // Edit one word: replace a word, or append one.
          const words = current.text.split(' ');
          const index = Math.floor(next() * words.length);
          words[index] = next() < 0.5 ? 'utilize' : (words[index] ?? '') + 's';
          blocks[at] = { ...current, text: words.join(' ') };
        } else if (roll < 0.65) {
          blocks.splice(at, 0, randomBlock(next, `b${serial++}`));
        } else if (roll < 0.8 && blocks.length > 1) {
          blocks.splice(at, 1);
        } else if (roll < 0.9 && current) {
          blocks[at] = { ...current, kind: current.kind === 'heading' ? 'paragraph' : 'heading', level: 1 };
        } else {
          blocks = [...blocks.slice(at), ...blocks.slice(0, at)];
        }
        expect(checker.check(blocks)).toEqual(checkBlocks(blocks, guide));
      }
    }
  });

  it('re-checks only the changed block and keeps document rules right', () => {
    const blocks: BlockInput[] = [
      { id: 'a', kind: 'paragraph', text: 'Thanks for the note.' },
      { id: 'b', kind: 'paragraph', text: 'Your workspace is ready for the team.' },
      { id: 'c', kind: 'paragraph', text: 'It ships today.' },
    ];
    const checker = createIncrementalChecker(guide);
    const first = checker.check(blocks);
    expect(first.findings.map((finding) => [finding.blockId, finding.id])).toEqual([['a', 'greeting-check']]);
    expect(checker.lastRun).toEqual({ checked: 3, reused: 0 });

    const edited = [
      { id: 'a', kind: 'paragraph' as const, text: 'Hi Anna, thanks for the note.' },
      ...blocks.slice(1),
    ];
    expect(checker.check(edited).findings).toEqual([]);
    expect(checker.lastRun).toEqual({ checked: 1, reused: 2 });

    const withoutTeam = [
      ...edited.slice(0, 1),
      { id: 'b', kind: 'paragraph' as const, text: 'Your workspace is ready.' },
      ...edited.slice(2),
    ];
    const result = checker.check(withoutTeam);
    expect(result.findings.map((finding) => [finding.blockId, finding.id, finding.message])).toEqual([
      ['a', 'required-terms', 'Use “team” at least once: the guide requires it.'],
    ]);
    expect(checker.lastRun).toEqual({ checked: 1, reused: 2 });
  });

  it('gives the same findings as checkText on the same paragraphs, block-relative', () => {
    const paragraphs = [
      'Hello there,',
      'We utilized Github. The report was written by Ann.',
      'Add it to the blacklist.',
    ];
    const text = paragraphs.join('\n\n');
    const full = checkText(text, guide).findings;
    const offsets = paragraphs.map(
      (_, index) => paragraphs.slice(0, index).join('\n\n').length + (index > 0 ? 2 : 0),
    );
    const blocks = paragraphs.map((paragraph, index) => ({
      id: `p${index}`,
      kind: 'paragraph' as const,
      text: paragraph,
    }));
    const byBlocks = checkBlocks(blocks, guide).findings.map(({ blockId, ...finding }) => {
      const shift = offsets[Number(blockId.slice(1))] ?? 0;
      return {
        ...finding,
        from: finding.from + shift,
        to: finding.to + shift,
        ...(finding.fix
          ? { fix: { ...finding.fix, begin: finding.fix.begin + shift, end: finding.fix.end + shift } }
          : {}),
      };
    });
    expect(byBlocks).toEqual(full);
    expect(full.length).toBeGreaterThan(3);
  });

  it('treats code ranges and code blocks as not prose', () => {
    const result = checkBlocks(
      [
        { id: 'a', kind: 'paragraph', text: 'Hi, run utilize now.', code: [{ from: 8, to: 15 }] },
        { id: 'b', kind: 'code', text: 'utilize()' },
      ],
      guide,
    );
    expect(result.findings.filter((finding) => finding.id === 'forbidden-terms')).toEqual([]);
  });

  it('re-checks a block when the heading it sits under changes, as a full check would read it', () => {
    const hiring = compileGuide({ name: 'hiring', rules: [{ id: 'age-related-language' }] });
    const checker = createIncrementalChecker(hiring);
    const item: BlockInput = { id: 'b2', kind: 'list-item', text: 'In your twenties' };
    const titled = (title: string): BlockInput[] => [
      { id: 'b1', kind: 'heading', level: 3, text: title },
      item,
    ];
    expect(checker.check(titled('Requirements')).findings.map((finding) => finding.blockId)).toEqual(['b2']);
    expect(checker.check(titled('Our story')).findings).toEqual([]);
    expect(checker.lastRun.checked).toBe(2);
    expect(checker.check(titled('Requirements')).findings).toEqual(
      checkBlocks(titled('Requirements'), hiring).findings,
    );
  });
});
