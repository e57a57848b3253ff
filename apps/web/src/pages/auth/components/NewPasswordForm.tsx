import { Button, Stack } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import { PASSWORD_MIN_LENGTH, checkNewPassword } from '../../../identity/passwordPolicy.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { PasswordField } from './PasswordField.tsx';

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = useFormErrors();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problems = checkNewPassword(password, confirmation);
    if (!errors.submitted(problems)) {
      (problems.password !== null ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Password reset">
      <Stack gap="sm">
        <PasswordField
          inputRef={passwordRef}
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(value) => {
            setPassword(value);
            errors.edited('password');
          }}
          error={errors.errorFor('password', fieldError(model, 'password'))}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          inputRef={confirmationRef}
          label="Confirm new password"
          value={confirmation}
          onChange={(value) => {
            setConfirmation(value);
            errors.edited('confirmation');
          }}
          error={errors.errorFor('confirmation', null)}
          autoComplete="new-password"
        />
        <Button type="submit" loading={submitting} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
