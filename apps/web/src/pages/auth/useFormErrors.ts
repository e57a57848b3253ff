// Which error each field shows: the browser's own check from the last submit, else the server's message for
// that field, and nothing once the user has changed the field since (the message would describe old input).
import { useCallback, useState } from 'react';

export type ClientErrors = Readonly<Record<string, string | null>>;

export interface FormErrors {
  /** The error to show for a field, given the server's message for it. */
  errorFor: (name: string, serverError: string | null) => string | null;
  /** Call when the user edits a field. */
  edited: (name: string) => void;
  /** Call at each submit with the browser's findings; returns true when they allow sending. */
  submitted: (errors: ClientErrors) => boolean;
}

export function useFormErrors(): FormErrors {
  const [clientErrors, setClientErrors] = useState<ClientErrors>({});
  const [editedFields, setEditedFields] = useState<ReadonlySet<string>>(new Set());

  const errorFor = useCallback(
    (name: string, serverError: string | null) =>
      editedFields.has(name) ? null : (clientErrors[name] ?? serverError),
    [clientErrors, editedFields],
  );
  const edited = useCallback((name: string) => {
    setEditedFields((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  }, []);
  const submitted = useCallback((errors: ClientErrors) => {
    setClientErrors(errors);
    setEditedFields(new Set());
    return Object.values(errors).every((error) => error === null);
  }, []);
  return { errorFor, edited, submitted };
}
