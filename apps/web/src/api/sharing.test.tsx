import { act, waitFor } from '@testing-library/react';
import { VERIFIED_ADDRESS_REQUIRED_MESSAGE } from '@wtt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../auth/sessionQueries.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { guideKeys, useGuide, useGuideList } from './guides.ts';
import {
  createShareCode,
  isVerifiedAddressRequired,
  joinSharedGuide,
  lookUpSharedGuide,
  removeShareMember,
  revokeShareCode,
  sharingKeys,
  useCreateShareCode,
  useJoinSharedGuide,
  useRemoveShareMember,
  useRevokeShareCode,
  useSharedGuideLookup,
} from './sharing.ts';
import { answer, clearToasts, inTurn, stubApi, toasts } from './test/apiStub.ts';
import { IDS, guide, guideDetail } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const GUIDE = `/api/text/tones-of-voice/${IDS.guide}`;
const LIST = 'GET /api/text/tones-of-voice';
const SHARED = '/api/text/shared/tones-of-voice';
const CODE = '7KQ2-M9XD-AAAA-BBBB-CCCC-DDDD-EEEE';
const expires = '2026-12-31T00:00:00.000Z';
const member = { id: IDS.member, email: 'bo@example.com', addedAt: '2026-11-01T10:00:00.000Z' };
const sharedGuide = guide({ shared: true, ownerName: 'cy@example.com' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

describe('sharing calls', () => {
  it('answer the contract types and send what the server reads', async () => {
    const api = stubApi({
      [`POST ${GUIDE}/share`]: answer(200, { shareCode: CODE, shareCodeExpirationTime: expires }),
      [`DELETE ${GUIDE}/share`]: answer(200, guideDetail({ shares: [member] })),
      [`DELETE ${GUIDE}/shares/${IDS.member}`]: answer(200, { id: IDS.guide, userId: IDS.member }),
      [`GET ${SHARED}`]: answer(200, { tov: sharedGuide }),
      [`POST ${SHARED}`]: answer(200, { tov: sharedGuide }),
    });
    await expect(createShareCode(IDS.guide, { expiresInDays: 30 })).resolves.toEqual({
      shareCode: CODE,
      shareCodeExpirationTime: expires,
    });
    await expect(revokeShareCode(IDS.guide)).resolves.toMatchObject({ shares: [member], shareCode: null });
    await expect(removeShareMember(IDS.guide, IDS.member)).resolves.toEqual({
      id: IDS.guide,
      userId: IDS.member,
    });
    await expect(lookUpSharedGuide(` ${CODE} `)).resolves.toEqual(sharedGuide);
    await expect(joinSharedGuide(CODE)).resolves.toEqual(sharedGuide);

    expect(api.calls(`POST ${GUIDE}/share`)[0]?.body).toEqual({ expiresInDays: 30 });
    expect(api.calls(`GET ${SHARED}`)[0]?.query.get('code')).toBe(CODE);
    expect(api.calls(`POST ${SHARED}`)[0]?.body).toEqual({ code: CODE });
  });

  it('refuse an answer that does not match the contract', async () => {
    stubApi({ [`POST ${GUIDE}/share`]: answer(200, { shareCode: CODE }) });
    await expect(createShareCode(IDS.guide, { expiresInDays: 1 })).rejects.toMatchObject({
      failure: { kind: 'invalidAnswer', issues: [expect.stringContaining('shareCodeExpirationTime')] },
    });
  });

  it('show the verified-address refusal as the server says it, without the upgrade dialog', async () => {
    const refusal = { statusCode: 403, error: 'Forbidden', message: VERIFIED_ADDRESS_REQUIRED_MESSAGE };
    stubApi({ [`POST ${GUIDE}/share`]: answer(403, refusal), [`POST ${SHARED}`]: answer(403, refusal) });
    const error = await createShareCode(IDS.guide, { expiresInDays: 7 }).catch((caught: unknown) => caught);
    expect(isVerifiedAddressRequired(error)).toBe(true);
    await expect(joinSharedGuide(CODE)).rejects.toMatchObject({ status: 403 });
    expect(toasts()).toEqual([
      { title: 'Warning', message: VERIFIED_ADDRESS_REQUIRED_MESSAGE },
      { title: 'Warning', message: VERIFIED_ADDRESS_REQUIRED_MESSAGE },
    ]);
    expect(useUpgradeDialogStore.getState().open).toBe(false);
  });

  it("leave other 403s to the app's policy", async () => {
    stubApi({
      [`POST ${GUIDE}/share`]: answer(403, { statusCode: 403, error: 'Forbidden', message: 'read-only' }),
    });
    const error = await createShareCode(IDS.guide, { expiresInDays: 7 }).catch((caught: unknown) => caught);
    expect(isVerifiedAddressRequired(error)).toBe(false);
    expect(useUpgradeDialogStore.getState().open).toBe(true);
  });
});

describe('sharing queries and changes', () => {
  it('look a code up under its own key, and not while the code is blank', async () => {
    expect(sharingKeys.lookup(` ${CODE}`)).toEqual(['sharing', 'lookup', CODE]);
    const api = stubApi({ [`GET ${SHARED}`]: answer(200, { tov: sharedGuide }) });
    const blank = renderWithQueries(() => useSharedGuideLookup('  '));
    expect(blank.result.current.fetchStatus).toBe('idle');
    const { result, queryClient } = renderWithQueries(() => useSharedGuideLookup(CODE));
    await waitFor(() => expect(result.current.data).toEqual(sharedGuide));
    expect(queryClient.getQueryData(sharingKeys.lookup(CODE))).toEqual(sharedGuide);
    expect(api.calls(`GET ${SHARED}`)).toHaveLength(1);
  });

  it('a new code refreshes the guide and the list (its shared flag)', async () => {
    const api = stubApi({
      [LIST]: answer(200, { tovList: [guide()] }),
      [`GET ${GUIDE}`]: inTurn(
        answer(200, guideDetail()),
        answer(200, guideDetail({ shareCode: CODE, shareCodeExpirationTime: expires })),
      ),
      [`POST ${GUIDE}/share`]: answer(200, { shareCode: CODE, shareCodeExpirationTime: expires }),
    });
    const { result } = renderWithQueries(() => ({
      list: useGuideList(),
      detail: useGuide(IDS.guide),
      share: useCreateShareCode(),
    }));
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.share.mutateAsync({ guideId: IDS.guide, expiresInDays: 30 }));
    await waitFor(() => expect(result.current.detail.data?.shareCode).toBe(CODE));
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it('revoking puts the answered detail in place and refreshes the list', async () => {
    const revoked = guideDetail({ tov: guide({ shared: true }), shares: [member] });
    const api = stubApi({
      [LIST]: answer(200, { tovList: [guide({ shared: true })] }),
      [`DELETE ${GUIDE}/share`]: answer(200, revoked),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useGuideList(),
      revoke: useRevokeShareCode(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.revoke.mutateAsync(IDS.guide));
    expect(queryClient.getQueryData(guideKeys.detail(IDS.guide))).toEqual(revoked);
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it('removing a member refreshes the guide and the list', async () => {
    const api = stubApi({
      [LIST]: answer(200, { tovList: [guide({ shared: true })] }),
      [`GET ${GUIDE}`]: answer(200, guideDetail({ shares: [member] })),
      [`DELETE ${GUIDE}/shares/${IDS.member}`]: answer(200, { id: IDS.guide, userId: IDS.member }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useGuideList(),
      detail: useGuide(IDS.guide),
      remove: useRemoveShareMember(),
    }));
    queryClient.setQueryData(sessionQueryKey, { id: 's1', identity: { id: IDS.user } });
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync({ guideId: IDS.guide, userId: IDS.member }));
    expect(api.calls(`GET ${GUIDE}`)).toHaveLength(2);
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it('leaving a share takes the guide out of the list without asking for its detail again', async () => {
    const api = stubApi({
      [LIST]: inTurn(answer(200, { tovList: [sharedGuide] }), answer(200, { tovList: [] })),
      [`DELETE ${GUIDE}/shares/${IDS.member}`]: answer(200, { id: IDS.guide, userId: IDS.member }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useGuideList(),
      leave: useRemoveShareMember(),
    }));
    queryClient.setQueryData(sessionQueryKey, { id: 's2', identity: { id: IDS.member } });
    queryClient.setQueryData(guideKeys.detail(IDS.guide), guideDetail({ tov: sharedGuide }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.leave.mutateAsync({ guideId: IDS.guide, userId: IDS.member }));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(queryClient.getQueryData(guideKeys.detail(IDS.guide))).toBeUndefined();
    expect(api.calls(`GET ${GUIDE}`)).toHaveLength(0);
  });

  it('joining by code refreshes the list', async () => {
    const api = stubApi({
      [LIST]: inTurn(answer(200, { tovList: [] }), answer(200, { tovList: [sharedGuide] })),
      [`POST ${SHARED}`]: answer(200, { tov: sharedGuide }),
    });
    const { result } = renderWithQueries(() => ({ list: useGuideList(), join: useJoinSharedGuide() }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.join.mutateAsync(CODE));
    await waitFor(() => expect(result.current.list.data).toEqual([sharedGuide]));
    expect(api.calls(LIST)).toHaveLength(2);
  });
});
