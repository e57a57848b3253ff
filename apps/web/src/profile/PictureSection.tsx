// The profile picture in /profile/settings: the current one (or the initials), choosing a file with a
// preview before it is sent, and removing the picture after a confirmation.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useProfilePictureUrl } from '../api/profilePicture.ts';
import { useDeleteProfilePicture, useUploadProfilePicture } from '../api/profilePictureChanges.ts';
import { showNotice } from '../api/toast.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ProfileAvatar } from './ProfileAvatar.tsx';
import { RefusalAlert } from './RefusalAlert.tsx';
import { PICTURE_ACCEPT, pictureFileProblem } from './pictureFile.ts';

interface Chosen {
  file: File;
  previewUrl: string;
}

export function PictureSection({ email }: { email: string }) {
  const pictureUrl = useProfilePictureUrl();
  const upload = useUploadProfilePicture();
  const remove = useDeleteProfilePicture();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const resetFileInput = useRef<() => void>(null);

  // The preview's URL lives as long as the preview: revoked when it is replaced, sent or dropped.
  const previewUrl = chosen?.previewUrl ?? null;
  useEffect(() => {
    if (previewUrl === null) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const choose = (file: File | null) => {
    resetFileInput.current?.();
    upload.reset();
    if (file === null) return;
    const refusal = pictureFileProblem(file);
    setProblem(refusal);
    setChosen(refusal === null ? { file, previewUrl: URL.createObjectURL(file) } : null);
  };

  const send = () => {
    if (chosen === null) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        setChosen(null);
        showNotice({ title: 'Picture saved', message: 'Your new profile picture is in place.' });
      },
    });
  };

  const confirmRemoval = () => {
    remove.mutate(undefined, {
      onSettled: () => setConfirmingRemoval(false),
      onSuccess: () => showNotice({ title: 'Picture removed', message: 'Your initials are shown instead.' }),
    });
  };

  const error = problem ?? (upload.isError ? upload.error.message : null);

  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <ProfileAvatar email={email} size={96} src={previewUrl} />
      <Stack gap="sm" flex={1} miw={240}>
        {chosen === null ? (
          <Text size="sm" c="dimmed">
            PNG, JPEG, WebP, GIF or AVIF, up to 5 MB. It is shown at 512 × 512 pixels at most, without the
            photo’s hidden details (such as where it was taken).
          </Text>
        ) : (
          <Text size="sm">
            Preview of <strong>{chosen.file.name}</strong>. Save it to use it as your picture.
          </Text>
        )}
        {error !== null && <RefusalAlert title="This picture cannot be used" reason={error} />}
        <Group gap="sm">
          {chosen === null ? (
            <FileButton onChange={choose} accept={PICTURE_ACCEPT} resetRef={resetFileInput}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhoto size={16} aria-hidden />}>
                  {pictureUrl === null ? 'Choose a picture' : 'Choose another picture'}
                </Button>
              )}
            </FileButton>
          ) : (
            <>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
                onClick={send}
              >
                Save picture
              </Button>
              <Button variant="default" disabled={upload.isPending} onClick={() => setChosen(null)}>
                Cancel
              </Button>
            </>
          )}
          {pictureUrl !== null && chosen === null && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmingRemoval(true)}
            >
              Remove picture
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        title="Remove picture"
        confirmLabel="Remove"
        opened={confirmingRemoval}
        busy={remove.isPending}
        onCancel={() => setConfirmingRemoval(false)}
        onConfirm={confirmRemoval}
      >
        Remove your profile picture? Your initials are shown instead.
      </ConfirmDialog>
    </Group>
  );
}
