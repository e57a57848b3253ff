import { describe, expect, it } from 'vitest';
import { COLOR_THEMES, DEFAULT_COLOR_THEME_ID, colorThemeById, isColorThemeId } from './colorThemes.ts';
import { buildMantineTheme } from './mantineTheme.ts';
import { PALETTES, PRIMARY_SHADE } from './palettes.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

describe('colour themes', () => {
  it('are the four themes of the spec, purple-amber first and default', () => {
    expect(COLOR_THEMES.map((theme) => theme.id)).toEqual([
      'purple-amber',
      'ocean-sunset',
      'forest-gold',
      'rose-mint',
    ]);
    expect(COLOR_THEMES.map((theme) => theme.name)).toEqual([
      'Purple Amber',
      'Ocean Sunset',
      'Forest Gold',
      'Rose Mint',
    ]);
    expect(DEFAULT_COLOR_THEME_ID).toBe('purple-amber');
  });

  it('makes the default primary violet-blue in light mode and light blue in dark mode', () => {
    const theme = colorThemeById('purple-amber');
    expect(theme.primary).toEqual({ light: 'violetBlue', dark: 'skyBlue' });
    expect(theme.accent).toBe('amber');
  });

  it('keeps every primary colour readable as text in its scheme (WCAG AA 4.5:1)', () => {
    for (const theme of COLOR_THEMES) {
      const light = PALETTES[theme.primary.light][PRIMARY_SHADE.light];
      const dark = PALETTES[theme.primary.dark][PRIMARY_SHADE.dark];
      expect(contrast(light, '#ffffff'), `${theme.id} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark, '#242424'), `${theme.id} dark`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('recognises theme ids', () => {
    expect(isColorThemeId('ocean-sunset')).toBe(true);
    expect(isColorThemeId('neon')).toBe(false);
    expect(isColorThemeId(null)).toBe(false);
  });

  it('builds a Mantine theme whose primary colour follows the theme', () => {
    const mantineTheme = buildMantineTheme(colorThemeById('rose-mint'));
    expect(mantineTheme.primaryColor).toBe('primary');
    expect(mantineTheme.primaryShade).toEqual({ light: 6, dark: 4 });
    expect(mantineTheme.other).toEqual({ colorThemeId: 'rose-mint' });
    expect(mantineTheme.colors?.rose).toEqual(PALETTES.rose);
  });
});
