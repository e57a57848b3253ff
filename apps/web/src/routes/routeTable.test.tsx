import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SESSION, SESSION, currentUrl, jsonResponse, renderApp, stubServer } from '../test/renderApp.tsx';

const WHOAMI = '/api/auth/sessions/whoami';

beforeEach(() => {
  document.title = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function expectUrl(router: ReturnType<typeof renderApp>['router'], url: string) {
  await waitFor(() => expect(currentUrl(router)).toBe(url));
}

describe('routes without a session', () => {
  beforeEach(() => {
    stubServer({ [WHOAMI]: NO_SESSION });
  });

  it('sends a main route to login with return_to, keeping the query on the login page', async () => {
    const { router } = renderApp('/editor/42?tab=match');
    await expectUrl(router, '/auth/login?return_to=%2Feditor%2F42%3Ftab%3Dmatch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(document.title).toBe('Write the Tone | Login');
  });

  it('redirects / to the guides before asking for login', async () => {
    const { router } = renderApp('/');
    await expectUrl(router, '/auth/login?return_to=%2Flibrary%2Fguides');
  });

  it('corrects an unknown library section before asking for login', async () => {
    const { router } = renderApp('/library/videos');
    await expectUrl(router, '/auth/login?return_to=%2Flibrary%2Fguides');
  });

  it('shows the auth screens with their titles and headings, finished', async () => {
    const screens = [
      ['/auth/mfa?password=true', 'Two-Factor Authentication', 'Two-factor authentication'],
      ['/auth/register', 'Register', 'Create your account'],
      ['/auth/verify', 'Verify Email', 'Verify your email address'],
      ['/auth/forgot-password', 'Forgot Password', 'Forgot your password?'],
      ['/auth/reset-password', 'Reset Password', 'Choose a new password'],
      ['/recovery', 'Account Recovery', 'Recover your account'],
    ] as const;
    for (const [path, title, heading] of screens) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.queryByText('This page is not built yet')).toBeNull();
      expect(document.title).toBe(`Write the Tone | ${title}`);
      unmount();
    }
  });

  it('shows Page Not Found for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Write the Tone | Page Not Found');
  });

  it('opens account-closed and maintenance without login', async () => {
    const closed = renderApp('/account-closed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account closed' })).toBeTruthy();
    expect(currentUrl(closed.router)).toBe('/account-closed');
    closed.unmount();
    const maintenance = renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Server error' })).toBeTruthy();
    expect(document.title).toBe('Write the Tone | Maintenance');
    expect(currentUrl(maintenance.router)).toBe('/maintenance');
  });
});

describe('application start', () => {
  it("shows 'Loading application...' until the session is known", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubServer({ [WHOAMI]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderApp('/library/guides');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(WHOAMI, expect.anything()));
    expect(screen.getByText('Loading application...')).toBeTruthy();
    answer(NO_SESSION());
    await expectUrl(router, '/auth/login?return_to=%2Flibrary%2Fguides');
  });

  it('redirects to login with error=timeout when the session takes more than 10 s', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer({ [WHOAMI]: () => new Promise<Response>(() => undefined) });
    const { router } = renderApp('/tools/analyzer');
    // React and the router schedule their first render on timers too: let that happen first.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_900);
    });
    expect(screen.getByText('Loading application...')).toBeTruthy();
    expect(currentUrl(router)).toBe('/tools/analyzer');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(currentUrl(router)).toBe('/auth/login?return_to=%2Ftools%2Fanalyzer&error=timeout');
    expect(errors).toHaveBeenCalledWith('Auth loading timeout');
  });

  it('only logs a failed initialisation and carries on as a guest', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer({
      [WHOAMI]: () => jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'x' }),
    });
    const { router } = renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth/login');
    expect(errors).toHaveBeenCalledWith('Could not initialise the user.', expect.anything());
  });
});

describe('routes with a session', () => {
  it('gives every main route its title', async () => {
    stubServer({ [WHOAMI]: SESSION });
    // [path, title, main heading when it is not the title]
    const routes: readonly (readonly [string, string, string?])[] = [
      ['/subscription-required', 'Subscription Required'],
      ['/library/prompts', 'Library'],
      ['/library/glossary/g1', 'Glossary'],
      // The stub server knows no guide t1: the guide page says so (a found guide's heading is its name).
      ['/library/guide/t1', 'Tone Guide', 'Guide not found'],
      ['/shared-guide?code=AB12', 'Shared guide'],
      ['/editor', 'Edit, Match, Analyze'],
      ['/editor/t1', 'Edit, Match, Analyze'],
      ['/editor/create-guide', 'Create Guide'],
      ['/wizard', 'Guide Wizard'],
      ['/builder', 'Guide Builder'],
      ['/tools/analyzer', 'Tools'],
      ['/assistant', 'AI Assistant'],
      ['/profile/overview', 'Profile'],
      ['/profile/settings?openSubscription=true', 'Settings'],
      ['/profile/notifications', 'Notifications'],
    ];
    for (const [path, title, heading = title] of routes) {
      const { router, unmount } = renderApp(path);
      // A lazily loaded screen can take more than findBy's default second on a busy machine.
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
      expect(currentUrl(router)).toBe(path);
      expect(document.title).toBe(`Write the Tone | ${title}`);
      unmount();
    }
    // Sixteen screens, each loaded lazily and rendered in jsdom: well over the default 5 s on a busy machine.
  }, 30_000);

  it('sends a library code to the shared guide', async () => {
    stubServer({ [WHOAMI]: SESSION });
    const { router } = renderApp('/library?code=XY%2099');
    await expectUrl(router, '/shared-guide?code=XY+99');
  });

  it('sends an unknown tool to the matcher', async () => {
    stubServer({ [WHOAMI]: SESSION });
    const { router } = renderApp('/tools/translator');
    await expectUrl(router, '/tools/matcher');
    expect(await screen.findByRole('tab', { name: 'Matcher', selected: true })).toBeTruthy();
  });

  it('sends a guest route to the library', async () => {
    stubServer({ [WHOAMI]: SESSION });
    const { router } = renderApp('/auth/login?return_to=%2Feditor');
    await expectUrl(router, '/library/guides');
  });

  it('sends accountLevel NONE to subscription-required', async () => {
    stubServer({
      [WHOAMI]: SESSION,
      '/api/account/profile': () => jsonResponse(200, { accountLevel: 'NONE' }),
    });
    const { router } = renderApp('/editor');
    await expectUrl(router, '/subscription-required');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Required' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Toggle assistant' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a closed account to account-closed', async () => {
    stubServer({
      [WHOAMI]: SESSION,
      '/api/account/profile': () => jsonResponse(200, { accountLevel: 'PREMIUM' }),
      '/api/account/status': () => jsonResponse(200, { closed: true }),
    });
    const { router } = renderApp('/library/guides');
    await expectUrl(router, '/account-closed');
  });

  it("maintenance's Try again goes back to return_to", async () => {
    stubServer({ [WHOAMI]: SESSION });
    const { router } = renderApp('/maintenance?return_to=%2Fwizard');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await expectUrl(router, '/wizard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide Wizard' })).toBeTruthy();
  });
});
