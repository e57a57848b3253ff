import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

const guide = compileGuide({ name: 'hiring', rules: [{ id: 'age-related-language' }] });
const found = (markdown: string): string[] =>
  checkText(markdown, guide, { format: 'markdown' }).findings.map((finding) =>
    markdown.slice(finding.from, finding.to),
  );

describe('age screens under a heading of criteria', () => {
  it('reads the lines under "Requirements" or "About you" as a job ad\'s', () => {
    expect(found('### Requirements\n\n- In your twenties\n- A driving licence')).toEqual([
      'In your twenties',
    ]);
    expect(found('## About you\n\nYou are in your late twenties and love coffee.')).toEqual([
      'in your late twenties',
    ]);
    expect(found("## What we're looking for\n\n- Ideally 25 to 32 years old")).toEqual([
      '25 to 32 years old',
    ]);
  });

  it('passes the same lines under another heading, and the heading itself', () => {
    expect(found('### Our story\n\n- In your twenties')).toEqual([]);
    expect(found('## Requirements\n\n### In your twenties')).toEqual([]);
    expect(found('## Requirements\n\n- Node 20 or later\n- 2 GB of memory')).toEqual([]);
  });
});
