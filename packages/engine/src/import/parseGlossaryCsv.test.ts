import { describe, expect, it } from 'vitest';
import { compileGuide } from '../guide/compileGuide.ts';
import { checkText } from '../check/checkText.ts';
import { readCsv } from './csv.ts';
import { parseGlossaryCsv } from './parseGlossaryCsv.ts';

describe('readCsv (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const { records, problems } = readCsv('a,"b, c","say ""hi""","two\r\nlines"\r\nd,e,f,g\r\n');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"', 'two\r\nlines'] },
      { line: 3, fields: ['d', 'e', 'f', 'g'] },
    ]);
  });

  it('accepts LF and CR line ends, a missing final line break and empty fields', () => {
    expect(readCsv('a,,c\nd\re,f').records).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 2, fields: ['d'] },
      { line: 3, fields: ['e', 'f'] },
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(readCsv('a\n\n\r\nb\n').records).toEqual([
      { line: 1, fields: ['a'] },
      { line: 4, fields: ['b'] },
    ]);
  });

  it('reports an unclosed quote and stray quotes instead of failing', () => {
    expect(readCsv('a,"open\nb').problems).toEqual([
      { line: 1, message: 'A quoted field is not closed before the end of the file.' },
    ]);
    const stray = readCsv('5" disk,x\n"a"b,c');
    expect(stray.records.map((record) => record.fields)).toEqual([
      ['5" disk', 'x'],
      ['ab', 'c'],
    ]);
    expect(stray.problems.map((problem) => problem.line)).toEqual([1, 2]);
  });
});

describe('parseGlossaryCsv', () => {
  it('reads terms, suggestions split on | or ; and notes, with a BOM and CRLF', () => {
    const csv =
      '\uFEFFterm,suggestions,note\r\n' +
      'utilize,use,Plain words read faster.\r\n' +
      '"in order to","to | so that",\r\n' +
      'leverage,use;apply;use,"Jargon, say what you mean."\r\n';
    expect(parseGlossaryCsv(csv)).toEqual({
      terms: [
        { term: 'utilize', suggestions: ['use'], note: 'Plain words read faster.' },
        { term: 'in order to', suggestions: ['to', 'so that'] },
        { term: 'leverage', suggestions: ['use', 'apply'], note: 'Jargon, say what you mean.' },
      ],
      issues: [],
    });
  });

  it('takes the columns in any order, by name, with common aliases', () => {
    const csv = 'Notes,Term\nA brand name.,GitHub\n,JavaScript\n';
    expect(parseGlossaryCsv(csv).terms).toEqual([
      { term: 'GitHub', note: 'A brand name.' },
      { term: 'JavaScript' },
    ]);
  });

  it('reports duplicate terms in any case and keeps the first', () => {
    const { terms, issues } = parseGlossaryCsv('term\nGitHub\n\nLinkedIn\ngithub\n');
    expect(terms.map((entry) => entry.term)).toEqual(['GitHub', 'LinkedIn']);
    expect(issues).toEqual([{ line: 5, message: '"github" repeats the term on line 2 and is skipped.' }]);
  });

  it('reports rows without a term, extra fields and unknown columns', () => {
    const { terms, issues } = parseGlossaryCsv('term,suggestions,colour\n,use\nutilize,use,red,extra\n');
    expect(terms).toEqual([{ term: 'utilize', suggestions: ['use'] }]);
    expect(issues.map((issue) => issue.line)).toEqual([1, 2, 3]);
    expect(issues[0]?.message).toContain('Unknown column "colour"');
    expect(issues[1]?.message).toContain('no term');
    expect(issues[2]?.message).toContain('4 fields');
  });

  it('needs a header with a term column', () => {
    expect(parseGlossaryCsv('').issues[0]?.message).toContain('empty');
    const noTerm = parseGlossaryCsv('word,suggestions\nutilize,use\n');
    expect(noTerm.terms).toEqual([]);
    expect(noTerm.issues.at(-1)?.message).toContain('needs a "term" column');
  });

  it('gives terms that a guide accepts as they are', () => {
    const { terms } = parseGlossaryCsv('term,suggestions\nutilize,use\n');
    const guide = compileGuide({ name: 'CSV', rules: [{ id: 'forbidden-terms', params: { terms } }] });
    const { findings } = checkText('We utilized the tool.', guide);
    expect(findings.map((finding) => finding.fix?.replacement)).toEqual(['used']);
  });
});
