// /shared-guide?code=…: what a share code opens (spec section 2). The library route sends ?code= here.
import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/apiError.ts';
import { sessionQuery } from '../../api/session.ts';
import { useSharedGuideLookup } from '../../api/sharing.ts';
import { SharedGuideView } from '../../library/sharing/SharedGuideView.tsx';
import { PATHS } from '../../routes/paths.ts';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function SharedGuidePage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{ROUTE_TITLES.sharedGuide}</Title>
      {code === '' ? (
        <Problem title="No share code in this link">
          A shared guide opens from the link its owner sends you (it ends in “?code=…”). Ask the owner for the
          link, or open it again in full.
        </Problem>
      ) : (
        <SharedGuideLookup code={code} />
      )}
    </Stack>
  );
}

function SharedGuideLookup({ code }: { code: string }) {
  const lookup = useSharedGuideLookup(code);
  const myEmail = useQuery(sessionQuery()).data?.identity.traits.email ?? null;
  if (lookup.isPending) {
    return <Skeleton height={220} radius="md" role="status" aria-label="Loading the shared guide" />;
  }
  if (lookup.isError) {
    const { error } = lookup;
    if (isApiError(error) && error.status === 404) {
      return (
        <Problem title="This share code does not open a guide">
          The code is unknown, has expired, or its owner revoked or replaced it. Ask the owner of the guide
          for a new link.
        </Problem>
      );
    }
    return (
      <Problem
        title="Could not open the shared guide"
        retry={() => {
          void lookup.refetch();
        }}
      >
        {error.message}
      </Problem>
    );
  }
  return <SharedGuideView guide={lookup.data} code={code} myEmail={myEmail} />;
}

function Problem({ title, children, retry }: { title: string; children: ReactNode; retry?: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={title}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        {retry !== undefined && (
          <Button size="xs" variant="default" onClick={retry}>
            Try again
          </Button>
        )}
        <Anchor component={Link} to={PATHS.libraryGuides} size="sm" fw={600}>
          Back to the library
        </Anchor>
      </Stack>
    </Alert>
  );
}
