import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { accountKeys } from './account.ts';
import { ApiError } from './apiError.ts';
import {
  createGuide,
  createGuideWithWizard,
  deleteGuide,
  getGuide,
  guideKeys,
  listGuides,
  startGuideBuilder,
  updateGuide,
  useCreateGuide,
  useCreateGuideWithWizard,
  useDeleteGuide,
  useGuide,
  useGuideBuilderJob,
  useGuideList,
  useUpdateGuide,
} from './guides.ts';
import { answer, clearToasts, inTurn, json, stubApi, toasts } from './test/apiStub.ts';
import { IDS, accountStatus, guide, guideDetail, job } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const LIST = 'GET /api/text/tones-of-voice';
const DETAIL = `GET /api/text/tones-of-voice/${IDS.guide}`;
const JOB = `/api/text/jobs/${IDS.job}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  useUpgradeDialogStore.getState().close();
  vi.restoreAllMocks();
});

describe('guide calls', () => {
  it('answer the contract types', async () => {
    const api = stubApi({
      [LIST]: answer(200, { tovList: [guide()] }),
      [DETAIL]: answer(200, guideDetail()),
      'POST /api/text/tones-of-voice': answer(201, { tov: guide() }),
      'POST /api/text/tones-of-voice/wizard': answer(201, { tov: guide({ name: 'Wizard voice' }) }),
      'POST /api/text/tones-of-voice/builder': answer(202, { jobId: IDS.job }),
      [`PATCH /api/text/tones-of-voice/${IDS.guide}`]: answer(200, { tov: guide({ disabled: true }) }),
      [`DELETE /api/text/tones-of-voice/${IDS.guide}`]: answer(200, { id: IDS.guide }),
    });
    await expect(listGuides()).resolves.toEqual([guide()]);
    await expect(getGuide(IDS.guide)).resolves.toEqual(guideDetail());
    await expect(createGuide({ name: 'Support voice', rules: [] })).resolves.toEqual(guide());
    await expect(createGuideWithWizard({ name: 'Wizard voice', answers: {} })).resolves.toMatchObject({
      name: 'Wizard voice',
    });
    await expect(startGuideBuilder({ name: 'Built', texts: ['Hello there.'] })).resolves.toBe(IDS.job);
    await expect(updateGuide(IDS.guide, { disabled: true })).resolves.toMatchObject({ disabled: true });
    await expect(deleteGuide(IDS.guide)).resolves.toEqual({ id: IDS.guide });

    expect(api.calls('POST /api/text/tones-of-voice')[0]?.body).toEqual({ name: 'Support voice', rules: [] });
    expect(api.calls(`PATCH /api/text/tones-of-voice/${IDS.guide}`)[0]?.body).toEqual({ disabled: true });
    expect(toasts()).toEqual([]);
  });

  it('refuse an answer that does not match the contract, with a toast, not a cast', async () => {
    stubApi({
      [LIST]: answer(200, { tovList: [{ ...guide(), id: 'not-a-uuid' }] }),
      [DETAIL]: answer(200, { tov: guide() }),
    });
    const error = await listGuides().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, failure: { kind: 'invalidAnswer' } });
    expect((error as ApiError).message).toContain('tovList.0.id');
    await expect(getGuide(IDS.guide)).rejects.toMatchObject({ failure: { kind: 'invalidAnswer' } });
    expect(toasts()).toContainEqual({
      title: 'Error',
      message: 'The server sent an answer this version of the app cannot read. Please reload the page.',
    });
  });
});

describe('guide queries', () => {
  it('have one key factory', () => {
    expect(guideKeys.all).toEqual(['guides']);
    expect(guideKeys.list()).toEqual(['guides', 'list']);
    expect(guideKeys.detail(IDS.guide)).toEqual(['guides', 'detail', IDS.guide]);
  });

  it('load the list once, under its key, however many screens read it', async () => {
    const api = stubApi({ [LIST]: answer(200, { tovList: [guide()] }) });
    const first = renderWithQueries(() => [useGuideList(), useGuideList()]);
    await waitFor(() => expect(first.result.current[0]?.isSuccess).toBe(true));
    expect(first.queryClient.getQueryData(guideKeys.list())).toEqual([guide()]);
    first.unmount();
    const again = renderWithQueries(() => useGuideList(), first.queryClient);
    expect(again.result.current.data).toEqual([guide()]);
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('reads one guide under its detail key', async () => {
    stubApi({ [DETAIL]: answer(200, guideDetail({ shareCode: 'ABCD-EFGH' })) });
    const { result, queryClient } = renderWithQueries(() => useGuide(IDS.guide));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(guideKeys.detail(IDS.guide))).toMatchObject({ shareCode: 'ABCD-EFGH' });
  });

  it('report an invalid list as a query error', async () => {
    stubApi({ [LIST]: answer(200, { guides: [] }) });
    const { result } = renderWithQueries(() => useGuideList());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ failure: { kind: 'invalidAnswer' } });
  });
});

describe('guide changes refresh what they change', () => {
  it('a create refreshes the list and the plan count', async () => {
    const created = guide({ id: IDS.otherGuide, name: 'New voice' });
    const api = stubApi({
      [LIST]: inTurn(answer(200, { tovList: [guide()] }), answer(200, { tovList: [guide(), created] })),
      'POST /api/text/tones-of-voice': answer(201, { tov: created }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useGuideList(),
      create: useCreateGuide(),
    }));
    queryClient.setQueryData(accountKeys.status(), accountStatus({ tone: 5 }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(() => result.current.create.mutateAsync({ name: 'New voice', rules: [] }));
    expect(api.calls(LIST)).toHaveLength(2);
    await waitFor(() => expect(result.current.list.data).toEqual([guide(), created]));
    expect(queryClient.getQueryState(accountKeys.status())?.isInvalidated).toBe(true);
  });

  it('a wizard guide refreshes the list too', async () => {
    const api = stubApi({
      [LIST]: answer(200, { tovList: [guide()] }),
      'POST /api/text/tones-of-voice/wizard': answer(201, { tov: guide({ id: IDS.otherGuide }) }),
    });
    const { result } = renderWithQueries(() => ({
      list: useGuideList(),
      wizard: useCreateGuideWithWizard(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.wizard.mutateAsync({ name: 'W', rules: [] }));
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it('an update refreshes the list and that guide', async () => {
    const api = stubApi({
      [LIST]: inTurn(
        answer(200, { tovList: [guide()] }),
        answer(200, { tovList: [guide({ disabled: true })] }),
      ),
      [DETAIL]: answer(200, guideDetail()),
      [`PATCH /api/text/tones-of-voice/${IDS.guide}`]: answer(200, { tov: guide({ disabled: true }) }),
    });
    const { result } = renderWithQueries(() => ({
      list: useGuideList(),
      detail: useGuide(IDS.guide),
      update: useUpdateGuide(),
    }));
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.update.mutateAsync({ id: IDS.guide, patch: { disabled: true } }));
    expect(api.calls(LIST)).toHaveLength(2);
    expect(api.calls(DETAIL)).toHaveLength(2);
    await waitFor(() => expect(result.current.list.data?.[0]?.disabled).toBe(true));
  });

  it('a delete takes the guide out of the list at once, then refreshes it and the plan count', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const api = stubApi({
      [LIST]: inTurn(answer(200, { tovList: [guide(), guide({ id: IDS.otherGuide })] }), async () => {
        await refreshed;
        return json(200, { tovList: [guide({ id: IDS.otherGuide })] });
      }),
      [`DELETE /api/text/tones-of-voice/${IDS.guide}`]: answer(200, { id: IDS.guide }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useGuideList(),
      remove: useDeleteGuide(),
    }));
    queryClient.setQueryData(accountKeys.status(), accountStatus({ tone: 0 }));
    queryClient.setQueryData(guideKeys.detail(IDS.guide), guideDetail());
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    let deleting: Promise<unknown> = Promise.resolve();
    act(() => {
      deleting = result.current.remove.mutateAsync(IDS.guide);
    });
    await waitFor(() => expect(result.current.list.data?.map((item) => item.id)).toEqual([IDS.otherGuide]));
    expect(queryClient.getQueryData(guideKeys.detail(IDS.guide))).toBeUndefined();
    releaseRefresh();
    await act(() => deleting);
    expect(api.calls(LIST)).toHaveLength(2);
    expect(queryClient.getQueryState(accountKeys.status())?.isInvalidated).toBe(true);
  });

  it('a refused create changes nothing and goes through the error policy (403: upgrade dialog)', async () => {
    const api = stubApi({
      [LIST]: answer(200, { tovList: [] }),
      'POST /api/text/tones-of-voice': answer(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Your plan allows 25 guides. Please upgrade your plan to create more.',
      }),
    });
    const { result } = renderWithQueries(() => ({ list: useGuideList(), create: useCreateGuide() }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(async () => {
      await expect(
        result.current.create.mutateAsync({ name: 'One too many', rules: [] }),
      ).rejects.toMatchObject({
        status: 403,
      });
    });
    expect(api.calls(LIST)).toHaveLength(1);
    expect(useUpgradeDialogStore.getState().open).toBe(true);
  });
});

describe('the guide builder job', () => {
  it('refreshes the guide list and the plan count when it succeeds', async () => {
    const built = guide({ id: IDS.otherGuide, name: 'Built voice' });
    const api = stubApi({
      'GET /api/text/tones-of-voice': inTurn(
        answer(200, { tovList: [guide()] }),
        answer(200, { tovList: [guide(), built] }),
      ),
      [`GET ${JOB}`]: answer(200, {
        job: job({ state: 'SUCCESS', progress: 100, stage: 'Done', result: built.id }),
      }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useGuideList(),
      job: useGuideBuilderJob(IDS.job),
    }));
    queryClient.setQueryData(accountKeys.status(), accountStatus());
    await waitFor(() => expect(result.current.job.status).toBe('success'));
    expect(result.current.job.result).toBe(built.id);
    await waitFor(() => expect(result.current.list.data).toEqual([guide(), built]));
    expect(api.calls('GET /api/text/tones-of-voice')).toHaveLength(2);
    expect(queryClient.getQueryState(accountKeys.status())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(guideKeys.list())).toHaveLength(2);
  });
});
