import { describe, expect, it } from 'vitest';
import { compileGuide } from '../guide/compileGuide.ts';
import { checkText } from './checkText.ts';

describe('checkText', () => {
  it('reports findings as DESIGN.md section 6 shapes them, with offsets into the checked text', () => {
    const text = 'Hello team,\n\nWe utilized Github yesterday.';
    const result = checkText(text, {
      name: 'Brand',
      rules: [
        {
          id: 'forbidden-terms',
          params: { terms: [{ term: 'utilize', suggestions: ['use'], note: 'Plain words.' }] },
        },
        { id: 'exact-spelling', params: { terms: ['GitHub'] } },
      ],
    });
    expect(result.findings).toEqual([
      {
        from: 16,
        to: 24,
        type: 'Choice of Words',
        id: 'forbidden-terms',
        methodName: 'forbidden-term',
        message: 'Replace “utilized” with “used”: the guide forbids it. Plain words.',
        severity: 'error',
        suggestions: ['used'],
        fix: { begin: 16, end: 24, replacement: 'used' },
      },
      {
        from: 25,
        to: 31,
        type: 'Choice of Words',
        id: 'exact-spelling',
        methodName: 'exact-spelling',
        message: 'Write “GitHub”, not “Github”: that is how the guide spells it.',
        severity: 'error',
        suggestions: ['GitHub'],
        fix: { begin: 25, end: 31, replacement: 'GitHub' },
      },
    ]);
    expect(text.slice(16, 24)).toBe('utilized');
  });

  it('sorts findings by position, then rule id', () => {
    const { findings } = checkText('Basically the report was written by Ann. It is very very long.', {
      name: 'G',
      rules: [{ id: 'repeated-words' }, { id: 'intensifiers' }, { id: 'passive-voice' }],
    });
    const keys = findings.map((finding) => [finding.from, finding.to, finding.id]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1])),
    );
    expect(findings.map((finding) => finding.id)).toEqual([
      'intensifiers',
      'passive-voice',
      'intensifiers',
      'repeated-words',
      'intensifiers',
    ]);
  });

  it('drops a fix that would introduce a new finding of the same guide', () => {
    const guide = compileGuide({
      name: 'G',
      rules: [
        {
          id: 'forbidden-terms',
          params: { terms: [{ term: 'utilize', suggestions: ['leverage'] }, 'leverage'] },
        },
      ],
    });
    const [finding] = checkText('Please utilize the form.', guide).findings;
    expect(finding?.suggestions).toEqual(['leverage']);
    expect(finding?.fix).toBeUndefined();
  });

  it('drops a fix that makes a sentence too long, and keeps the others', () => {
    const guide = compileGuide({
      name: 'G',
      rules: [
        {
          id: 'forbidden-terms',
          params: {
            terms: [
              { term: 'asap', suggestions: ['as soon as you possibly can'] },
              { term: 'utilize', suggestions: ['use'] },
            ],
          },
        },
        { id: 'max-sentence-length', params: { max: 6 } },
      ],
    });
    const { findings } = checkText('Reply asap, please. Utilize it.', guide);
    expect(findings.map((finding) => [finding.id, finding.fix?.replacement])).toEqual([
      ['forbidden-terms', undefined],
      ['forbidden-terms', 'Use'],
    ]);
  });

  it('maps findings in Markdown and HTML to the source, escaping HTML in fixes', () => {
    const guide = { name: 'G', rules: [{ id: 'exact-spelling', params: { terms: ['R&D'] } }] };
    const markdown = '# Our *github* team\n\nSee `github` or https://github.com.';
    const md = checkText(
      markdown,
      { name: 'G', rules: [{ id: 'exact-spelling', params: { terms: ['GitHub'] } }] },
      { format: 'markdown' },
    );
    expect(md.findings.map((finding) => markdown.slice(finding.from, finding.to))).toEqual(['github']);
    const html = '<p>Our r&amp;d team.</p>';
    const [finding] = checkText(html, guide, { format: 'html' }).findings;
    expect(html.slice(finding?.from ?? 0, finding?.to ?? 0)).toBe('r&amp;d');
    // The source is "r&amp;d", not the prose "r&d": no fix that would rewrite markup blindly.
    expect(finding?.fix).toBeUndefined();
    const [plain] = checkText(
      '<p>Our Github page.</p>',
      { name: 'G', rules: [{ id: 'exact-spelling', params: { terms: ['GitHub'] } }] },
      { format: 'html' },
    ).findings;
    expect(plain?.fix).toEqual({ begin: 7, end: 13, replacement: 'GitHub' });
  });

  it('skips a title heading when looking for the greeting, in Markdown', () => {
    const guide = { name: 'G', rules: [{ id: 'greeting-check' }] };
    expect(
      checkText('# Order update\n\nDear Anna, it ships today.', guide, { format: 'markdown' }).findings,
    ).toEqual([]);
    expect(
      checkText('# Order update\n\nIt ships today.', guide, { format: 'markdown' }).findings,
    ).toHaveLength(1);
  });

  it('checks nothing in an empty text and scores it 100', () => {
    const result = checkText('', {
      name: 'G',
      rules: [{ id: 'greeting-check' }, { id: 'required-terms', params: { terms: ['x'] } }],
    });
    expect(result.findings).toEqual([]);
    expect(result.score.overall).toBe(100);
  });
});
