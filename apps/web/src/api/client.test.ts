import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../auth/sessionQueries.ts';
import { setAppNavigator } from '../routes/appNavigation.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { apiClient } from './client.ts';
import { queryClient } from './queryClient.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useUpgradeDialogStore.getState().close();
});

describe('the app client', () => {
  it("opens the upgrade dialog on a 403 with the server's explanation", async () => {
    answer(403, { statusCode: 403, error: 'Forbidden', message: 'Upgrade to create more guides' });
    await expect(apiClient.post('/text/tones-of-voice', { name: 'x' })).rejects.toMatchObject({
      status: 403,
    });
    expect(useUpgradeDialogStore.getState()).toMatchObject({
      open: true,
      reason: 'Upgrade to create more guides',
    });
  });

  it("opens it with the spec's 403 text when the server gave no message", async () => {
    answer(403, {});
    await expect(apiClient.post('/text/tones-of-voice', { name: 'x' })).rejects.toMatchObject({
      status: 403,
    });
    expect(useUpgradeDialogStore.getState()).toMatchObject({
      open: true,
      reason: 'You do not have permission to perform this action.',
    });
  });

  it('drops the cached session and goes to login 100 ms after a 401', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    setAppNavigator(navigate);
    queryClient.setQueryData(sessionQueryKey, { id: 's1' });
    answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' });
    await expect(apiClient.get('/account/profile')).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(100);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      `/auth/login?return_to=${encodeURIComponent(window.location.pathname)}`,
    );
  });
});
