// Closing the account from /profile/settings: a dialog in which the user types their address to confirm;
// the server wants a recent sign-in, so a refusal with session_refresh_required opens the step-up dialog
// (spec section 8) and closing goes on once the password is confirmed. Then the app shows /account-closed.
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isStepUpRequired, useCloseAccount } from '../api/accountClosing.ts';
import { StepUpDialog } from '../pages/auth/components/StepUpDialog.tsx';
import { PATHS } from '../routes/paths.ts';
import { ALERT_TITLE_STYLES } from './alertStyles.ts';
import { RefusalAlert } from './RefusalAlert.tsx';

/** The typed address matches the account's, whatever the case and surrounding spaces. */
export function confirmsAddress(typed: string, email: string): boolean {
  return email !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

export function CloseAccountSection({ email }: { email: string }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [stepUpOpen, setStepUpOpen] = useState(false);
  const close = useCloseAccount();
  const navigate = useNavigate();

  const send = () => {
    close.mutate(email, {
      onSuccess: () => void navigate(PATHS.accountClosed, { replace: true }),
      onError: (error) => {
        if (!isStepUpRequired(error)) return;
        // The confirmation dialog makes way for the password; closing goes on after it.
        setDialogOpen(false);
        setStepUpOpen(true);
      },
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (confirmsAddress(typed, email)) send();
  };

  const cancel = () => {
    setDialogOpen(false);
    setTyped('');
    close.reset();
  };

  const refused = close.isError && !isStepUpRequired(close.error) ? close.error.message : null;

  return (
    <Stack component="section" gap="md" aria-labelledby="close-account-heading">
      <Title order={2} id="close-account-heading">
        Close account
      </Title>
      <Text size="sm">
        Closing your account ends your access to its guides, glossaries and prompts, the editor, the tools and
        the assistant, and you can no longer sign in to use them. Only the administrator of this installation
        can open it again.
      </Text>
      <Button color="red" variant="light" w="fit-content" onClick={() => setDialogOpen(true)}>
        Close account…
      </Button>
      <Modal
        opened={dialogOpen}
        onClose={cancel}
        title="Close your account"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={submit} noValidate aria-label="Close your account">
          <Stack gap="md">
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title="This cannot be undone by you"
              styles={ALERT_TITLE_STYLES}
            >
              <Text size="sm">
                Your library stays on the server, but nobody can use it until an administrator reopens the
                account.
              </Text>
            </Alert>
            <TextInput
              label="Type your e-mail address to confirm"
              description={email}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            {refused !== null && <RefusalAlert title="The account was not closed" reason={refused} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button
                type="submit"
                color="red"
                loading={close.isPending}
                disabled={!confirmsAddress(typed, email)}
              >
                Close account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <StepUpDialog
        opened={stepUpOpen}
        onCancel={() => {
          setStepUpOpen(false);
          close.reset();
        }}
        onConfirmed={() => {
          setStepUpOpen(false);
          send();
        }}
      />
    </Stack>
  );
}
