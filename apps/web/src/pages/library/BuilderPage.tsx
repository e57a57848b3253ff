// /builder 'Guide Builder' (spec section 2): a new guide derived from sample texts by the builder job.
import { Stack, Text, Title } from '@mantine/core';
import { BuilderForm } from '../../builder/BuilderForm.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function BuilderPage() {
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{ROUTE_TITLES.builder}</Title>
        <Text c="dimmed">
          Give the builder a few texts written the way your team should write. It reads them, measures their
          style and derives the rules of a new guide, with the sentences that led to each rule.
        </Text>
      </Stack>
      <BuilderForm />
    </Stack>
  );
}
