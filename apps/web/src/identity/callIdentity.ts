// Runs one SDK call and hands back either its answer or what went wrong, so screens branch on data instead
// of catching.
import type { IdentityFailure } from './identityFailure.ts';
import { readIdentityFailure } from './identityFailure.ts';

export type CallResult<T> = { ok: true; value: T } | { ok: false; failure: IdentityFailure };

export async function callIdentity<T>(call: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, failure: await readIdentityFailure(error) };
  }
}
