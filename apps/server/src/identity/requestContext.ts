import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfCookieName, decodeCsrfSecret, maskCsrfSecret, newCsrfSecret } from './csrf.ts';
import type { IdentityDependencies } from './identityDependencies.ts';

/** Where the identity API lives below the public origin. */
export const IDENTITY_BASE_PATH = '/api/auth';

const CSRF_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** One request to the identity service: its origin, its cookies and the browser's anti-CSRF secret. */
export interface RequestContext {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly deps: IdentityDependencies;
  /** The origin the browser sees, e.g. http://localhost:8080. */
  readonly origin: string;
  /** `<origin>/api/auth`, the base of every self-service URL. */
  readonly publicBase: string;
  readonly secureCookies: boolean;
  readonly now: Date;
  /** This browser's CSRF secret from its cookie, if it has a well-formed one. */
  existingCsrfSecret(): Buffer | undefined;
  /** This browser's CSRF secret; sets a new cookie when it has none. */
  csrfSecret(): Buffer;
  /** Replaces the CSRF secret (a new identity signed in, or signed out), as Kratos does. */
  rotateCsrfSecret(): Buffer;
  /** A fresh masking of the current secret for a csrf_token node. */
  maskedCsrfToken(): string;
}

/** The origin the browser sees: PUBLIC_URL's when set, else the request's own. */
export function requestOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  publicUrl: string | undefined,
): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export function createRequestContext(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: IdentityDependencies,
): RequestContext {
  const origin = requestOrigin(request, deps.config.publicUrl);
  const publicBase = `${origin}${IDENTITY_BASE_PATH}`;
  const secureCookies = deps.trustProxy || origin.startsWith('https:');
  const cookieName = csrfCookieName(publicBase);
  let current = decodeCsrfSecret(request.cookies[cookieName]);

  const setCookie = (): Buffer => {
    const value = newCsrfSecret();
    reply.setCookie(cookieName, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
    });
    current = decodeCsrfSecret(value);
    if (current === undefined) throw new Error('a new CSRF secret did not decode');
    return current;
  };

  const csrfSecret = (): Buffer => current ?? setCookie();
  return {
    request,
    reply,
    deps,
    origin,
    publicBase,
    secureCookies,
    now: new Date(),
    existingCsrfSecret: () => current,
    csrfSecret,
    rotateCsrfSecret: setCookie,
    maskedCsrfToken: () => maskCsrfSecret(csrfSecret()),
  };
}

/** Product pages (apps/web) that answers point the browser to. */
export const UI_PATHS = {
  login: '/auth/login',
  mfa: '/auth/mfa',
  registration: '/auth/register',
  verification: '/auth/verify',
  recovery: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  settings: '/profile/settings',
  afterLogin: '/library/guides',
} as const;

export function selfServiceUrl(
  ctx: RequestContext,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(`${ctx.publicBase}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export function uiUrl(
  ctx: RequestContext,
  page: keyof typeof UI_PATHS,
  query: Record<string, string> = {},
): string {
  const url = new URL(`${ctx.origin}${UI_PATHS[page]}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
