// Builds the Mantine theme for a colour theme: every palette is registered, and the virtual colours
// `primary` and `accent` point at the theme's palettes for the current scheme.
import { Anchor, createTheme, virtualColor } from '@mantine/core';
import type { MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import type { ColorTheme } from './colorThemes.ts';
import { PALETTES, PRIMARY_SHADE } from './palettes.ts';

const palettes: Record<string, MantineColorsTuple> = { ...PALETTES };

export function buildMantineTheme(colorTheme: ColorTheme): MantineThemeOverride {
  return createTheme({
    colors: {
      ...palettes,
      primary: virtualColor({
        name: 'primary',
        light: colorTheme.primary.light,
        dark: colorTheme.primary.dark,
      }),
      accent: virtualColor({ name: 'accent', light: colorTheme.accent, dark: colorTheme.accent }),
    },
    primaryColor: 'primary',
    primaryShade: PRIMARY_SHADE,
    // 0.179 is where black and white text reach equal contrast, so filled buttons always pick the better one.
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
    // Links sit inside sentences: an underline tells them apart without relying on colour (WCAG 1.4.1).
    components: { Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }) },
    other: { colorThemeId: colorTheme.id },
  });
}
