import { HttpError } from './httpError.ts';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** The 401 of a request that needs a signed-in user and has none. */
export function signInRequired(): HttpError {
  return new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
}
