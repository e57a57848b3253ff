import { Button, Stack } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import { checkEmail } from '../../../identity/emailRule.ts';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { EmailField } from './EmailField.tsx';
import { useFormErrors } from '../useFormErrors.ts';

/** The first step of verification and recovery: the address a code is sent to. */
export function EmailStepForm({
  model,
  submitting,
  formLabel,
  submitLabel,
  onSubmit,
}: {
  model: FlowFormModel;
  submitting: boolean;
  formLabel: string;
  submitLabel: string;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState(() => model.fields.email?.value ?? '');
  const errors = useFormErrors();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!errors.submitted({ email: checkEmail(email) })) {
      emailRef.current?.focus();
      return;
    }
    onSubmit(email);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap="sm">
        <EmailField
          ref={emailRef}
          name="email"
          value={email}
          onChange={setEmail}
          errors={errors}
          model={model}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
