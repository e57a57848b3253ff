import { describe, expect, it } from 'vitest';
import { inflect, wordForms } from './wordForms.ts';

const forms = (word: string, role: 'verb' | 'noun' | 'any' = 'any'): string[] =>
  wordForms(word, role).map((form) => form.form);

describe('word forms', () => {
  it('inflects regular verbs with e-drop, y to i, and doubling of short words', () => {
    expect(forms('manage', 'verb')).toEqual(['manage', 'manages', 'managed', 'managing']);
    expect(forms('stop', 'verb')).toEqual(['stop', 'stops', 'stopped', 'stopping']);
    expect(forms('apply', 'verb')).toEqual(['apply', 'applies', 'applied', 'applying']);
    expect(forms('commit', 'verb')).toContain('committed');
    expect(forms('visit', 'verb')).toContain('visiting');
    expect(forms('die', 'verb')).toContain('dying');
    expect(forms('see', 'verb')).toEqual(['see', 'sees', 'saw', 'seen', 'seeing']);
  });

  it('knows common irregular verbs and plurals', () => {
    expect(forms('write', 'verb')).toEqual(['write', 'writes', 'wrote', 'written', 'writing']);
    expect(forms('child', 'noun')).toEqual(['child', 'children', "child's", "children's"]);
    expect(forms('chairman', 'noun')).toContain('chairmen');
    expect(forms('box', 'noun')).toContain('boxes');
    expect(forms('city', 'noun')).toContain('cities');
  });

  it('builds possessives and keeps the case of brand names', () => {
    expect(forms('GitHub', 'noun')).toEqual(['GitHub', 'GitHubs', "GitHub's", "GitHubs'"]);
    expect(inflect('API', 's')).toEqual(['APIs']);
    expect(inflect('Deploy', 'past')).toEqual(['Deployed']);
    expect(inflect('Write', 'participle')).toEqual(['Written']);
  });

  it('leaves words without letters alone', () => {
    expect(forms('42')).toEqual(['42']);
  });
});
