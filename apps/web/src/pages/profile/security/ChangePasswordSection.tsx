import { Button, Stack } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import { FLOW_FAILURE_TEXTS } from '../../../identity/messages.ts';
import { submitNewPassword } from '../../../identity/submissions.ts';
import { NewPasswordFields, useNewPassword } from '../../auth/components/NewPasswordFields.tsx';
import { useFormErrors } from '../../auth/useFormErrors.ts';
import type { SecurityActions } from '../useSecurityActions.ts';
import { SectionMessages } from './SectionMessages.tsx';
import { SettingsCard } from '../../../profile/SettingsCard.tsx';

export const PASSWORD_CHANGED_TEXT = 'Your password has been changed.';

export function ChangePasswordSection({
  model,
  actions,
}: {
  model: FlowFormModel;
  actions: SecurityActions;
}) {
  return (
    <SettingsCard
      id="change-password"
      title="Change password"
      description="Pick a password you do not use anywhere else."
    >
      <SectionMessages
        section="password"
        actions={actions}
        messages={model.messages}
        successText={PASSWORD_CHANGED_TEXT}
      />
      {/* A new form after each success, so the saved password does not linger in the fields. */}
      <ChangePasswordForm key={actions.successCount} model={model} actions={actions} />
    </SettingsCard>
  );
}

function ChangePasswordForm({ model, actions }: { model: FlowFormModel; actions: SecurityActions }) {
  const newPassword = useNewPassword();
  const errors = useFormErrors();
  // The flow's password messages answer this form only; another section's submit shows a fresh flow.
  const serverError = actions.lastSection === 'password' ? fieldError(model, 'password') : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problems = newPassword.problems();
    if (!errors.submitted(problems)) {
      newPassword.firstWrong(problems).current?.focus();
      return;
    }
    void actions.run('password', FLOW_FAILURE_TEXTS.passwordUpdate, (ref) =>
      submitNewPassword(ref, newPassword.password),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm" maw={420}>
        <NewPasswordFields
          state={newPassword}
          errors={errors}
          serverError={serverError}
          passwordLabel="New password"
          confirmationLabel="Confirm new password"
        />
        <Button
          type="submit"
          loading={actions.busy === 'password'}
          disabled={actions.busy !== null && actions.busy !== 'password'}
          w="fit-content"
        >
          Change password
        </Button>
      </Stack>
    </form>
  );
}
