import { Button, SegmentedControl, Stack } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError, offersMethod } from '../../../identity/formModel.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { CodeField } from './CodeField.tsx';

export type SecondFactorMethod = 'totp' | 'lookup_secret';

const FIELD: Record<SecondFactorMethod, string> = { totp: 'totp_code', lookup_secret: 'lookup_secret' };

export const SECOND_FACTOR_MISSING_CODE: Record<SecondFactorMethod, string> = {
  totp: 'Enter the 6-digit code from your authenticator app.',
  lookup_secret: 'Enter one of your backup codes.',
};

export function availableFactors(model: FlowFormModel): SecondFactorMethod[] {
  return (['totp', 'lookup_secret'] as const).filter((method) => offersMethod(model, method));
}

/**
 * The code of an aal2 login flow: an authenticator app code or a backup code, whichever the account has
 * (a switch when it has both). Errors of the flow (a wrong code) are shown under the code field.
 */
export function SecondFactorForm({
  model,
  flowError,
  submitting,
  onSubmit,
}: {
  model: FlowFormModel;
  /** The flow-level error (wrong code, lockout), shown at the field because it is the only one. */
  flowError: string | null;
  submitting: boolean;
  onSubmit: (method: SecondFactorMethod, code: string) => void;
}) {
  const factors = availableFactors(model);
  const [method, setMethod] = useState<SecondFactorMethod>(factors[0] ?? 'totp');
  const [code, setCode] = useState('');
  const errors = useFormErrors();
  const codeRef = useRef<HTMLInputElement>(null);
  const field = FIELD[method];

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = code.trim() === '' ? SECOND_FACTOR_MISSING_CODE[method] : null;
    if (!errors.submitted({ [field]: problem })) {
      codeRef.current?.focus();
      return;
    }
    onSubmit(method, code);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor authentication">
      <Stack gap="sm">
        {factors.length > 1 && (
          <SegmentedControl
            aria-label="Second factor"
            fullWidth
            value={method}
            onChange={(value) => {
              setMethod(value === 'lookup_secret' ? 'lookup_secret' : 'totp');
              setCode('');
              errors.submitted({});
            }}
            data={[
              { value: 'totp', label: 'Authenticator app' },
              { value: 'lookup_secret', label: 'Backup code' },
            ]}
          />
        )}
        <CodeField
          key={method}
          inputRef={codeRef}
          label={method === 'totp' ? 'Authentication code' : 'Backup code'}
          description={
            method === 'totp'
              ? 'Open your authenticator app and enter the code it shows for Write the Tone.'
              : 'Each backup code works once.'
          }
          numeric={method === 'totp'}
          maxLength={method === 'totp' ? 6 : null}
          value={code}
          onChange={(value) => {
            setCode(value);
            errors.edited(field);
          }}
          error={errors.errorFor(field, fieldError(model, field) ?? flowError)}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Verify
        </Button>
      </Stack>
    </form>
  );
}
