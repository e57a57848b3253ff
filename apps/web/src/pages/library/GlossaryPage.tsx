// /library/glossary/{id} 'Glossary': loading, not found (an unknown or malformed id), a failed load with a
// retry, or the glossary itself.
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useGlossary } from '../../api/glossaries.ts';
import { isApiError } from '../../api/apiError.ts';
import { GlossaryView } from '../../glossaries/GlossaryView.tsx';
import { ListError } from '../../library/lists/LibraryListParts.tsx';
import { PATHS } from '../../routes/paths.ts';

export function GlossaryPage() {
  const { id = '' } = useParams();
  const glossary = useGlossary(id);

  if (glossary.isPending) {
    return (
      <Stack gap="md" maw={960} role="status" aria-busy="true" aria-label="Loading the glossary">
        <Skeleton height={36} width="50%" />
        <Skeleton height={18} width="70%" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  if (glossary.isError) {
    // The server answers 404 for an unknown id (or another user's glossary) and 400 for one that is not
    // an id at all: for the reader both mean there is no such glossary.
    const missing = isApiError(glossary.error) && [400, 404].includes(glossary.error.status);
    if (!missing) {
      return (
        <Stack gap="lg" maw={960}>
          <Title order={1}>Glossary</Title>
          <ListError title="Could not load the glossary" onRetry={() => void glossary.refetch()} />
        </Stack>
      );
    }
    return (
      <Stack gap="lg" maw={720}>
        <Title order={1}>Glossary</Title>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title="Glossary not found"
          styles={{ label: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              There is no glossary at this address. It may have been deleted, or the link is incomplete.
            </Text>
            <Button component={Link} to={PATHS.libraryGlossaries} size="xs" variant="default">
              Back to glossaries
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <GlossaryView glossary={glossary.data} />;
}
