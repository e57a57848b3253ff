import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { CodeField } from './CodeField.tsx';

export const CODE_REQUIRED_MESSAGE = 'Enter the code from the email.';

/**
 * The second step of verification and recovery: the code that was mailed to `address`, with "Resend code"
 * and a way back to the first step. Flow-level errors (a wrong or expired code) are shown at the field.
 */
export function CodeStepForm({
  model,
  address,
  flowError,
  submitting,
  resending,
  formLabel,
  submitLabel,
  onSubmit,
  onResend,
  onChangeAddress,
}: {
  model: FlowFormModel;
  address: string | null;
  flowError: string | null;
  submitting: boolean;
  resending: boolean;
  formLabel: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  onResend: (() => void) | null;
  onChangeAddress: () => void;
}) {
  const [code, setCode] = useState('');
  const errors = useFormErrors();
  const codeRef = useRef<HTMLInputElement>(null);
  const busy = submitting || resending;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!errors.submitted({ code: code.trim() === '' ? CODE_REQUIRED_MESSAGE : null })) {
      codeRef.current?.focus();
      return;
    }
    onSubmit(code);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap="sm">
        {address !== null && (
          <Text size="sm">
            We sent a code to <strong>{address}</strong>.
          </Text>
        )}
        <CodeField
          inputRef={codeRef}
          label="Code"
          description="The 6-digit code from the email. It is valid for a limited time."
          maxLength={model.fields.code?.maxLength ?? null}
          value={code}
          onChange={(value) => {
            setCode(value);
            errors.edited('code');
          }}
          error={errors.errorFor('code', fieldError(model, 'code') ?? flowError)}
        />
        <Button type="submit" loading={submitting} disabled={resending} fullWidth>
          {submitLabel}
        </Button>
        <Group justify="space-between">
          {onResend !== null && (
            <Button variant="subtle" size="compact-sm" loading={resending} disabled={busy} onClick={onResend}>
              Resend code
            </Button>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onChangeAddress} disabled={busy}>
            Use a different email address
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
