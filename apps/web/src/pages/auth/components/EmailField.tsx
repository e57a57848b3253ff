import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import type { FormErrors } from '../useFormErrors.ts';

interface EmailFieldProps {
  ref: Ref<HTMLInputElement>;
  /** The flow's field name (`email`, `traits.email`, `identifier`): its errors and the server's. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors: FormErrors;
  model: FlowFormModel;
  autoComplete?: 'email' | 'username';
}

/** The e-mail field of the auth forms: focused first, its own error or the server's for the field. */
export function EmailField({
  ref,
  name,
  value,
  onChange,
  errors,
  model,
  autoComplete = 'email',
}: EmailFieldProps) {
  return (
    <TextInput
      ref={ref}
      label="Email"
      type="email"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
        errors.edited(name);
      }}
      error={errors.errorFor(name, fieldError(model, name))}
      required
      withAsterisk={false}
      autoFocus
    />
  );
}
