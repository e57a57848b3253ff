// The official Ory SDK pointed at our identity service (spec section 7, DESIGN.md section 5): same origin under
// /api/auth, cookies included, and the same 10 s time-out as every other call.
import { Configuration, FrontendApi } from '@ory/client-fetch';
import { API_TIMEOUT_MS } from '../api/apiConfig.ts';

export const IDENTITY_BASE_PATH = '/api/auth';

/** fetch with a time-out; the SDK reports the abort as a FetchError whose cause is the TimeoutError. */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(new DOMException('The request timed out', 'TimeoutError'));
    }, timeoutMs);
    try {
      // The global is looked up on every call so that tests can stub it.
      return await fetch(input, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  };
}

export function createIdentityApi(origin: string, timeoutMs: number = API_TIMEOUT_MS): FrontendApi {
  return new FrontendApi(
    new Configuration({
      basePath: `${origin}${IDENTITY_BASE_PATH}`,
      credentials: 'include',
      // The SDK sends no Accept header, and without one a Kratos-style server answers the browser endpoints
      // with 303 redirects instead of JSON (identity-protocol.md section 2).
      headers: { Accept: 'application/json' },
      fetchApi: fetchWithTimeout(timeoutMs),
    }),
  );
}

let api: FrontendApi | null = null;

/** The app's client, created on first use for the page's own origin. */
export function identityApi(): FrontendApi {
  api ??= createIdentityApi(window.location.origin);
  return api;
}
