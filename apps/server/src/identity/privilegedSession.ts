import type { FastifyRequest } from 'fastify';
import { sessionRefreshRequiredSchema, type SessionRefreshRequired } from '@wtt/contract';
import type { IdentityConfig } from '../config/environment.ts';
import type { CurrentIdentity } from './currentIdentity.ts';
import { sessionRefreshRequired } from './errors.ts';
import { IDENTITY_BASE_PATH, requestOrigin, UI_PATHS } from './requestContext.ts';

/**
 * The identity boundary's answer for other areas' actions that need a recent sign-in (closing the
 * account), as the settings flows have it for credentials: undefined while the session is privileged
 * (PRIVILEGED_SESSION_MAX_AGE_MINUTES since it last proved who it is), else Kratos's 403
 * `session_refresh_required` body, whose `redirect_browser_to` starts a `refresh=true` login that returns
 * to the settings page. The app answers it with its step-up dialog (spec section 8).
 */
export function sessionRefreshRefusal(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  identity: CurrentIdentity,
  config: Pick<IdentityConfig, 'privilegedSessionMaxAgeMs' | 'publicUrl'>,
  now: Date = new Date(),
): SessionRefreshRequired | undefined {
  if (identity.authenticatedAt.getTime() + config.privilegedSessionMaxAgeMs > now.getTime()) return undefined;
  const origin = requestOrigin(request, config.publicUrl);
  const login = new URL(`${origin}${IDENTITY_BASE_PATH}/self-service/login/browser`);
  login.searchParams.set('refresh', 'true');
  login.searchParams.set('return_to', `${origin}${UI_PATHS.settings}`);
  // The same body the settings flows send, in the contract's type (it has every field the schema names).
  return sessionRefreshRequiredSchema.parse(sessionRefreshRequired(login.toString()).body);
}
