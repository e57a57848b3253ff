/** PostgreSQL's unique_violation (23505): a row with that key exists already, perhaps written just now. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
