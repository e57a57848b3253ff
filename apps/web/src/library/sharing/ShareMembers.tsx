// The users the owner's guide is shared with; the owner removes one after a confirmation.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GuideShareUser, ToneOfVoiceDetail } from '@wtt/contract';
import { useState } from 'react';
import { useRemoveShareMember } from '../../api/sharing.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatShareTime } from './shareLink.ts';

export function ShareMembers({ guide }: { guide: ToneOfVoiceDetail }) {
  const remove = useRemoveShareMember();
  const [removing, setRemoving] = useState<GuideShareUser | null>(null);
  // Kept while the dialog closes, so its text does not go blank during the animation.
  const [lastEmail, setLastEmail] = useState('');
  const guideId = guide.tov.id;

  return (
    <Stack gap="sm" component="section" aria-labelledby={`share-members-${guideId}`}>
      <Title order={3} size="h5" id={`share-members-${guideId}`}>
        Shared with
      </Title>
      {guide.shares.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody has added this guide to their library yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {guide.shares.map((user) => (
            <Paper key={user.id} component="li" withBorder radius="sm" px="sm" py="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {user.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Added {formatShareTime(user.addedAt)}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Remove ${user.email}`}
                  onClick={() => {
                    setRemoving(user);
                    setLastEmail(user.email);
                  }}
                >
                  Remove
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        title="Remove user"
        confirmLabel="Remove"
        opened={removing !== null}
        busy={remove.isPending}
        onCancel={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          if (removing === null) return;
          remove.mutate(
            { guideId, userId: removing.id },
            {
              onSettled: () => {
                setRemoving(null);
              },
            },
          );
        }}
      >
        Remove {removing?.email ?? lastEmail} from “{guide.tov.name}”? The guide leaves their library. They
        can add it again only with a valid share code.
      </ConfirmDialog>
    </Stack>
  );
}
