import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { accountKeys } from './accountKeys.ts';
import { getProfile, updateProfile, useProfile, useUpdateProfile } from './profile.ts';
import { answer, clearToasts, stubApi, toasts } from './test/apiStub.ts';
import { profile } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const PROFILE = '/api/account/profile';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

describe('profile calls', () => {
  it('read the profile as the contract types it', async () => {
    stubApi({ [`GET ${PROFILE}`]: answer(200, profile()) });
    await expect(getProfile()).resolves.toEqual(profile());
  });

  it('send only the changed fields and answer the whole profile', async () => {
    const changed = profile({ firstName: 'Grace', aiAssistantPersonality: 2 });
    const api = stubApi({ [`PATCH ${PROFILE}`]: answer(200, changed) });
    await expect(updateProfile({ firstName: 'Grace', aiAssistantPersonality: 2 })).resolves.toEqual(changed);
    expect(api.calls(`PATCH ${PROFILE}`)[0]?.body).toEqual({ firstName: 'Grace', aiAssistantPersonality: 2 });
  });

  it("toast 'Failed to load profile' when the profile cannot be read, also for a malformed answer", async () => {
    stubApi({ [`GET ${PROFILE}`]: answer(500, { statusCode: 500, error: 'Server', message: 'boom' }) });
    await expect(getProfile()).rejects.toMatchObject({ status: 500 });
    stubApi({ [`GET ${PROFILE}`]: answer(200, { accountLevel: 'GOLD' }) });
    await expect(getProfile()).rejects.toMatchObject({ failure: { kind: 'invalidAnswer' } });
    expect(toasts().map((toast) => toast.message)).toEqual([
      'Failed to load profile',
      'Failed to load profile',
    ]);
  });

  it("toast 'Failed to update profile' and keep the server's reason in the error, without the upgrade dialog", async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'accountLevel: the plan is changed by an administrator of this installation',
    };
    stubApi({ [`PATCH ${PROFILE}`]: answer(400, refusal) });
    await expect(updateProfile({ firstName: 'Grace' })).rejects.toThrow(refusal.message);
    expect(toasts()).toEqual([{ title: 'Error', message: 'Failed to update profile' }]);
    expect(useUpgradeDialogStore.getState().open).toBe(false);
  });
});

describe('profile hooks', () => {
  it('cache the profile under its key and put the changed profile there after a save', async () => {
    const changed = profile({ lastName: 'Byron' });
    stubApi({ [`GET ${PROFILE}`]: answer(200, profile()), [`PATCH ${PROFILE}`]: answer(200, changed) });
    const { result, queryClient } = renderWithQueries(() => ({
      query: useProfile(),
      update: useUpdateProfile(),
    }));
    await waitFor(() => expect(result.current.query.data).toEqual(profile()));
    expect(accountKeys.profile()).toEqual(['account', 'profile']);
    await act(() => result.current.update.mutateAsync({ lastName: 'Byron' }));
    expect(queryClient.getQueryData(accountKeys.profile())).toEqual(changed);
    await waitFor(() => expect(result.current.query.data?.lastName).toBe('Byron'));
  });
});
