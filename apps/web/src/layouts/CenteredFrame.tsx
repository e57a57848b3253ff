import { Box, Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColorThemeMenu } from '../components/ColorThemeMenu.tsx';
import { DarkModeToggle } from '../components/DarkModeToggle.tsx';
import { Logo } from '../components/Logo.tsx';

/** A small centred card below a slim header: the auth screens and the pages open to everybody. */
export function CenteredFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Box component="header" px="md" py="sm">
        <Group justify="space-between">
          <Logo />
          <Group gap="xs">
            <ColorThemeMenu />
            <DarkModeToggle />
          </Group>
        </Group>
      </Box>
      <Container component="main" size={560} py={64}>
        <Paper withBorder radius="lg" p="xl" shadow="sm">
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
