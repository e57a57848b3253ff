// How the app reacts to a failed call (spec section 8, "HTTP handling"), as pure decisions.
import { PATHS } from '../routes/paths.ts';
import { loginRedirectPath } from '../auth/returnTo.ts';
import type { RequestFailure } from './apiError.ts';

export type ToastSeverity = 'error' | 'warn';
/**
 * `callerHandles`: no toast, no redirect, no dialog; the caller shows the failure its own way (a picture
 * that does not exist, a step-up dialog). Only a call's own `decide` chooses it, never the policy.
 */
export type ErrorAction = 'none' | 'redirectToLogin' | 'openUpgradeDialog' | 'callerHandles';

export interface ErrorDecision {
  message: string;
  severity: ToastSeverity;
  action: ErrorAction;
}

export const ERROR_MESSAGES = {
  sessionExpired: 'Session expired. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  serverError: 'Server error. Please try again later.',
  badRequest: 'Invalid request. Please check your input and try again.',
  unexpected: 'An unexpected error occurred',
  // The spec lists HTTP statuses only; a call that never got an answer deserves a message that says so.
  timeout: 'The server did not answer in time. Please try again.',
  network: 'Cannot reach the server. Please check your connection and try again.',
  // An answer that does not match the contract: most likely a server of another version than this page.
  invalidAnswer: 'The server sent an answer this version of the app cannot read. Please reload the page.',
} as const;

/** How long a toast stays (spec section 9). */
export const TOAST_DURATION_MS = 5000;
/** Delay before the login redirect that follows a 401, so the toast is seen first (spec section 8). */
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 100;

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The server's own explanation: `errorMessage` first, then `message` (our API answers
 * {statusCode, error, message}); the identity service nests Kratos errors as {error: {reason, message}}.
 */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const own = nonEmptyString(record.errorMessage) ?? nonEmptyString(record.message);
  if (own !== null || typeof record.error !== 'object' || record.error === null) return own;
  const nested = record.error as Record<string, unknown>;
  return nonEmptyString(nested.reason) ?? nonEmptyString(nested.message);
}

/** Spec section 6: messages mentioning permission, upgrade or professional mean "upgrade required". */
export function isUpgradeRequiredMessage(message: string): boolean {
  return /permission|upgrade|professional/i.test(message);
}

export function decideErrorHandling(failure: RequestFailure): ErrorDecision {
  if (failure.kind === 'timeout') {
    return { message: ERROR_MESSAGES.timeout, severity: 'error', action: 'none' };
  }
  if (failure.kind === 'network') {
    return { message: ERROR_MESSAGES.network, severity: 'error', action: 'none' };
  }
  if (failure.kind === 'invalidAnswer') {
    return { message: ERROR_MESSAGES.invalidAnswer, severity: 'error', action: 'none' };
  }

  const { status, body } = failure;
  if (status === 401) {
    return { message: ERROR_MESSAGES.sessionExpired, severity: 'warn', action: 'redirectToLogin' };
  }
  if (status === 403) {
    return { message: ERROR_MESSAGES.forbidden, severity: 'error', action: 'openUpgradeDialog' };
  }
  if (status >= 500) return { message: ERROR_MESSAGES.serverError, severity: 'error', action: 'none' };
  if (status === 400) return { message: ERROR_MESSAGES.badRequest, severity: 'error', action: 'none' };

  const serverMessage = serverMessageOf(body);
  return {
    message: serverMessage ?? ERROR_MESSAGES.unexpected,
    severity: 'error',
    action: serverMessage !== null && isUpgradeRequiredMessage(serverMessage) ? 'openUpgradeDialog' : 'none',
  };
}

/** Where a 401 leads: login with the current page as return_to, or nowhere when already on login. */
export function sessionExpiredRedirect(pathname: string, search: string): string | null {
  if (pathname.replace(/\/+$/, '').toLowerCase() === PATHS.login) return null;
  return loginRedirectPath(`${pathname}${search}`);
}
