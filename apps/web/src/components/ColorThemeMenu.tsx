import { ActionIcon, ColorSwatch, Group, Menu, Tooltip } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useColorThemeStore } from '../stores/colorThemeStore.ts';
import { COLOR_THEMES, isColorThemeId } from '../theme/colorThemes.ts';
import { PALETTES, PRIMARY_SHADE } from '../theme/palettes.ts';

/**
 * The theme switcher: a menu labelled "Color theme" (through its button) whose options are the four theme
 * names. Rendered in place rather than in a portal so the open menu stays inside the header landmark.
 */
export function ColorThemeMenu() {
  const themeId = useColorThemeStore((state) => state.themeId);
  const setThemeId = useColorThemeStore((state) => state.setThemeId);
  return (
    <Menu
      position="bottom-end"
      width={200}
      closeOnItemClick
      withinPortal={false}
      // Mantine's focus placeholder is a presentational element with a tabindex, which a menu may not contain.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Tooltip label="Color theme" withinPortal={false}>
          <ActionIcon variant="default" size="lg" aria-label="Color theme">
            <IconPalette size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup
          value={themeId}
          onChange={(value) => {
            if (isColorThemeId(value)) setThemeId(value);
          }}
        >
          {COLOR_THEMES.map((theme) => (
            <Menu.RadioItem key={theme.id} value={theme.id} closeMenuOnClick>
              <Group gap={8} wrap="nowrap">
                <ColorSwatch
                  size={14}
                  color={PALETTES[theme.primary.light][PRIMARY_SHADE.light]}
                  aria-hidden
                />
                <ColorSwatch size={14} color={PALETTES[theme.accent][5]} aria-hidden />
                {theme.name}
              </Group>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
