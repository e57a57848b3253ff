import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys, getAccountStatus, useAccountStatus } from './account.ts';
import { answer, clearToasts, stubApi, toasts } from './test/apiStub.ts';
import { accountStatus } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('account status', () => {
  it('answers the contract type, unlimited as null', async () => {
    const status = accountStatus({ tone: 3, glossary: null, prompt: 0 });
    stubApi({ 'GET /api/account/status': answer(200, status) });
    await expect(getAccountStatus()).resolves.toEqual(status);
  });

  it('refuses a status without resourceUsage', async () => {
    stubApi({ 'GET /api/account/status': answer(200, { closed: false }) });
    await expect(getAccountStatus()).rejects.toMatchObject({ failure: { kind: 'invalidAnswer' } });
    expect(toasts()).toHaveLength(1);
  });

  it('is cached under its key', async () => {
    expect(accountKeys.status()).toEqual(['account', 'status']);
    stubApi({ 'GET /api/account/status': answer(200, accountStatus()) });
    const { result, queryClient } = renderWithQueries(() => useAccountStatus());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(accountKeys.status())).toEqual(accountStatus());
  });
});
