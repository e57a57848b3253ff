import { Button, Stack } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';

/** The new password of a settings flow and its confirmation, checked by the browser before sending. */
export function NewPasswordForm({
  model,
  submitting,
  onSubmit,
}: {
  model: FlowFormModel;
  submitting: boolean;
  onSubmit: (password: string) => void;
}) {
  const newPassword = useNewPassword();
  const errors = useFormErrors();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problems = newPassword.problems();
    if (!errors.submitted(problems)) {
      newPassword.firstWrong(problems).current?.focus();
      return;
    }
    onSubmit(newPassword.password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Password reset">
      <Stack gap="sm">
        <NewPasswordFields
          state={newPassword}
          errors={errors}
          serverError={fieldError(model, 'password')}
          passwordLabel="New password"
          confirmationLabel="Confirm new password"
          autoFocus
        />
        <Button type="submit" loading={submitting} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
