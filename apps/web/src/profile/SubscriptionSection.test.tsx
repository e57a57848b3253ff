import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountPlans, profile } from '../api/test/fixtures.ts';
import { ACCOUNT_ROUTES } from '../test/accountRoutes.ts';
import { answer, inTurn } from '../test/fetchStub.ts';
import { renderAccountScreen, serveAccount } from '../test/renderSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = async () => within(await screen.findByRole('region', { name: 'Subscription' }));

describe('the subscription section', () => {
  it('opens with ?openSubscription=true: the plans, their limits, and how the plan changes here', async () => {
    const trialEnd = new Date(Date.now() + 3.5 * 24 * 60 * 60 * 1000).toISOString();
    serveAccount({
      [ACCOUNT_ROUTES.profile]: answer(200, profile({ trialPeriodEndDate: trialEnd })),
      [ACCOUNT_ROUTES.plans]: answer(200, accountPlans(7)),
    });
    await renderAccountScreen('/profile/settings?openSubscription=true', 'Settings');
    const subscription = await section();
    expect(subscription.getByRole('button', { name: 'Hide plans' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(subscription.getByText('Premium', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(subscription.getByText(/\(4 days left\)/)).toBeTruthy();

    // The plans come from their own request, which may answer after the profile.
    const rows = (await subscription.findAllByRole('row')).slice(1);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    // Every plan shows this installation's limits, as GET /api/account/plans answers them.
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['None', 'None', 'None', 'Not included']);
    expect(cells(rows[1])).toEqual(['25', '25', '7', 'Included']);
    expect(cells(rows[2])).toEqual(['Unlimited', 'Unlimited', 'Unlimited', 'Included']);
    expect(
      subscription.getByText('npm run wtt -- admin set-level ada@example.com PREMIUM', { selector: 'pre' }),
    ).toBeTruthy();
  });

  it('starts closed without the parameter and opens on demand', async () => {
    serveAccount();
    await renderAccountScreen('/profile/settings', 'Settings');
    const subscription = await section();
    const toggle = subscription.getByRole('button', { name: 'Show plans' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(subscription.getByRole('table', { name: 'Plans' })).toBeTruthy());
  });

  it('says when the plans cannot be loaded, and loads them on Try again', async () => {
    serveAccount({
      [ACCOUNT_ROUTES.plans]: inTurn(answer(404, { message: 'Not found' }), answer(200, accountPlans())),
    });
    await renderAccountScreen('/profile/settings?openSubscription=true', 'Settings');
    const subscription = await section();
    fireEvent.click(await subscription.findByRole('button', { name: 'Try again' }));
    expect(await subscription.findByRole('table', { name: 'Plans' })).toBeTruthy();
    expect(subscription.queryByText('The plans could not be loaded')).toBeNull();
  });
});
