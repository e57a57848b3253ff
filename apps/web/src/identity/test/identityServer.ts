// A stub of the identity service at the network boundary (global fetch; test/fetchStub.ts): answers by
// method and path, and records what the browser sent, so screen tests see exactly the wire format.
import { stubFetch } from '../../test/fetchStub.ts';

export { answer, inTurn, json, type RecordedRequest, type StubHandler } from '../../test/fetchStub.ts';

/** Routes are keyed "METHOD /path" (no query); anything else answers 404 in the API's error shape. */
export const stubIdentityServer = stubFetch;

export const ROUTES = {
  whoami: 'GET /api/auth/sessions/whoami',
  loginInit: 'GET /api/auth/self-service/login/browser',
  loginGet: 'GET /api/auth/self-service/login/flows',
  loginSubmit: 'POST /api/auth/self-service/login',
  registrationInit: 'GET /api/auth/self-service/registration/browser',
  registrationGet: 'GET /api/auth/self-service/registration/flows',
  registrationSubmit: 'POST /api/auth/self-service/registration',
  verificationInit: 'GET /api/auth/self-service/verification/browser',
  verificationGet: 'GET /api/auth/self-service/verification/flows',
  verificationSubmit: 'POST /api/auth/self-service/verification',
  recoveryInit: 'GET /api/auth/self-service/recovery/browser',
  recoveryGet: 'GET /api/auth/self-service/recovery/flows',
  recoverySubmit: 'POST /api/auth/self-service/recovery',
  settingsInit: 'GET /api/auth/self-service/settings/browser',
  settingsGet: 'GET /api/auth/self-service/settings/flows',
  settingsSubmit: 'POST /api/auth/self-service/settings',
  logoutInit: 'GET /api/auth/self-service/logout/browser',
  logout: 'GET /api/auth/self-service/logout',
} as const;

/** The path of a ROUTES entry, for `find`. */
export function pathOf(route: string): [string, string] {
  const [method = '', path = ''] = route.split(' ');
  return [method, path];
}
