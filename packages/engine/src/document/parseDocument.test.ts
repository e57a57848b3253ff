import { describe, expect, it } from 'vitest';
import { toSourceRange } from './offsetMap.ts';
import { parseDocument } from './parseDocument.ts';
import { MASK_CHARACTER, type ProseBlock } from './types.ts';

/** The source text behind a phrase of a block's prose. */
function sourceOf(source: string, block: ProseBlock | undefined, phrase: string): string {
  if (!block) throw new Error('no block');
  const at = block.text.indexOf(phrase);
  expect(at).toBeGreaterThanOrEqual(0);
  const range = toSourceRange(block.map, at, at + phrase.length);
  return source.slice(range.from, range.to);
}

describe('parseDocument: plain text', () => {
  it('splits paragraphs on blank lines and reads a line ending inside a paragraph as a space', () => {
    const source = 'First line\nsame paragraph.\n\n  \nSecond paragraph.\r\n\r\nThird.';
    const { blocks } = parseDocument(source, 'plain');
    expect(blocks.map((block) => block.text)).toEqual([
      'First line same paragraph.',
      'Second paragraph.',
      'Third.',
    ]);
    expect(blocks.every((block) => block.kind === 'paragraph')).toBe(true);
    expect(sourceOf(source, blocks[0], 'line same')).toBe('line\nsame');
    expect(sourceOf(source, blocks[2], 'Third')).toBe('Third');
  });

  it('reads lines that start with list markers as list items, as Markdown does', () => {
    const source =
      'Steps:\n- Open *Settings*\n  and wait\n* Pick a plan\n+ Pay\n\u2022 Done\n\n1. First\n2) Second\nlazy line';
    const { blocks } = parseDocument(source, 'plain');
    expect(blocks.map((block) => [block.kind, block.text.replace(/ +/g, ' ')])).toEqual([
      ['paragraph', 'Steps:'],
      ['list-item', 'Open *Settings* and wait'],
      ['list-item', 'Pick a plan'],
      ['list-item', 'Pay'],
      ['list-item', 'Done'],
      ['list-item', 'First'],
      ['list-item', 'Second lazy line'],
    ]);
    expect(sourceOf(source, blocks[1], 'Open')).toBe('Open');
    expect(sourceOf(source, blocks[6], 'Second')).toBe('Second');
  });

  it('keeps wrapped numbers, emphasis and dashes inside a paragraph as prose', () => {
    const source = 'We grew a lot in\n2024. Then we hired.\n*Note* this -- and\n-5 degrees is cold.';
    const { blocks } = parseDocument(source, 'plain');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph']);
    expect(blocks[0]?.text).toBe(
      'We grew a lot in 2024. Then we hired. *Note* this -- and -5 degrees is cold.',
    );
  });

  it('starts a numbered list at any number after a blank line, and at 1 inside a paragraph', () => {
    const { blocks } = parseDocument('Do this:\n1. Open it\n\n3. Close it', 'plain');
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['paragraph', 'Do this:'],
      ['list-item', 'Open it'],
      ['list-item', 'Close it'],
    ]);
  });

  it('masks text between backticks as code and skips fenced code blocks', () => {
    const source =
      'Run `npm install` or ``a ` b`` now.\n\n```sh\nrm -rf build\n\necho done\n```\nAfter the fence.\n\n~~~\nunclosed\n\ncode';
    const { blocks } = parseDocument(source, 'plain');
    expect(blocks.map((block) => block.text)).toEqual([
      `Run ${MASK_CHARACTER} or ${MASK_CHARACTER} now.`,
      'After the fence.',
    ]);
    expect(sourceOf(source, blocks[0], `Run ${MASK_CHARACTER}`)).toBe('Run `npm install`');
    expect(sourceOf(source, blocks[1], 'After')).toBe('After');
  });

  it('leaves a lone backtick as prose', () => {
    expect(parseDocument("It's `odd, isn't it.", 'plain').blocks[0]?.text).toBe("It's `odd, isn't it.");
  });

  it('masks URLs, e-mail addresses, bare domains and @mentions, mapping the mask to the whole span', () => {
    const source =
      'Mail ann@example.com or @ann, see https://example.com/a?b=1. Or visit github.com/acme today.';
    const [block] = parseDocument(source).blocks;
    expect(block?.text).toBe(
      `Mail ${MASK_CHARACTER} or ${MASK_CHARACTER}, see ${MASK_CHARACTER}. Or visit ${MASK_CHARACTER} today.`,
    );
    expect(sourceOf(source, block, `see ${MASK_CHARACTER}.`)).toBe('see https://example.com/a?b=1.');
    expect(sourceOf(source, block, `visit ${MASK_CHARACTER}`)).toBe('visit github.com/acme');
  });

  it('keeps "e.g." and "i.e." as prose', () => {
    expect(parseDocument('Use a tool, e.g. a linter, i.e. a checker.').blocks[0]?.text).toBe(
      'Use a tool, e.g. a linter, i.e. a checker.',
    );
  });

  it('counts offsets in UTF-16 code units, as the browser does', () => {
    const source = '😀 Great news 🎉 for you.';
    const [block] = parseDocument(source).blocks;
    expect(sourceOf(source, block, 'for you')).toBe('for you');
    expect(toSourceRange(block?.map ?? { starts: new Int32Array(), ends: new Int32Array() }, 3, 8)).toEqual({
      from: 3,
      to: 8,
    });
  });
});

