import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from './account.ts';
import {
  createGlossary,
  deleteGlossary,
  getGlossary,
  glossaryKeys,
  listGlossaries,
  updateGlossary,
  useCreateGlossary,
  useDeleteGlossary,
  useGlossary,
  useGlossaryList,
  useUpdateGlossary,
} from './glossaries.ts';
import { answer, clearToasts, inTurn, stubApi, toasts } from './test/apiStub.ts';
import { IDS, accountStatus, glossary } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const LIST = 'GET /api/text/glossaries';
const ITEM = `/api/text/glossaries/${IDS.glossary}`;
const publicGlossary = glossary({ id: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a602', publicObject: true });
const deleted = {
  id: IDS.glossary,
  referencingGuides: [{ id: IDS.guide, name: 'Support voice' }],
  message: 'The glossary is gone; 1 guide referred to it and keeps working without it.',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('glossary calls', () => {
  it('answer the contract types', async () => {
    const api = stubApi({
      [LIST]: answer(200, { glossaryList: [publicGlossary, glossary()] }),
      [`GET ${ITEM}`]: answer(200, { glossary: glossary() }),
      'POST /api/text/glossaries': answer(201, { glossary: glossary() }),
      [`PATCH ${ITEM}`]: answer(200, { glossary: glossary({ name: 'Names' }) }),
      [`DELETE ${ITEM}`]: answer(200, deleted),
    });
    await expect(listGlossaries()).resolves.toEqual([publicGlossary, glossary()]);
    await expect(getGlossary(IDS.glossary)).resolves.toEqual(glossary());
    await expect(createGlossary({ name: 'Brand names' })).resolves.toEqual(glossary());
    await expect(updateGlossary(IDS.glossary, { name: 'Names' })).resolves.toMatchObject({ name: 'Names' });
    await expect(deleteGlossary(IDS.glossary)).resolves.toEqual(deleted);
    expect(api.calls('POST /api/text/glossaries')[0]?.body).toEqual({ name: 'Brand names' });
  });

  it('refuse an answer that does not match the contract', async () => {
    stubApi({
      [LIST]: answer(200, { glossaryList: [{ ...glossary(), publicObject: 'yes' }] }),
      [`DELETE ${ITEM}`]: answer(200, { id: IDS.glossary }),
    });
    await expect(listGlossaries()).rejects.toMatchObject({
      failure: { kind: 'invalidAnswer', issues: [expect.stringContaining('glossaryList.0.publicObject')] },
    });
    await expect(deleteGlossary(IDS.glossary)).rejects.toMatchObject({ failure: { kind: 'invalidAnswer' } });
    expect(toasts().map((toast) => toast.message)).toContain(
      'The server sent an answer this version of the app cannot read. Please reload the page.',
    );
  });
});

describe('glossary queries and changes', () => {
  it('have one key factory, and the list loads once', async () => {
    expect(glossaryKeys.list()).toEqual(['glossaries', 'list']);
    expect(glossaryKeys.detail(IDS.glossary)).toEqual(['glossaries', 'detail', IDS.glossary]);
    const api = stubApi({ [LIST]: answer(200, { glossaryList: [glossary()] }) });
    const first = renderWithQueries(() => useGlossaryList());
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    const again = renderWithQueries(() => useGlossaryList(), first.queryClient);
    expect(again.result.current.data).toEqual([glossary()]);
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('a create refreshes the list and the plan count', async () => {
    const created = glossary({ id: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a603', name: 'New' });
    const api = stubApi({
      [LIST]: inTurn(answer(200, { glossaryList: [] }), answer(200, { glossaryList: [created] })),
      'POST /api/text/glossaries': answer(201, { glossary: created }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useGlossaryList(),
      create: useCreateGlossary(),
    }));
    queryClient.setQueryData(accountKeys.status(), accountStatus());
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.create.mutateAsync({ name: 'New' }));
    await waitFor(() => expect(result.current.list.data).toEqual([created]));
    expect(api.calls(LIST)).toHaveLength(2);
    expect(queryClient.getQueryState(accountKeys.status())?.isInvalidated).toBe(true);
  });

  it('an update refreshes the list and that glossary', async () => {
    const api = stubApi({
      [LIST]: answer(200, { glossaryList: [glossary()] }),
      [`GET ${ITEM}`]: answer(200, { glossary: glossary() }),
      [`PATCH ${ITEM}`]: answer(200, { glossary: glossary({ disabled: true }) }),
    });
    const { result } = renderWithQueries(() => ({
      list: useGlossaryList(),
      item: useGlossary(IDS.glossary),
      update: useUpdateGlossary(),
    }));
    await waitFor(() => expect(result.current.item.isSuccess).toBe(true));
    await act(() => result.current.update.mutateAsync({ id: IDS.glossary, patch: { disabled: true } }));
    expect(api.calls(LIST)).toHaveLength(2);
    expect(api.calls(`GET ${ITEM}`)).toHaveLength(2);
  });

  it('a delete removes it from the list, refreshes the list and the plan count, and tells who used it', async () => {
    const api = stubApi({
      [LIST]: inTurn(
        answer(200, { glossaryList: [publicGlossary, glossary()] }),
        answer(200, { glossaryList: [publicGlossary] }),
      ),
      [`DELETE ${ITEM}`]: answer(200, deleted),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: useGlossaryList(),
      remove: useDeleteGlossary(),
    }));
    queryClient.setQueryData(accountKeys.status(), accountStatus());
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    let answered: unknown;
    await act(async () => {
      answered = await result.current.remove.mutateAsync(IDS.glossary);
    });
    expect(answered).toEqual(deleted);
    await waitFor(() => expect(result.current.list.data).toEqual([publicGlossary]));
    expect(api.calls(LIST)).toHaveLength(2);
    expect(queryClient.getQueryState(accountKeys.status())?.isInvalidated).toBe(true);
  });
});
