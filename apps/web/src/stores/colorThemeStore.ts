// The chosen colour theme, saved as its plain id under localStorage key `wtt-color-theme`.
import { create } from 'zustand';
import type { ColorThemeId } from '../theme/colorThemes.ts';
import { DEFAULT_COLOR_THEME_ID, isColorThemeId } from '../theme/colorThemes.ts';
import { safeLocalStorage } from './safeStorage.ts';

export const COLOR_THEME_STORAGE_KEY = 'wtt-color-theme';

export function readStoredColorThemeId(): ColorThemeId {
  const stored = safeLocalStorage.getItem(COLOR_THEME_STORAGE_KEY);
  return isColorThemeId(stored) ? stored : DEFAULT_COLOR_THEME_ID;
}

interface ColorThemeState {
  themeId: ColorThemeId;
  setThemeId: (themeId: ColorThemeId) => void;
}

export const useColorThemeStore = create<ColorThemeState>()((set) => ({
  themeId: readStoredColorThemeId(),
  setThemeId: (themeId) => {
    safeLocalStorage.setItem(COLOR_THEME_STORAGE_KEY, themeId);
    set({ themeId });
  },
}));