describe('parseDocument: Markdown', () => {
  const source = [
    '# Title &amp; *more*',
    '',
    '> Quoted line one  ',
    '> line *two* \\* ok',
    '',
    '- item `code` https://x.com/a.',
    '  continued',
    '',
    '| a cell | b &lt; c |',
    '|---|---|',
    '| d | e |',
    '',
    '```js',
    'const code = 1;',
    '```',
    '',
    'Final [link text](https://example.com) here.',
  ].join('\n');
  const { blocks } = parseDocument(source, 'markdown');

  it('makes headings, quotes, list items and table cells blocks and skips code blocks', () => {
    expect(blocks.map((block) => [block.kind, block.level, block.text])).toEqual([
      ['heading', 1, 'Title & more'],
      ['quote', 0, 'Quoted line one line two * ok'],
      ['list-item', 0, `item ${MASK_CHARACTER} ${MASK_CHARACTER}. continued`],
      ['table-cell', 0, 'a cell'],
      ['table-cell', 0, 'b < c'],
      ['table-cell', 0, 'd'],
      ['table-cell', 0, 'e'],
      ['paragraph', 0, 'Final link text here.'],
    ]);
  });

  it('maps entities, escapes, emphasis and quote markers back to the source', () => {
    expect(sourceOf(source, blocks[0], 'Title & more')).toBe('Title &amp; *more');
    expect(sourceOf(source, blocks[1], 'one line')).toBe('one  \n> line');
    expect(sourceOf(source, blocks[1], 'two * ok')).toBe('two* \\* ok');
    expect(sourceOf(source, blocks[2], 'continued')).toBe('continued');
    expect(sourceOf(source, blocks[4], 'b < c')).toBe('b &lt; c');
    expect(sourceOf(source, blocks[7], 'link text')).toBe('link text');
  });
});

describe('parseDocument: HTML', () => {
  const source =
    '<h2>Hi &amp; bye</h2><p>Some\r\n   <b>bold</b> text&nbsp;here &#x1F600; ok</p><pre><code>x</code></pre>' +
    '<ul><li>one <code>npm i</code> two</li></ul><script>var a</script><blockquote><p>Quote</p></blockquote>';
  const { blocks } = parseDocument(source, 'html');

  it('makes block elements blocks and skips scripts and preformatted code', () => {
    expect(blocks.map((block) => [block.kind, block.level, block.text])).toEqual([
      ['heading', 2, 'Hi & bye'],
      ['paragraph', 0, 'Some    bold text\u00a0here 😀 ok'],
      ['list-item', 0, `one ${MASK_CHARACTER} two`],
      ['quote', 0, 'Quote'],
    ]);
  });

  it('maps entities, CRLF and tags back to the source', () => {
    expect(sourceOf(source, blocks[0], 'Hi & bye')).toBe('Hi &amp; bye');
    expect(sourceOf(source, blocks[1], 'Some    bold')).toBe('Some\r\n   <b>bold');
    expect(sourceOf(source, blocks[1], 'here 😀 ok')).toBe('here &#x1F600; ok');
    expect(sourceOf(source, blocks[2], `${MASK_CHARACTER} two`)).toBe('<code>npm i</code> two');
  });
});
