import { describe, expect, it } from 'vitest';
import { COLOR_THEME_STORAGE_KEY, readStoredColorThemeId, useColorThemeStore } from './colorThemeStore.ts';

describe('colour theme store', () => {
  it('saves the chosen theme id under wtt-color-theme', () => {
    expect(COLOR_THEME_STORAGE_KEY).toBe('wtt-color-theme');
    useColorThemeStore.getState().setThemeId('forest-gold');
    expect(useColorThemeStore.getState().themeId).toBe('forest-gold');
    expect(window.localStorage.getItem('wtt-color-theme')).toBe('forest-gold');
  });

  it('reads a saved theme and falls back to purple-amber for anything unknown', () => {
    window.localStorage.setItem('wtt-color-theme', 'rose-mint');
    expect(readStoredColorThemeId()).toBe('rose-mint');
    window.localStorage.setItem('wtt-color-theme', 'neon');
    expect(readStoredColorThemeId()).toBe('purple-amber');
    window.localStorage.removeItem('wtt-color-theme');
    expect(readStoredColorThemeId()).toBe('purple-amber');
  });
});
