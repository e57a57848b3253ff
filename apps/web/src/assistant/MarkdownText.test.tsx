import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/renderAt.tsx';
import { MarkdownText, safeLinkAddress } from './MarkdownText.tsx';

function show(text: string): HTMLElement {
  const { container } = renderAt('/', { '/': <MarkdownText text={text} /> });
  return container;
}

describe('an answer in Markdown', () => {
  it('is formatted: emphasis, lists, code', () => {
    const container = show('Your text breaks **2 rules**:\n\n- *utilize*\n- `leverage`');
    expect(container.querySelector('strong')?.textContent).toBe('2 rules');
    expect(Array.from(container.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'utilize',
      'leverage',
    ]);
    expect(container.querySelector('code')?.textContent).toBe('leverage');
  });

  it('shows raw HTML and script tags as text, never as elements', () => {
    const container = show(
      'Before <script>window.hacked = true</script> <img src=x onerror="alert(1)"> <b>bold</b>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const shown = container.querySelector('p')?.textContent;
    expect(shown).toContain('<script>window.hacked = true</script>');
    expect(shown).toContain('<b>bold</b>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('links only http, https and mailto addresses, in a new tab without access to this one', () => {
    show(
      '[site](https://example.com/guide) [mail](mailto:team@example.com) [bad](javascript:alert(1)) [data](data:text/html,hi) [relative](/library)',
    );
    const site = screen.getByRole('link', { name: 'site' });
    expect(site.getAttribute('href')).toBe('https://example.com/guide');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:team@example.com');
    for (const name of ['bad', 'data', 'relative']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name)).toBeTruthy();
    }
  });

  it('shows an image as its description, so nothing is fetched', () => {
    const container = show('![a chart](https://tracker.example.com/pixel.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('a chart');
  });

  it('accepts only absolute http, https and mailto addresses', () => {
    expect(safeLinkAddress('https://example.com')).toBe('https://example.com');
    expect(safeLinkAddress('HTTP://EXAMPLE.COM')).toBe('HTTP://EXAMPLE.COM');
    expect(safeLinkAddress('javascript:alert(1)')).toBe('');
    expect(safeLinkAddress('vbscript:x')).toBe('');
    expect(safeLinkAddress('//evil.example.com')).toBe('');
  });
});
