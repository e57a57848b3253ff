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
    expect(libraryRedirectTarget(undefined, query('create=true'))).toBe('/library/guides?create=true');
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
