import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountStatus, profile } from '../api/test/fixtures.ts';
import { ACCOUNT_ROUTES } from '../test/accountRoutes.ts';
import { answer } from '../test/fetchStub.ts';
import { currentUrl } from '../test/renderApp.tsx';
import { renderAccountScreen, serveAccount } from '../test/renderSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const noPlan = profile({
  accountLevel: 'NONE',
  trialPeriod: false,
  trialPeriodEndDate: '2026-01-10T09:00:00.000Z',
});
const none = { limit: 0, remaining: 0 };

describe('/subscription-required', () => {
  it('is where an account without a plan lands, and says what to do next', async () => {
    serveAccount({
      [ACCOUNT_ROUTES.profile]: answer(200, noPlan),
      [ACCOUNT_ROUTES.status]: answer(200, {
        ...accountStatus(),
        resourceUsage: { createTone: none, createGlossary: none, createPrompt: none },
      }),
    });
    const { router } = await renderAccountScreen('/library/guides', 'Subscription Required');
    await waitFor(() => expect(currentUrl(router)).toBe('/subscription-required'));
    expect(screen.getByText(/^Your trial ended on /)).toBeTruthy();
    const next = within(screen.getByRole('region', { name: 'What you can do' }));
    expect(next.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(next.getByRole('link', { name: 'settings' }).getAttribute('href')).toBe('/profile/settings');
    const plans = within(screen.getByRole('region', { name: 'Plans' }));
    const rows = (await plans.findAllByRole('row')).slice(1);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(plans.getByText('npm run wtt -- admin set-level ada@example.com PREMIUM')).toBeTruthy();
  });
});
