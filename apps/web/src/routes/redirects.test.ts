import { describe, expect, it } from 'vitest';
import { libraryRedirectTarget, toolsRedirectTarget } from './redirects.ts';

const query = (text = '') => new URLSearchParams(text);

describe('libraryRedirectTarget', () => {
  it('stays on a valid section', () => {
    for (const section of ['guides', 'glossaries', 'prompts']) {
      expect(libraryRedirectTarget(section, query())).toBeNull();
    }
    expect(libraryRedirectTarget('prompts', query('create=true'))).toBeNull();
  });

  it('sends a missing or unknown section to guides', () => {
    expect(libraryRedirectTarget(undefined, query())).toBe('/library/guides');
    expect(libraryRedirectTarget('videos', query())).toBe('/library/guides');
    expect(libraryRedirectTarget('Guides', query())).toBe('/library/guides');
  });

  it('keeps the query when correcting the section', () => {
    expect(libraryRedirectTarget(undefined, query('sort=name'))).toBe('/library/guides?sort=name');
  });

  it('sends create=true without a valid section to prompt creation (spec section 2)', () => {
    expect(libraryRedirectTarget(undefined, query('create=true'))).toBe('/library/prompts?create=true');
    expect(libraryRedirectTarget('videos', query('create=true&x=1'))).toBe(
      '/library/prompts?create=true&x=1',
    );
    expect(libraryRedirectTarget(undefined, query('create=false'))).toBe('/library/guides?create=false');
    expect(libraryRedirectTarget('glossaries', query('create=true'))).toBeNull();
  });

  it('sends a code to the shared guide, whatever the section', () => {
    expect(libraryRedirectTarget(undefined, query('code=AB12'))).toBe('/shared-guide?code=AB12');
    expect(libraryRedirectTarget('guides', query('code=a b&x=1'))).toBe('/shared-guide?code=a+b');
  });
});

describe('toolsRedirectTarget', () => {
  it('stays on matcher and analyzer', () => {
    expect(toolsRedirectTarget('matcher')).toBeNull();
    expect(toolsRedirectTarget('analyzer')).toBeNull();
  });

  it('sends a missing or unknown tool to the matcher', () => {
    expect(toolsRedirectTarget(undefined)).toBe('/tools/matcher');
    expect(toolsRedirectTarget('translator')).toBe('/tools/matcher');
  });
});
