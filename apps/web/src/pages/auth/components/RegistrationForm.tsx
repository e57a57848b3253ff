import { Button, Stack, TextInput } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import { checkEmail } from '../../../identity/emailRule.ts';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import { PASSWORD_MIN_LENGTH, checkNewPassword } from '../../../identity/passwordPolicy.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { PasswordField } from './PasswordField.tsx';

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = useFormErrors();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const emailProblem = checkEmail(email);
    const passwordProblems = checkNewPassword(password, confirmation);
    const found = {
      'traits.email': emailProblem,
      password: passwordProblems.password,
      confirmation: passwordProblems.confirmation,
    };
    if (!errors.submitted(found)) {
      const first =
        emailProblem !== null ? emailRef : passwordProblems.password !== null ? passwordRef : confirmationRef;
      first.current?.focus();
      return;
    }
    onSubmit(email, password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="sm">
        <TextInput
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            errors.edited('traits.email');
          }}
          error={errors.errorFor('traits.email', fieldError(model, 'traits.email'))}
          required
          withAsterisk={false}
          autoFocus
        />
        <PasswordField
          inputRef={passwordRef}
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(value) => {
            setPassword(value);
            errors.edited('password');
          }}
          error={errors.errorFor('password', fieldError(model, 'password'))}
          autoComplete="new-password"
        />
        <PasswordField
          inputRef={confirmationRef}
          label="Confirm password"
          value={confirmation}
          onChange={(value) => {
            setConfirmation(value);
            errors.edited('confirmation');
          }}
          error={errors.errorFor('confirmation', null)}
          autoComplete="new-password"
        />
        <Button type="submit" loading={submitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
