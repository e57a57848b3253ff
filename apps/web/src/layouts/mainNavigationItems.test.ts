import { describe, expect, it } from 'vitest';
import { MAIN_NAVIGATION, isNavigationItemActive } from './mainNavigationItems.ts';

const item = (label: string) => {
  const found = MAIN_NAVIGATION.find((candidate) => candidate.label === label);
  if (found === undefined) throw new Error(`no item ${label}`);
  return found;
};

describe('main navigation', () => {
  it('lists Library, Workspace, Tools, Assistant and Profile in that order', () => {
    expect(MAIN_NAVIGATION.map((entry) => entry.label)).toEqual([
      'Library',
      'Workspace',
      'Tools',
      'Assistant',
      'Profile',
    ]);
    expect(item('Workspace').to).toBe('/editor');
  });

  it('marks the item of the current area', () => {
    expect(isNavigationItemActive(item('Library'), '/library/guide/12')).toBe(true);
    expect(isNavigationItemActive(item('Workspace'), '/editor/create-guide')).toBe(true);
    expect(isNavigationItemActive(item('Workspace'), '/wizard')).toBe(true);
    expect(isNavigationItemActive(item('Tools'), '/tools/analyzer')).toBe(true);
    expect(isNavigationItemActive(item('Profile'), '/profile/settings')).toBe(true);
  });

  it('does not mark an item for a path that merely starts with the same letters', () => {
    expect(isNavigationItemActive(item('Library'), '/library-old')).toBe(false);
    expect(isNavigationItemActive(item('Assistant'), '/library/guides')).toBe(false);
  });
});
