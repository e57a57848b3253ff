import { Button, Stack } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import { checkEmail } from '../../../identity/emailRule.ts';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import { EmailField } from './EmailField.tsx';
import { useFormErrors } from '../useFormErrors.ts';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';

/** E-mail address, password and its confirmation; the browser's checks run before anything is sent. */
export function RegistrationForm({
  model,
  submitting,
  onSubmit,
}: {
  model: FlowFormModel;
  submitting: boolean;
  onSubmit: (email: string, password: string) => void;
}) {
  const [email, setEmail] = useState(() => model.fields['traits.email']?.value ?? '');
  const newPassword = useNewPassword();
  const errors = useFormErrors();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const emailProblem = checkEmail(email);
    const passwordProblems = newPassword.problems();
    const found = {
      'traits.email': emailProblem,
      password: passwordProblems.password,
      confirmation: passwordProblems.confirmation,
    };
    if (!errors.submitted(found)) {
      (emailProblem !== null ? emailRef : newPassword.firstWrong(passwordProblems)).current?.focus();
      return;
    }
    onSubmit(email, newPassword.password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="sm">
        <EmailField
          ref={emailRef}
          name="traits.email"
          value={email}
          onChange={setEmail}
          errors={errors}
          model={model}
        />
        <NewPasswordFields
          state={newPassword}
          errors={errors}
          serverError={fieldError(model, 'password')}
          passwordLabel="Password"
          confirmationLabel="Confirm password"
        />
        <Button type="submit" loading={submitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
