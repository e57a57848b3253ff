import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountStatus, profile } from '../../api/test/fixtures.ts';
import { ACCOUNT_ROUTES } from '../../test/accountRoutes.ts';
import { answer } from '../../test/fetchStub.ts';
import { renderAccountScreen, serveAccount } from '../../test/renderSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;

describe('/profile/overview', () => {
  it('shows who you are, your plan with the trial and its days left, and usage bars', async () => {
    serveAccount({
      [ACCOUNT_ROUTES.profile]: answer(
        200,
        profile({
          positionCode: 'OTHER',
          positionText: 'Copy chief',
          trialPeriodEndDate: new Date(Date.now() + 9.2 * DAY).toISOString(),
        }),
      ),
      [ACCOUNT_ROUTES.status]: answer(200, accountStatus({ tone: 20, glossary: null, prompt: 0 })),
    });
    await renderAccountScreen('/profile/overview', 'Profile');
    const who = within(await screen.findByRole('region', { name: 'Who you are' }));
    expect(who.getByText('Ada Lovelace')).toBeTruthy();
    expect(who.getByText('ada@example.com')).toBeTruthy();
    expect(who.getByText('Copy chief')).toBeTruthy();
    expect(who.getByText('Human')).toBeTruthy();

    const plan = within(screen.getByRole('region', { name: 'Your plan' }));
    expect(plan.getByText('Premium')).toBeTruthy();
    expect(plan.getByText('10 days left')).toBeTruthy();
    expect(plan.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/profile/settings?openSubscription=true',
    );

    const usage = within(screen.getByRole('region', { name: 'Usage' }));
    const guides = await usage.findByRole('progressbar', { name: 'Guides: 5 of 25 guides used' });
    expect(guides.getAttribute('aria-valuenow')).toBe('20');
    expect(usage.getByRole('progressbar', { name: 'Glossaries: Unlimited glossaries' })).toBeTruthy();
    expect(usage.getByRole('progressbar', { name: 'Prompts: 25 of 25 prompts used' })).toBeTruthy();
  });

  it("says when the trial ended, and 'Failed to load profile' when it cannot load", async () => {
    serveAccount({
      [ACCOUNT_ROUTES.profile]: answer(
        200,
        profile({
          accountLevel: 'ENTERPRISE',
          trialPeriod: false,
          trialPeriodEndDate: '2026-01-10T09:00:00.000Z',
        }),
      ),
    });
    const view = await renderAccountScreen('/profile/overview', 'Profile');
    const plan = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(plan.getByText('Enterprise')).toBeTruthy();
    expect(plan.getByText(/^Your trial ended on /)).toBeTruthy();
    view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveAccount({ [ACCOUNT_ROUTES.profile]: answer(500, {}) });
    await renderAccountScreen('/profile/overview', 'Profile');
    // The page's own alert, and the toast the data layer shows for a failed load: either may come first.
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Failed to load profile')).length).toBeGreaterThan(0);
  });
});
