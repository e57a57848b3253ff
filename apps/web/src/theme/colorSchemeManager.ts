// Mantine keeps its colour scheme in a manager; this one reads and writes the `darkMode` flag of the UI
// store, so wttUI stays the single saved source and Mantine's own toggles stay in step with it.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { useUiStore } from '../stores/uiStore.ts';

const schemeOf = (darkMode: boolean): 'dark' | 'light' => (darkMode ? 'dark' : 'light');

export function createUiColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => schemeOf(useUiStore.getState().darkMode),
    // 'auto' has no place in the saved flag: it resolves to the scheme the system prefers right now.
    set: (value: MantineColorScheme) => {
      const dark =
        value === 'auto' ? window.matchMedia('(prefers-color-scheme: dark)').matches : value === 'dark';
      useUiStore.getState().setDarkMode(dark);
    },
    subscribe: (onUpdate) => {
      unsubscribe?.();
      unsubscribe = useUiStore.subscribe((state, previous) => {
        if (state.darkMode !== previous.darkMode) onUpdate(schemeOf(state.darkMode));
      });
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear: () => useUiStore.getState().setDarkMode(false),
  };
}
