import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountStatus } from '../api/account.ts';
import { answer, stubApi } from '../api/test/apiStub.ts';
import { accountStatus } from '../api/test/fixtures.ts';
import { renderWithQueries } from '../api/test/queryHarness.tsx';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { useCreateGuard } from './useCreateGuard.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useUpgradeDialogStore.getState().close();
});

describe('useCreateGuard', () => {
  it('opens the upgrade dialog before a create the plan has no room for', async () => {
    stubApi({ 'GET /api/account/status': answer(200, accountStatus({ tone: 0, prompt: 7 })) });
    const { result } = renderWithQueries(() => ({ status: useAccountStatus(), guard: useCreateGuard() }));
    await waitFor(() => expect(result.current.status.isSuccess).toBe(true));

    expect(result.current.guard('createPrompt')).toBe(true);
    expect(useUpgradeDialogStore.getState().open).toBe(false);

    expect(result.current.guard('createTone')).toBe(false);
    expect(useUpgradeDialogStore.getState()).toMatchObject({
      open: true,
      reason:
        'You have reached the limit for guides (25 out of 25). Upgrade your subscription plan to create more!',
    });
  });

  it('lets a create go on while the status is not known yet', () => {
    stubApi({ 'GET /api/account/status': () => new Promise<Response>(() => undefined) });
    const { result } = renderWithQueries(() => useCreateGuard());
    expect(result.current('createTone')).toBe(true);
    expect(useUpgradeDialogStore.getState().open).toBe(false);
  });
});
