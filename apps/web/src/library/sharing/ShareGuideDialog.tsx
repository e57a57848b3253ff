// The 'Share guide' dialog of the library's guide cards: loads the guide's sharing info and shows the
// sharing panel. The guide page shows the same panel in place.
import { Alert, Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useGuide } from '../../api/guides.ts';
import { SharingPanel } from './SharingPanel.tsx';

export interface ShareTarget {
  id: string;
  name: string;
}

export function ShareGuideDialog({ target, onClose }: { target: ShareTarget | null; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title="Share guide"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target !== null && <ShareGuideContent target={target} />}
    </Modal>
  );
}

function ShareGuideContent({ target }: { target: ShareTarget }) {
  const detail = useGuide(target.id);
  return (
    <Stack gap="md">
      <Text size="sm">
        Share “{target.name}” with people outside your account: they can read it and check texts with it, but
        not change it.
      </Text>
      {detail.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading sharing details" aria-busy="true">
          <Skeleton height={24} />
          <Skeleton height={60} />
        </Stack>
      ) : detail.isError ? (
        <Alert color="red" variant="light" title="Could not load the sharing details">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="default" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <SharingPanel guide={detail.data} />
      )}
    </Stack>
  );
}
