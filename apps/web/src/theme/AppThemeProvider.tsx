// Mantine with the chosen colour theme and scheme; also mirrors dark mode as the `tt-dark` class on <html>
// (spec section 9), which plain CSS and later editor styles select on.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { useColorThemeStore } from '../stores/colorThemeStore.ts';
import { useUiStore } from '../stores/uiStore.ts';
import { createUiColorSchemeManager } from './colorSchemeManager.ts';
import { colorThemeById } from './colorThemes.ts';
import { cssVariablesResolver } from './cssVariables.ts';
import { buildMantineTheme } from './mantineTheme.ts';

export const DARK_MODE_CLASS = 'tt-dark';

const colorSchemeManager = createUiColorSchemeManager();

export function AppThemeProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  const themeId = useColorThemeStore((state) => state.themeId);
  const darkMode = useUiStore((state) => state.darkMode);
  const theme = useMemo(() => buildMantineTheme(colorThemeById(themeId)), [themeId]);

  useEffect(() => {
    document.documentElement.classList.toggle(DARK_MODE_CLASS, darkMode);
  }, [darkMode]);

  useEffect(() => {
    document.documentElement.dataset.colorTheme = themeId;
  }, [themeId]);

  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={darkMode ? 'dark' : 'light'}
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
