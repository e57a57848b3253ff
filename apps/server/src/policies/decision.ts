// What a policy answers: allowed, or refused with the status and message the client gets. Another user's
// item is refused as 404, exactly like an item that does not exist, so ids reveal nothing; a visible item
// the user may not change is a 403 that says why.
import { HttpError } from '../errors/httpError.ts';

export type Decision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly status: 403 | 404; readonly message: string };

export const ALLOWED: Decision = { allowed: true };

export function refused(status: 403 | 404, message: string): Decision {
  return { allowed: false, status, message };
}

/** Throws the refusal as an HttpError; when allowed, the item exists. */
export function authorize<Item>(item: Item | undefined, decision: Decision): asserts item is Item {
  if (!decision.allowed) throw new HttpError(decision.status, decision.message);
  if (item === undefined) throw new Error('A policy allowed an action on an item that does not exist.');
}
