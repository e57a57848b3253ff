import { describe, expect, it } from 'vitest';
import { parseDocument } from '../document/parseDocument.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import type { Guide } from '../guide/types.ts';
import { checkProse } from './checkedBlock.ts';
import { checkText, resultOfCheckedProse } from './checkText.ts';
import { fromPortableBlocks, toPortableBlocks, type PortableBlock } from './portableBlocks.ts';

// Block rules with fixes (so blocks carry their fixed prose) and document rules that read every block.
const guide: Guide = {
  name: 'Split',
  rules: [
    { id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } },
    { id: 'exact-spelling', params: { terms: ['GitHub'] } },
    { id: 'contractions', params: { style: 'use' } },
    { id: 'duplicate-punctuation' },
    { id: 'max-sentence-length', params: { max: 12 } },
    { id: 'exclamation-marks' },
    { id: 'greeting-check' },
    { id: 'required-terms', params: { terms: ['support team'] } },
  ],
};

const text = [
  '# Release notes',
  'We will utilize Github to ship it!! Do not worry, it is fine.',
  '- It is ready. We utilized the export and it was great!',
  '> Thanks, we will utilize it soon!',
  'A long sentence that goes on and on with many words until it is far too long to read at once.',
  'Great news! Amazing news! We cannot wait!',
].join('\n\n');

describe('checked blocks across threads', () => {
  it('give the result of checkText after a structured clone, checked in any split', () => {
    const compiled = compileGuide(guide);
    const document = parseDocument(text, 'markdown');
    const blocks = document.blocks;
    // Each part checked alone, as a worker would, then posted and rebuilt here. Plain data survives
    // JSON, so it survives the structured clone of postMessage (the CLI's tests post it for real).
    const posted = (blocks: PortableBlock[]): PortableBlock[] =>
      JSON.parse(JSON.stringify(blocks)) as PortableBlock[];
    const prose = [blocks.slice(0, 2), blocks.slice(2, 3), blocks.slice(3)].flatMap((part) =>
      fromPortableBlocks(posted(toPortableBlocks(checkProse(part, compiled), compiled)), compiled),
    );
    expect(prose.some((block) => block.fixed)).toBe(true);
    const expected = checkText(text, compiled, { format: 'markdown' });
    expect(expected.findings.map((finding) => finding.id)).toEqual(
      expect.arrayContaining(['forbidden-terms', 'exact-spelling', 'exclamation-marks', 'required-terms']),
    );
    expect(resultOfCheckedProse(text, 'markdown', document, compiled, prose)).toEqual(expected);
  });

  it('name their rules by place, and refuse a guide without them', () => {
    const compiled = compileGuide(guide);
    const checked = checkProse(parseDocument('We utilize Github.').blocks, compiled);
    const portable = toPortableBlocks(checked, compiled);
    expect(portable[0]?.hits.map((hit) => compiled.blockRules[hit.rule]?.info.id)).toEqual([
      'forbidden-terms',
      'exact-spelling',
    ]);
    expect(() => fromPortableBlocks(portable, compileGuide({ name: 'Empty', rules: [] }))).toThrow(
      /No block rule/,
    );
    expect(() => toPortableBlocks(checked, compileGuide({ name: 'Other', rules: guide.rules }))).toThrow(
      /not in the guide/,
    );
  });
});
