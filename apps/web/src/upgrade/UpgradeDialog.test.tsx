import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '../api/account.ts';
import { answer, stubApi } from '../api/test/apiStub.ts';
import { accountStatus } from '../api/test/fixtures.ts';
import { upgradeRequiredMessage } from '../library/planLimits.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { renderAt } from '../test/renderAt.tsx';
import { UPGRADE_FALLBACK_TEXT, upgradeDialogText } from './upgradeDialogText.ts';
import { UpgradeDialog } from './UpgradeDialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useUpgradeDialogStore.getState().close());
});

describe('upgradeDialogText', () => {
  it('shows the reason it was given, else a general sentence', () => {
    expect(upgradeDialogText(upgradeRequiredMessage('createPrompt', 3, 3))).toBe(
      'You have reached the limit for prompts (3 out of 3). Upgrade your subscription plan to create more!',
    );
    expect(upgradeDialogText('Your plan allows 25 guides. Please upgrade your plan to create more.')).toBe(
      'Your plan allows 25 guides. Please upgrade your plan to create more.',
    );
    expect(upgradeDialogText(null)).toBe(UPGRADE_FALLBACK_TEXT);
    expect(upgradeDialogText('  ')).toBe(UPGRADE_FALLBACK_TEXT);
  });
});

describe('the Upgrade required dialog', () => {
  function renderDialog() {
    stubApi({ 'GET /api/account/status': answer(200, accountStatus()) });
    const view = renderAt('/library/guides', {
      '/library/guides': <UpgradeDialog />,
      '/profile/settings': <UpgradeDialog />,
    });
    view.queryClient.setQueryData(accountKeys.status(), accountStatus());
    return view.queryClient;
  }

  it('opens on the store with its text; Upgrade Plan goes to the subscription settings', async () => {
    const queryClient = renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useUpgradeDialogStore.getState().request(upgradeRequiredMessage('createPrompt', 3, 3)));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade required' });
    expect(dialog.textContent).toContain(
      'You have reached the limit for prompts (3 out of 3). Upgrade your subscription plan to create more!',
    );
    // The counts are read again: they were behind the server's.
    await waitFor(() => expect(queryClient.getQueryState(accountKeys.status())?.isInvalidated).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    expect(screen.getByTestId('location').textContent).toBe('/profile/settings?openSubscription=true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useUpgradeDialogStore.getState().open).toBe(false);
  });

  it('Cancel closes it where the user was', async () => {
    renderDialog();
    act(() =>
      useUpgradeDialogStore.getState().request('Your plan allows 3 prompts. Please upgrade your plan.'),
    );
    await screen.findByText('Your plan allows 3 prompts. Please upgrade your plan.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/library/guides');
  });
});
