import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading, a line of explanation and the content of one auth screen. */
export function AuthScreen({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      {/* An h1 for the outline, sized for the narrow card. */}
      <Title order={1} size="h2">
        {title}
      </Title>
      {description !== undefined && <Text c="dimmed">{description}</Text>}
      {children}
    </Stack>
  );
}
