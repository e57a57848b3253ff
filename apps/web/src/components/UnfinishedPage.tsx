import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { UnfinishedNotice } from './UnfinishedNotice.tsx';

/** A route's heading plus the "not built yet" notice, for screens that later issues fill in. */
export function UnfinishedPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{title}</Title>
      <UnfinishedNotice>{children}</UnfinishedNotice>
    </Stack>
  );
}
