import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import { headedNews, underRepairLabel } from './empathyHeadings.ts';

// "# Removed" is a heading, "- Foo" a list line, anything else a paragraph.
const blocks = (...texts: string[]): BlockView[] =>
  texts.map((text) => {
    const heading = /^#+ /u.exec(text);
    if (heading) return analyzeProse(text.slice(heading[0].length), 'heading', heading[0].length - 1);
    if (text.startsWith('- ')) return analyzeProse(text.slice(2), 'list-item');
    return analyzeProse(text, 'paragraph');
  });
const news = (...texts: string[]): boolean => headedNews(blocks(...texts)) !== undefined;

describe('headedNews', () => {
  it('reads a label of removal over a list', () => {
    expect(news('## Release 3', '### Removed', '- The CSV importer.', '- Legacy themes.')).toBe(true);
    expect(news('## Discontinued', '- Same-day delivery.')).toBe(true);
    expect(news('## Removed', 'Nothing this time.')).toBe(false);
    expect(news('### Added', '- Dark mode.')).toBe(false);
  });
  it('reads a problem heading over a report of who is hit, not a guide', () => {
    expect(news('### Known issue', 'Users on Safari 16 cannot upload large files.')).toBe(true);
    expect(news('Status: degraded performance', 'Checkout is slow for some merchants.')).toBe(true);
    expect(news('## Known issues', 'If the app will not start, reinstall it.')).toBe(false);
    expect(news('## Outage map', 'See live faults near you.')).toBe(false);
  });
  it('reads a day shown closed under a dated change of hours', () => {
    expect(news('## Opening hours', 'From 1 September we will be open:', '- Friday: closed')).toBe(true);
    expect(news('## Opening hours', '- Monday to Friday: 9 to 5', '- Sunday: closed')).toBe(false);
  });
});

describe('underRepairLabel', () => {
  it('finds list lines under a label of repair or of features', () => {
    const fixed = blocks('## Fixed', '- A crash on start.', '- An error on save.');
    expect(underRepairLabel(fixed, 2)).toBe(true);
    const features = blocks('Features', '- Alerts when errors spike');
    expect(underRepairLabel(features, 1)).toBe(true);
    const news = blocks("## What's new", '- Exports are now limited to 10,000 rows.');
    expect(underRepairLabel(news, 1)).toBe(false);
  });
});
