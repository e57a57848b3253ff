import { STATUS_CODES } from 'node:http';

/** Kratos's error envelope: `{error: {id?, code, status, reason?, message, details?}}` plus some top-level extras. */
export interface KratosErrorBody {
  error: {
    id?: string;
    code: number;
    status: string;
    reason?: string;
    message: string;
    details?: Record<string, unknown>;
  };
  [extra: string]: unknown;
}

/** Herodot's generic message per status; `reason` carries the specific one. */
const GENERIC_MESSAGES: Record<number, string> = {
  400: 'The request was malformed or contained invalid parameters',
  401: 'The request could not be authorized',
  403: 'The requested action was forbidden',
  404: 'The requested resource could not be found',
  410: 'The requested resource is no longer available',
  413: 'The request body is too large',
  415: 'The request content type is not supported',
  422: 'The request was well-formed but was unable to be followed due to semantic errors',
  429: 'Too many requests',
  500: 'An internal server error occurred, please contact the system administrator',
  503: 'The service is temporarily unavailable, please try again later',
};

/** An identity-service error answered in Kratos's shape (the scope's error handler sends it). */
export class IdentityError extends Error {
  readonly statusCode: number;
  readonly body: KratosErrorBody;

  constructor(statusCode: number, body: KratosErrorBody) {
    super(body.error.reason ?? body.error.message);
    this.name = 'IdentityError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

interface ErrorOptions {
  id?: string;
  reason?: string;
  message?: string;
  details?: Record<string, unknown>;
  /** Fields beside `error`, e.g. `redirect_browser_to` or `use_flow_id`. */
  extra?: Record<string, unknown>;
}

export function kratosErrorBody(statusCode: number, options: ErrorOptions = {}): KratosErrorBody {
  return {
    error: {
      ...(options.id === undefined ? {} : { id: options.id }),
      code: statusCode,
      status: STATUS_CODES[statusCode] ?? 'Error',
      ...(options.reason === undefined ? {} : { reason: options.reason }),
      message: options.message ?? GENERIC_MESSAGES[statusCode] ?? STATUS_CODES[statusCode] ?? 'Error',
      ...(options.details === undefined ? {} : { details: options.details }),
    },
    ...options.extra,
  };
}

export function identityError(statusCode: number, options: ErrorOptions = {}): IdentityError {
  return new IdentityError(statusCode, kratosErrorBody(statusCode, options));
}

export function badRequest(reason: string): IdentityError {
  return identityError(400, { reason });
}

export function flowNotFound(): IdentityError {
  return identityError(404, { reason: 'The flow does not exist. Initialize a new one.' });
}

export function csrfViolation(rejectReason: string): IdentityError {
  return identityError(403, {
    id: 'security_csrf_violation',
    reason:
      'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from ' +
      'Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, ' +
      'and other serious security issues.',
    message: 'the request was rejected to protect you from Cross-Site-Request-Forgery',
    details: {
      reject_reason: rejectReason,
      hint: 'Start the flow again in this browser; the anti-CSRF cookie and the csrf_token field must belong together.',
      docs: 'https://www.ory.sh/kratos/docs/debug/csrf',
    },
  });
}

export function sessionInactive(): IdentityError {
  return identityError(401, {
    id: 'session_inactive',
    reason: 'No active session was found in this request.',
    message: 'request does not have a valid authentication session',
  });
}

export function sessionAlreadyAvailable(): IdentityError {
  return identityError(400, {
    id: 'session_already_available',
    reason:
      'A valid session was detected and thus this flow is not possible. Log out first, or use ?refresh=true.',
    message: 'A valid session was detected and thus login is not possible.',
  });
}

function redirectError(statusCode: number, id: string, reason: string, redirectTo: string): IdentityError {
  return identityError(statusCode, {
    id,
    reason,
    details: { redirect_browser_to: redirectTo },
    extra: { redirect_browser_to: redirectTo },
  });
}

export function sessionAal2Required(redirectTo: string): IdentityError {
  return redirectError(
    403,
    'session_aal2_required',
    'Your session has only completed the first factor; complete the second authentication factor to continue.',
    redirectTo,
  );
}

export function sessionAal1Required(redirectTo: string): IdentityError {
  return redirectError(
    401,
    'session_aal1_required',
    'You must sign in with your first factor before a second factor can be used.',
    redirectTo,
  );
}

export function sessionRefreshRequired(redirectTo: string): IdentityError {
  return redirectError(
    403,
    'session_refresh_required',
    'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
    redirectTo,
  );
}

export function returnToForbidden(returnTo: string): IdentityError {
  return identityError(400, {
    id: 'self_service_flow_return_to_forbidden',
    reason: `Requested return_to URL "${returnTo}" is not allowed.`,
    message: 'The return_to address is not allowed.',
  });
}

export function browserLocationChangeRequired(redirectTo: string): IdentityError {
  return identityError(422, {
    id: 'browser_location_change_required',
    reason: `In order to complete this flow please redirect the browser to: ${redirectTo}`,
    message: 'browser location change required',
    extra: { redirect_browser_to: redirectTo },
  });
}

export function flowExpired(newFlowId: string, expiredAt: Date, now: Date = new Date()): IdentityError {
  const agoMs = Math.max(0, now.getTime() - expiredAt.getTime());
  return identityError(410, {
    id: 'self_service_flow_expired',
    reason: `The self-service flow expired ${(agoMs / 60_000).toFixed(2)} minutes ago, initialize a new one.`,
    message: 'self-service flow expired',
    extra: {
      expired_at: expiredAt.toISOString(),
      since: agoMs * 1_000_000,
      use_flow_id: newFlowId,
    },
  });
}

export function flowReplaced(newFlowId: string, reason: string): IdentityError {
  return identityError(410, {
    id: 'self_service_flow_replaced',
    reason,
    message: 'self-service flow replaced',
    extra: { use_flow_id: newFlowId },
  });
}

export function identityMismatch(): IdentityError {
  return identityError(403, {
    id: 'security_identity_mismatch',
    reason: 'The flow belongs to another identity than the one signed in.',
  });
}
