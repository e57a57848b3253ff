// A new password and its confirmation: the pair that registration, password reset and the settings page
// all ask for, with the browser's check and the focus on the first field that is wrong.
import type { RefObject } from 'react';
import { useRef, useState } from 'react';
import { PASSWORD_MIN_LENGTH, checkNewPassword } from '../../../identity/passwordPolicy.ts';
import type { FormErrors } from '../useFormErrors.ts';
import { PasswordField } from './PasswordField.tsx';

export interface NewPasswordState {
  password: string;
  confirmation: string;
  setPassword: (value: string) => void;
  setConfirmation: (value: string) => void;
  passwordRef: RefObject<HTMLInputElement | null>;
  confirmationRef: RefObject<HTMLInputElement | null>;
  /** The browser's findings for both fields, keyed as the fields' error names. */
  problems: () => { password: string | null; confirmation: string | null };
  /** The first of the two fields that `problems` found wrong, to focus after a refused submit. */
  firstWrong: (problems: { password: string | null }) => RefObject<HTMLInputElement | null>;
}

export function useNewPassword(): NewPasswordState {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    passwordRef,
    confirmationRef,
    problems: () => checkNewPassword(password, confirmation),
    firstWrong: (problems) => (problems.password !== null ? passwordRef : confirmationRef),
  };
}

export function NewPasswordFields({
  state,
  errors,
  serverError,
  passwordLabel,
  confirmationLabel,
  autoFocus = false,
}: {
  state: NewPasswordState;
  errors: FormErrors;
  /** The server's message for the password field, if any. */
  serverError: string | null;
  passwordLabel: string;
  confirmationLabel: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        inputRef={state.passwordRef}
        label={passwordLabel}
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={state.password}
        onChange={(value) => {
          state.setPassword(value);
          errors.edited('password');
        }}
        error={errors.errorFor('password', serverError)}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <PasswordField
        inputRef={state.confirmationRef}
        label={confirmationLabel}
        value={state.confirmation}
        onChange={(value) => {
          state.setConfirmation(value);
          errors.edited('confirmation');
        }}
        error={errors.errorFor('confirmation', null)}
        autoComplete="new-password"
      />
    </>
  );
}
