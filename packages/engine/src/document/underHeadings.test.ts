import { describe, expect, it } from 'vitest';
import { parseDocument } from './parseDocument.ts';
import { underHeadings } from './underHeadings.ts';

describe('underHeadings', () => {
  it('gives each block the nearest heading before it, and a heading the nearest of a higher level', () => {
    const blocks = [
      { kind: 'paragraph' as const, text: 'Intro' },
      { kind: 'heading' as const, level: 1, text: 'Jobs' },
      { kind: 'heading' as const, level: 2, text: 'Requirements' },
      { kind: 'list-item' as const, text: 'Under 30' },
      { kind: 'heading' as const, level: 2, text: 'Benefits' },
      { kind: 'paragraph' as const, text: 'Free lunch' },
      { kind: 'heading' as const, level: 1, text: 'Contact' },
      { kind: 'code' as const, text: 'x = 1' },
      { kind: 'heading' as const, level: 3, text: 'Phone' },
    ];
    expect(underHeadings(blocks)).toEqual([
      undefined,
      undefined,
      'Jobs',
      'Requirements',
      'Jobs',
      'Benefits',
      undefined,
      'Contact',
      'Contact',
    ]);
  });

  it('is what parseDocument gives each Markdown block, as prose (code masked)', () => {
    const document = parseDocument('# Setup `npm`\n\nRun it.\n\nPlain line', 'markdown');
    expect(document.blocks.map((block) => block.heading)).toEqual([
      undefined,
      'Setup \uFFFC',
      'Setup \uFFFC',
    ]);
    expect(parseDocument('No headings here.', 'plain').blocks[0]?.heading).toBeUndefined();
  });
});
