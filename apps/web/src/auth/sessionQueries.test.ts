import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountInfoQueryKey, forgetUserData, sessionQueryKey } from './sessionQueries.ts';

describe('forgetUserData', () => {
  it('drops every cached entry but the session', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey, { id: 's1' });
    queryClient.setQueryData(accountInfoQueryKey('i1'), { accountLevel: 'PREMIUM', closed: false });
    queryClient.setQueryData(['guides', 'list'], [{ id: 'g1' }]);
    forgetUserData(queryClient);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ id: 's1' });
    expect(queryClient.getQueryData(accountInfoQueryKey('i1'))).toBeUndefined();
    expect(queryClient.getQueryData(['guides', 'list'])).toBeUndefined();
  });
});
