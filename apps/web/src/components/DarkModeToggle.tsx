import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useUiStore } from '../stores/uiStore.ts';

export function DarkModeToggle() {
  const darkMode = useUiStore((state) => state.darkMode);
  const toggleDarkMode = useUiStore((state) => state.toggleDarkMode);
  return (
    <Tooltip label={darkMode ? 'Switch to light mode' : 'Switch to dark mode'} withinPortal={false}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Toggle dark mode"
        aria-pressed={darkMode}
        onClick={toggleDarkMode}
      >
        {darkMode ? <IconSun size={18} stroke={1.7} /> : <IconMoon size={18} stroke={1.7} />}
      </ActionIcon>
    </Tooltip>
  );
}
