// The four colour themes of spec section 3 (id, name, primary colour, accent colour). The primary colour
// differs per scheme (spec section 9: the default theme is violet-blue in light mode and light blue in
// dark mode); each theme pairs a darker shade for light mode with a lighter one for dark mode.
import type { PaletteName } from './palettes.ts';

export const COLOR_THEME_IDS = ['purple-amber', 'ocean-sunset', 'forest-gold', 'rose-mint'] as const;
export type ColorThemeId = (typeof COLOR_THEME_IDS)[number];

export interface ColorTheme {
  id: ColorThemeId;
  name: string;
  primary: { light: PaletteName; dark: PaletteName };
  accent: PaletteName;
}

export const COLOR_THEMES: readonly ColorTheme[] = [
  {
    id: 'purple-amber',
    name: 'Purple Amber',
    primary: { light: 'violetBlue', dark: 'skyBlue' },
    accent: 'amber',
  },
  { id: 'ocean-sunset', name: 'Ocean Sunset', primary: { light: 'ocean', dark: 'aqua' }, accent: 'sunset' },
  { id: 'forest-gold', name: 'Forest Gold', primary: { light: 'forest', dark: 'forest' }, accent: 'gold' },
  { id: 'rose-mint', name: 'Rose Mint', primary: { light: 'rose', dark: 'rose' }, accent: 'mint' },
];

export const DEFAULT_COLOR_THEME_ID: ColorThemeId = 'purple-amber';

export function isColorThemeId(value: unknown): value is ColorThemeId {
  return COLOR_THEME_IDS.some((id) => id === value);
}

export function colorThemeById(id: ColorThemeId): ColorTheme {
  const theme = COLOR_THEMES.find((candidate) => candidate.id === id);
  if (theme === undefined) throw new Error(`Unknown colour theme ${id}`);
  return theme;
}
