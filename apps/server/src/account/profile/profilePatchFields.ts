import { profileUpdateSchema, READ_ONLY_PROFILE_FIELDS } from '@wtt/contract';
import { HttpError } from '../../errors/httpError.ts';

const EDITABLE_FIELDS: readonly string[] = Object.keys(profileUpdateSchema.shape);

function isReadOnly(field: string): field is keyof typeof READ_ONLY_PROFILE_FIELDS {
  return Object.hasOwn(READ_ONLY_PROFILE_FIELDS, field);
}

/**
 * A PATCH of the profile that names a read-only field (accountLevel, email, …) or a field the profile does
 * not have is refused as a whole, naming each field and why: ignoring them would let a client believe it
 * changed them. Bodies that are not objects are left to the schema.
 */
export function refusedProfileFields(body: unknown): HttpError | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const fields = Object.keys(body);
  const readOnly = fields.filter(isReadOnly);
  const unknown = fields.filter((field) => !isReadOnly(field) && !EDITABLE_FIELDS.includes(field));
  if (readOnly.length === 0 && unknown.length === 0) return undefined;
  const details = [
    ...readOnly.map((field) => ({
      path: `body/${field}`,
      message: `is read-only: ${READ_ONLY_PROFILE_FIELDS[field]}`,
    })),
    ...unknown.map((field) => ({ path: `body/${field}`, message: 'is not a field of the profile' })),
  ];
  const sentences = [
    readOnly.length === 0
      ? ''
      : `The profile cannot change ${readOnly
          .map((field) => `${field} (${READ_ONLY_PROFILE_FIELDS[field]})`)
          .join(', ')}.`,
    unknown.length === 0
      ? ''
      : `Unknown ${unknown.length === 1 ? 'field' : 'fields'} ${unknown.map((field) => JSON.stringify(field)).join(', ')}: ` +
        `the fields you may change are ${EDITABLE_FIELDS.join(', ')}.`,
  ];
  return new HttpError(400, sentences.filter(Boolean).join(' '), details);
}
