import { parseGlossaryCsv } from '@wtt/engine';
import { describe, expect, it } from 'vitest';
import { buildCsvPreview, glossaryFullMessage, mergeTerms } from './csvPreview.ts';

const existing = [{ term: 'Write the Tone', note: 'Our name' }, { term: 'e-mail' }];

describe('buildCsvPreview', () => {
  it('lists the terms read, marks the ones that replace a term, and keeps the rejected lines with reasons', () => {
    const csv = 'term,suggestions,note\ncheckout,check out|check-out,verb\n,orphan,\nE-MAIL,email,\n';
    const preview = buildCsvPreview('brand.csv', parseGlossaryCsv(csv), existing);
    expect(preview.fileName).toBe('brand.csv');
    expect(preview.read).toEqual([
      { replaces: false, entry: { term: 'checkout', suggestions: ['check out', 'check-out'], note: 'verb' } },
      { replaces: true, entry: { term: 'E-MAIL', suggestions: ['email'] } },
    ]);
    expect(preview.rejected).toEqual([{ line: 3, reason: 'This row has no term and is skipped.' }]);
  });

  it('rejects a file without a term column, with nothing read', () => {
    const preview = buildCsvPreview('x.csv', parseGlossaryCsv('word,note\nhello,hi\n'), []);
    expect(preview.read).toEqual([]);
    expect(preview.rejected.some((line) => line.line === 1 && line.reason.includes('"term" column'))).toBe(
      true,
    );
  });

  it('rejects a term longer than the server allows, naming it', () => {
    const long = 'x'.repeat(201);
    const preview = buildCsvPreview('x.csv', parseGlossaryCsv(`term\nok\n${long}\n`), []);
    expect(preview.read.map((term) => term.entry.term)).toEqual(['ok']);
    expect(preview.rejected).toEqual([
      { line: null, reason: 'The term has 201 characters; at most 200 are allowed.' },
    ]);
  });

  it('stops adding new terms at the glossary limit but still reads replacements', () => {
    const preview = buildCsvPreview('x.csv', parseGlossaryCsv('term\none\ntwo\ne-mail\n'), existing, 3);
    expect(preview.read.map((term) => term.entry.term)).toEqual(['one', 'e-mail']);
    expect(preview.rejected).toEqual([{ line: null, reason: glossaryFullMessage(3) }]);
  });
});

describe('mergeTerms', () => {
  it('replaces terms in place and adds new ones after, in file order', () => {
    const preview = buildCsvPreview(
      'x.csv',
      parseGlossaryCsv('term,note\nzebra,\nwrite the tone,new note\n'),
      existing,
    );
    expect(mergeTerms(existing, preview.read)).toEqual([
      { term: 'write the tone', note: 'new note' },
      { term: 'e-mail' },
      { term: 'zebra' },
    ]);
  });
});
