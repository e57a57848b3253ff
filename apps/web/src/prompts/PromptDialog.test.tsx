import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, stubApi } from '../api/test/apiStub.ts';
import { accountStatus, prompt } from '../api/test/fixtures.ts';
import { renderAt } from '../glossaries/renderGlossaryRoute.tsx';
import { PromptList } from '../library/lists/PromptList.tsx';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';

const LIST = 'GET /api/text/prompts';
const own = prompt({ name: 'Shorten', content: 'Make it shorter.' });
const predefined = prompt({
  id: '9c8b7a6d-5e4f-4a30-8b21-d0e1f2a3b403',
  name: 'Make it plainer',
  content: 'Plain words.',
  predefined: true,
});

const renderPrompts = (address = '/library/prompts') =>
  renderAt(address, '/library/:section', <PromptList />);

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

describe('prompt dialogs', () => {
  it('?create=true opens creation; the prompt is sent and the parameter dropped on close', async () => {
    const api = stubApi({
      [LIST]: answer(200, { promptList: [predefined] }),
      'GET /api/account/status': answer(200, accountStatus()),
      'POST /api/text/prompts': answer(201, { prompt: prompt({ name: 'Friendlier', content: 'Be warm.' }) }),
    });
    renderPrompts('/library/prompts?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'New prompt' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create prompt' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the prompt text.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Friendlier' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Prompt' }), {
      target: { value: 'Be warm.' },
    });
    await waitFor(() => {
      expect(api.calls('GET /api/account/status')).toHaveLength(1);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create prompt' }));
    await waitFor(() => {
      expect(api.calls('POST /api/text/prompts')[0]?.body).toEqual({
        name: 'Friendlier',
        content: 'Be warm.',
      });
    });
    await waitFor(() => {
      expect(screen.getByTestId('address').textContent).toBe('/library/prompts');
    });
  });

  it('opens the upgrade dialog instead of creating when the plan has no prompts left', async () => {
    const api = stubApi({
      [LIST]: answer(200, { promptList: [] }),
      'GET /api/account/status': answer(200, accountStatus({ prompt: 0 })),
    });
    renderPrompts();
    await waitFor(() => {
      expect(api.calls('GET /api/account/status')).toHaveLength(1);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New prompt' }));
    await waitFor(() => {
      expect(useUpgradeDialogStore.getState()).toMatchObject({ open: true });
    });
    expect(screen.queryByRole('dialog', { name: 'New prompt' })).toBeNull();
    expect(api.calls('POST /api/text/prompts')).toHaveLength(0);
  });

  it('edits an own prompt and shows a predefined one read-only', async () => {
    const api = stubApi({
      [LIST]: answer(200, { promptList: [own, predefined] }),
      [`PATCH /api/text/prompts/${own.id}`]: answer(200, { prompt: { ...own, content: 'Shorter.' } }),
    });
    renderPrompts();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Make it plainer' }));
    const readOnly = screen.getByRole('dialog', { name: 'Predefined prompt' });
    expect(within(readOnly).queryByRole('textbox')).toBeNull();
    expect(within(readOnly).getByText('Plain words.')).toBeTruthy();
    const closeButtons = within(readOnly).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: 'Open Shorten' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit prompt' });
    const content = within(edit).getByRole('textbox', { name: 'Prompt' });
    expect((content as HTMLTextAreaElement).value).toBe('Make it shorter.');
    fireEvent.change(content, { target: { value: 'Shorter.' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.calls(`PATCH /api/text/prompts/${own.id}`)[0]?.body).toEqual({
        name: 'Shorten',
        content: 'Shorter.',
      });
    });
  });

  it('copies a prompt’s content in one click and says “Copied”', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    stubApi({ [LIST]: answer(200, { promptList: [own] }) });
    renderPrompts();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Shorten' }));
    expect(writeText).toHaveBeenCalledWith('Make it shorter.');
    expect((await screen.findByRole('button', { name: 'Copied Shorten' })).textContent).toContain('Copied');
  });
});
