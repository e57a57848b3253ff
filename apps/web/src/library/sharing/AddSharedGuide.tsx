// "Add to my library" for a guide opened by its share code, or, when the user has it already (their own, or
// joined before), where it is.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { ToneOfVoice } from '@wtt/contract';
import { Link, useNavigate } from 'react-router';
import { useGuideList } from '../../api/guides.ts';
import { isVerifiedAddressRequired, useJoinSharedGuide } from '../../api/sharing.ts';
import { groupGuides } from '../guideGroups.ts';
import { VerifyAddressNotice } from './VerifyAddressNotice.tsx';
import { guidePagePath } from '../../routes/paths.ts';

/** Whether the user has the guide already, and as what. */
export function libraryStanding(
  guide: ToneOfVoice,
  library: readonly ToneOfVoice[],
  myEmail: string | null,
): 'own' | 'joined' | 'absent' {
  const mine = library.find((candidate) => candidate.id === guide.id);
  if (mine === undefined) return 'absent';
  return groupGuides([mine], myEmail).mine.length > 0 ? 'own' : 'joined';
}

export function AddSharedGuide({
  guide,
  code,
  myEmail,
}: {
  guide: ToneOfVoice;
  code: string;
  myEmail: string | null;
}) {
  const library = useGuideList();
  const join = useJoinSharedGuide();
  const navigate = useNavigate();
  const standing = library.isSuccess ? libraryStanding(guide, library.data, myEmail) : 'absent';

  if (standing !== 'absent') {
    return (
      <Alert color="blue" variant="light" title="This guide is in your library already">
        <Text size="sm">
          {standing === 'own'
            ? 'It is your own guide.'
            : 'You added it before; it is listed under ‘Shared with me’.'}{' '}
          <Anchor component={Link} to={guidePagePath(guide.id)} size="sm" fw={600}>
            Open {guide.name}
          </Anchor>
        </Text>
      </Alert>
    );
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Button
        loading={join.isPending}
        disabled={library.isPending}
        onClick={() => {
          join.mutate(code, {
            onSuccess: (joined) => {
              void navigate(guidePagePath(joined.id));
            },
          });
        }}
      >
        Add to my library
      </Button>
      <Text size="xs" c="dimmed">
        The guide appears under ‘Shared with me’. You can use it but not change it; its owner can remove you.
      </Text>
      {join.isError &&
        (isVerifiedAddressRequired(join.error) ? (
          <VerifyAddressNotice action="Adding a shared guide" />
        ) : (
          <Alert color="red" variant="light" title="The guide was not added">
            <Text size="sm">{join.error.message}</Text>
          </Alert>
        ))}
    </Stack>
  );
}
