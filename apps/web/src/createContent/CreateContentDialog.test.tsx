import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../api/test/apiStub.ts';
import { accountStatus } from '../api/test/fixtures.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { renderAt } from '../test/renderAt.tsx';
import { CreateContentButton } from './CreateContentButton.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useUpgradeDialogStore.getState().close());
});

const CHOICES: [string, string][] = [
  ['Pick rules from a list', '/wizard'],
  ['Use existing texts that you like', '/builder'],
  ['Answer a few key questions', '/wizard?mode=questions'],
  ['Create a glossary', '/library/glossaries?create=true'],
  ['Create a prompt', '/library/prompts?create=true'],
];

async function openDialog(remaining: Parameters<typeof accountStatus>[0] = {}) {
  stubApi({ 'GET /api/account/status': answer(200, accountStatus(remaining)) });
  const view = renderAt('/library/guides', { '*': <CreateContentButton /> });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create new content' });
  // The dialog reads the plan's counts as it opens; a choice is checked against them.
  await waitFor(() => expect(view.queryClient.getQueryData(['account', 'status'])).toBeDefined());
  return dialog;
}

const location = () => screen.getByTestId('location').textContent;

describe('the Create new content dialog', () => {
  it('offers the five choices and Cancel', async () => {
    const dialog = await openDialog();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    for (const [label] of CHOICES) expect(buttons.some((text) => text.startsWith(label))).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/library/guides');
  });

  it.each(CHOICES)('"%s" opens %s', async (label, path) => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${label}`) }));
    expect(location()).toBe(path);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the upgrade dialog instead when the plan has no room for the item', async () => {
    const dialog = await openDialog({ prompt: 0 });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Create a prompt/ }));
    expect(location()).toBe('/library/guides');
    expect(useUpgradeDialogStore.getState()).toMatchObject({
      open: true,
      reason:
        'You have reached the limit for prompts (25 out of 25). Upgrade your subscription plan to create more!',
    });
  });
});
