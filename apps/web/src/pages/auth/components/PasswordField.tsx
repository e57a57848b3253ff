import { PasswordInput } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A password input whose visibility toggle can be reached with the keyboard (Mantine keeps it out of the tab
 * order by default). Its accessible name is "Toggle password visibility".
 */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  autoComplete,
  description,
  inputRef,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoComplete: 'current-password' | 'new-password';
  description?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  return (
    <PasswordInput
      ref={inputRef}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autoComplete={autoComplete}
      description={description}
      required
      withAsterisk={false}
      visibilityToggleFocusable
      autoFocus={autoFocus}
    />
  );
}
