import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { checkEmail } from '../../../identity/emailRule.ts';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import { EmailField } from './EmailField.tsx';
import { checkPassword } from '../../../identity/passwordPolicy.ts';
import { PATHS } from '../../../routes/paths.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { PasswordField } from './PasswordField.tsx';

/**
 * E-mail address and password of a login flow. With `lockedIdentifier` (a refresh=true flow, whose
 * identifier node is hidden and pre-filled) only the password is asked for.
 */
export function PasswordLoginForm({
  model,
  lockedIdentifier,
  submitting,
  submitLabel,
  formLabel,
  onSubmit,
  showForgotLink = true,
}: {
  model: FlowFormModel;
  lockedIdentifier: string | null;
  submitting: boolean;
  submitLabel: string;
  formLabel: string;
  onSubmit: (identifier: string, password: string) => void;
  showForgotLink?: boolean;
}) {
  const [identifier, setIdentifier] = useState(() => model.fields.identifier?.value ?? '');
  const [password, setPassword] = useState('');
  const errors = useFormErrors();
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const identifierProblem = lockedIdentifier === null ? checkEmail(identifier) : null;
    const passwordProblem = checkPassword(password);
    if (!errors.submitted({ identifier: identifierProblem, password: passwordProblem })) {
      (identifierProblem !== null ? identifierRef : passwordRef).current?.focus();
      return;
    }
    onSubmit(lockedIdentifier ?? identifier, password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap="sm">
        {lockedIdentifier === null ? (
          <EmailField
            ref={identifierRef}
            name="identifier"
            value={identifier}
            onChange={setIdentifier}
            errors={errors}
            model={model}
            autoComplete="username"
          />
        ) : (
          <Text size="sm">
            Signed in as <strong>{lockedIdentifier}</strong>
          </Text>
        )}
        <PasswordField
          inputRef={passwordRef}
          label="Password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            errors.edited('password');
          }}
          error={errors.errorFor('password', fieldError(model, 'password'))}
          autoComplete="current-password"
          autoFocus={lockedIdentifier !== null}
        />
        {showForgotLink && (
          <Group justify="flex-end">
            <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
