import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/apiError.ts';
import { useGlossaryList } from '../../api/glossaries.ts';
import { useGuide } from '../../api/guides.ts';
import { useRuleCatalogue } from '../../api/rules.ts';
import { sessionQuery } from '../../api/session.ts';
import { guideAccess } from '../../guides/guideAccess.ts';
import { GuideNotFound, GuidePageSkeleton, LoadFailed } from '../../guides/GuidePageStates.tsx';
import { OwnGuideEditor } from '../../guides/OwnGuideEditor.tsx';
import { ReadOnlyGuide } from '../../guides/ReadOnlyGuide.tsx';
import { SharingPanel } from '../../library/sharing/SharingPanel.tsx';
import { PATHS } from '../../routes/paths.ts';
import { ROUTE_TITLES } from '../../routes/titles.ts';

/** An unknown id, a malformed one, or a guide the user may not see: the server answers 404 (or 400). */
const isMissing = (error: unknown): boolean => isApiError(error) && [400, 404].includes(error.status);

/** /library/guide/{id} 'Tone Guide': the guide, editable when it is the user's own. */
export function GuidePage() {
  const id = useParams().id ?? '';
  const guide = useGuide(id);
  const catalogue = useRuleCatalogue();
  const glossaries = useGlossaryList();
  const myEmail = useQuery(sessionQuery()).data?.identity.traits.email ?? null;

  if (guide.isError && isMissing(guide.error)) return <GuideNotFound />;
  if (guide.isError) {
    return <LoadFailed title="The guide could not be loaded" onRetry={() => void guide.refetch()} />;
  }
  if (catalogue.isError) {
    return (
      <LoadFailed title="The rule catalogue could not be loaded" onRetry={() => void catalogue.refetch()} />
    );
  }
  if (guide.data === undefined || catalogue.data === undefined) return <GuidePageSkeleton />;

  const detail = guide.data;
  const access = guideAccess(detail.tov, myEmail);
  // A glossary list that failed to load only costs the glossary names and the picker's choices.
  const glossaryList = glossaries.data ?? [];
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Anchor component={Link} to={PATHS.libraryGuides} size="sm">
          ← Library
        </Anchor>
        <Text size="sm" c="dimmed">
          {ROUTE_TITLES.toneGuide}
        </Text>
        <Group gap="sm" align="center">
          <Title order={1}>{detail.tov.name}</Title>
          {access === 'predefined' && (
            <Badge variant="light" c="var(--mantine-color-text)">
              Predefined
            </Badge>
          )}
          {access === 'sharedWithMe' && (
            <Badge variant="light" c="var(--mantine-color-text)">
              Shared with me
            </Badge>
          )}
          {detail.tov.disabled && (
            <Badge color="gray" variant="light" c="var(--mantine-color-text)">
              Disabled
            </Badge>
          )}
        </Group>
      </Stack>
      {access === 'own' ? (
        <OwnGuideEditor
          key={detail.tov.id}
          detail={detail}
          catalogue={catalogue.data}
          glossaries={glossaryList}
          sharing={
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="guide-sharing-title">
              <Stack gap="md">
                <Title order={2} size="h3" id="guide-sharing-title">
                  Sharing
                </Title>
                <SharingPanel guide={detail} />
              </Stack>
            </Paper>
          }
        />
      ) : (
        <ReadOnlyGuide
          key={detail.tov.id}
          detail={detail}
          access={access}
          catalogue={catalogue.data}
          glossaries={glossaryList}
        />
      )}
    </Stack>
  );
}
