import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountInfo } from '../auth/guards.ts';
import { accountInfoQueryKey } from '../auth/sessionQueries.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { closeAccount, isStepUpRequired, useCloseAccount } from './accountClosing.ts';
import { answer, clearToasts, stubApi, toasts } from './test/apiStub.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const CLOSE = 'POST /api/account/close';
const refreshRequired = {
  error: {
    id: 'session_refresh_required',
    code: 403,
    status: 'Forbidden',
    reason:
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
    message: 'The requested action was forbidden',
  },
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

describe('closing the account', () => {
  it('sends the confirming address', async () => {
    const api = stubApi({ [CLOSE]: answer(200, { closed: true }) });
    await closeAccount('ada@example.com');
    expect(api.calls(CLOSE)[0]?.body).toEqual({ confirm: 'ada@example.com' });
  });

  it('leaves session_refresh_required to the screen: no toast, no upgrade dialog', async () => {
    stubApi({ [CLOSE]: answer(403, refreshRequired) });
    const error = await closeAccount('ada@example.com').catch((caught: unknown) => caught);
    expect(isStepUpRequired(error)).toBe(true);
    expect(toasts()).toEqual([]);
    expect(useUpgradeDialogStore.getState().open).toBe(false);
  });

  it('reports other refusals as the policy does', async () => {
    stubApi({
      [CLOSE]: answer(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'confirm must be your address',
      }),
    });
    const error = await closeAccount('someone@else.org').catch((caught: unknown) => caught);
    expect(isStepUpRequired(error)).toBe(false);
    expect(error).toMatchObject({ message: 'confirm must be your address' });
    expect(toasts().map((toast) => toast.message)).toEqual([
      'Invalid request. Please check your input and try again.',
    ]);
  });

  it("marks the guards' account information closed", async () => {
    stubApi({ [CLOSE]: answer(200, { closed: true }) });
    const { result, queryClient } = renderWithQueries(() => useCloseAccount());
    const key = accountInfoQueryKey('identity-1');
    queryClient.setQueryData<AccountInfo>(key, { closed: false, accountLevel: 'PREMIUM' });
    await act(() => result.current.mutateAsync('ada@example.com'));
    expect(queryClient.getQueryData(key)).toEqual({ closed: true, accountLevel: 'PREMIUM' });
  });
});
