// Renders the whole app (providers, route table, guards) at a path, against a stubbed server.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders } from '../AppProviders.tsx';
import { createAppQueryClient } from '../api/queryClient.ts';
import { routeTable } from '../routes/routeTable.tsx';

export type StubHandler = (init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const NO_SESSION = (): Response =>
  jsonResponse(401, {
    error: { code: 401, status: 'Unauthorized', message: 'The request could not be authorized' },
  });

function sessionAnswer(verified: boolean): Response {
  return jsonResponse(200, {
    id: 'session-1',
    active: true,
    authenticator_assurance_level: 'aal1',
    identity: {
      id: 'identity-1',
      traits: { email: 'ada@example.com' },
      verifiable_addresses: [{ id: 'address-1', value: 'ada@example.com', verified, via: 'email' }],
    },
  });
}

export const SESSION = (): Response => sessionAnswer(true);

/** A session whose address was never verified (sharing is blocked; the main layout says so). */
export const UNVERIFIED_SESSION = (): Response => sessionAnswer(false);

/** Stubs the global fetch: answers by exact URL, 404 with the API's error shape for anything else. */
export function stubServer(handlers: Record<string, StubHandler>) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const handler = handlers[url];
    if (handler !== undefined) return Promise.resolve(handler(init));
    return Promise.resolve(
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: `Route ${url} not found` }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderApp(path: string) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createAppQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
