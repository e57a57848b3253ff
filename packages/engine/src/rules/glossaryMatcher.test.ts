import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { compileGlossary, findGlossaryTerms } from './glossaryMatcher.ts';

const found = (terms: string[], text: string, loose = false): string[] =>
  findGlossaryTerms(
    compileGlossary(
      terms.map((term) => ({ term })),
      { loose },
    ),
    analyzeProse(text, 'paragraph'),
  ).map((hit) => text.slice(hit.from, hit.to));

describe('glossary terms with symbols', () => {
  it('match with their symbols, and only then', () => {
    const text = 'We use C++, C# and C with .NET, ASP.NET and Node.js.';
    expect(found(['C++'], text)).toEqual(['C++']);
    expect(found(['C#'], text)).toEqual(['C#']);
    expect(found(['.NET'], text)).toEqual(['.NET']);
    expect(found(['Node.js'], text)).toEqual(['Node.js']);
    expect(found(['C'], text)).toEqual(['C']);
    expect(found(['C', 'C++', 'C#'], text)).toEqual(['C++', 'C#', 'C']);
  });

  it('do not match inside a longer name or a longer run of symbols', () => {
    expect(found(['C++'], 'Try C+++ or C++x today.')).toEqual([]);
    expect(found(['.NET'], 'Host it on ASP.NET servers.')).toEqual([]);
    expect(found(['C'], 'Write it in C++ or C#.')).toEqual([]);
  });

  it('forbid, require and spell exactly', () => {
    const forbidden = {
      name: 'f',
      rules: [{ id: 'forbidden-terms', params: { terms: [{ term: 'C++', suggestions: ['Rust'] }] } }],
    };
    expect(
      checkText('We rewrote it in C++ last year.', forbidden).findings.map((f) => [
        f.from,
        f.to,
        f.fix?.replacement,
      ]),
    ).toEqual([[17, 20, 'Rust']]);
    expect(checkText('We rewrote it in C last year.', forbidden).findings).toEqual([]);

    const required = { name: 'r', rules: [{ id: 'required-terms', params: { terms: ['.NET'] } }] };
    expect(checkText('It runs on .NET 8.', required).findings).toEqual([]);
    expect(checkText('It runs on the NET.', required).findings.map((f) => f.id)).toEqual(['required-terms']);

    const exact = {
      name: 'e',
      rules: [{ id: 'exact-spelling', params: { terms: ['.NET', 'Node.js', 'C#'] } }],
    };
    const findings = checkText('We ship .net, NodeJS and c# apps.', exact).findings;
    expect(findings.map((f) => f.fix?.replacement)).toEqual(['.NET', 'Node.js', 'C#']);
    expect(checkText('We ship .NET, Node.js and C# apps.', exact).findings).toEqual([]);
  });
});
