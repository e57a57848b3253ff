import { TextInput } from '@mantine/core';
import type { Ref } from 'react';

/** A one-time code from an e-mail or an authenticator app: digits, the phone keypad, autofill-friendly. */
export function CodeField({
  label,
  value,
  onChange,
  error,
  description,
  maxLength,
  inputRef,
  numeric = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  description?: string;
  maxLength?: number | null;
  inputRef?: Ref<HTMLInputElement>;
  numeric?: boolean;
}) {
  return (
    <TextInput
      ref={inputRef}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      description={description}
      required
      withAsterisk={false}
      autoFocus
      autoComplete="one-time-code"
      inputMode={numeric ? 'numeric' : 'text'}
      maxLength={maxLength ?? undefined}
      spellCheck={false}
      autoCapitalize="off"
    />
  );
}
