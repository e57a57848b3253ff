import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from './account.ts';
import {
  createPrompt,
  deletePrompt,
  getPrompt,
  listPrompts,
  promptKeys,
  updatePrompt,
  useCreatePrompt,
  useDeletePrompt,
  usePrompt,
  usePromptList,
  useUpdatePrompt,
} from './prompts.ts';
import { answer, clearToasts, inTurn, stubApi, toasts } from './test/apiStub.ts';
import { IDS, accountStatus, prompt } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const LIST = 'GET /api/text/prompts';
const ITEM = `/api/text/prompts/${IDS.prompt}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('prompt calls', () => {
  it('answer the contract types', async () => {
    stubApi({
      [LIST]: answer(200, { promptList: [prompt()] }),
      [`GET ${ITEM}`]: answer(200, { prompt: prompt() }),
      'POST /api/text/prompts': answer(201, { prompt: prompt() }),
      [`PATCH ${ITEM}`]: answer(200, { prompt: prompt({ content: 'Shorter.' }) }),
      [`DELETE ${ITEM}`]: answer(200, { id: IDS.prompt }),
    });
    await expect(listPrompts()).resolves.toEqual([prompt()]);
    await expect(getPrompt(IDS.prompt)).resolves.toEqual(prompt());
    await expect(createPrompt({ name: 'Shorten', content: 'Make it shorter.' })).resolves.toEqual(prompt());
    await expect(updatePrompt(IDS.prompt, { content: 'Shorter.' })).resolves.toMatchObject({
      content: 'Shorter.',
    });
    await expect(deletePrompt(IDS.prompt)).resolves.toEqual({ id: IDS.prompt });
  });

  it('refuse an answer that does not match the contract', async () => {
    stubApi({ 'POST /api/text/prompts': answer(201, { id: IDS.prompt }) });
    await expect(createPrompt({ name: 'Shorten', content: 'x' })).rejects.toMatchObject({
      status: 201,
      failure: { kind: 'invalidAnswer', issues: [expect.stringContaining('prompt')] },
    });
    expect(toasts()).toHaveLength(1);
  });
});

describe('prompt queries and changes', () => {
  it('have one key factory', () => {
    expect(promptKeys.list()).toEqual(['prompts', 'list']);
    expect(promptKeys.detail(IDS.prompt)).toEqual(['prompts', 'detail', IDS.prompt]);
  });

  it('create, update and delete each refresh the list; create and delete the plan count', async () => {
    const api = stubApi({
      [LIST]: inTurn(
        answer(200, { promptList: [] }),
        answer(200, { promptList: [prompt()] }),
        answer(200, { promptList: [prompt({ disabled: true })] }),
        answer(200, { promptList: [] }),
      ),
      [`GET ${ITEM}`]: answer(200, { prompt: prompt() }),
      'POST /api/text/prompts': answer(201, { prompt: prompt() }),
      [`PATCH ${ITEM}`]: answer(200, { prompt: prompt({ disabled: true }) }),
      [`DELETE ${ITEM}`]: answer(200, { id: IDS.prompt }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      list: usePromptList(),
      item: usePrompt(IDS.prompt),
      create: useCreatePrompt(),
      update: useUpdatePrompt(),
      remove: useDeletePrompt(),
    }));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const statusInvalidated = () => queryClient.getQueryState(accountKeys.status())?.isInvalidated;

    queryClient.setQueryData(accountKeys.status(), accountStatus());
    await act(() => result.current.create.mutateAsync({ name: 'Shorten', content: 'Make it shorter.' }));
    await waitFor(() => expect(result.current.list.data).toEqual([prompt()]));
    expect(statusInvalidated()).toBe(true);

    queryClient.setQueryData(accountKeys.status(), accountStatus());
    await act(() => result.current.update.mutateAsync({ id: IDS.prompt, patch: { disabled: true } }));
    await waitFor(() => expect(result.current.list.data).toEqual([prompt({ disabled: true })]));
    expect(api.calls(`GET ${ITEM}`)).toHaveLength(2);
    expect(statusInvalidated()).toBe(false);

    await act(() => result.current.remove.mutateAsync(IDS.prompt));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(statusInvalidated()).toBe(true);
    expect(api.calls(LIST)).toHaveLength(4);
  });
});
