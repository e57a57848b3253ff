import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VERIFIED_ADDRESS_REQUIRED_MESSAGE } from '@wtt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, inTurn, stubApi } from '../../api/test/apiStub.ts';
import { IDS, guide, guideDetail } from '../../api/test/fixtures.ts';
import { useUpgradeDialogStore } from '../../stores/upgradeDialogStore.ts';
import { renderList } from '../lists/renderList.tsx';
import { ShareGuideDialog } from './ShareGuideDialog.tsx';

const GUIDE = `/api/text/tones-of-voice/${IDS.guide}`;
const CODE = '7KQ2-M9XD-AAAA-BBBB-CCCC-DDDD-EEEE';
const EXPIRES = '2026-12-31T10:00:00.000Z';
const member = { id: IDS.member, email: 'bo@example.com', addedAt: '2026-11-01T10:00:00.000Z' };
const withCode = guideDetail({
  tov: guide({ shared: true }),
  shareCode: CODE,
  shareCodeExpirationTime: EXPIRES,
  shares: [member],
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

function openDialog() {
  return renderList(
    <ShareGuideDialog target={{ id: IDS.guide, name: 'Support voice' }} onClose={() => undefined} />,
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Share guide' });

describe('ShareGuideDialog', () => {
  it('creates a share code with the chosen days and shows the code, its expiry and its link', async () => {
    const api = stubApi({
      [`GET ${GUIDE}`]: inTurn(answer(200, guideDetail()), answer(200, withCode)),
      [`POST ${GUIDE}/share`]: answer(200, { shareCode: CODE, shareCodeExpirationTime: EXPIRES }),
      'GET /api/text/tones-of-voice': answer(200, { tovList: [guide()] }),
    });
    openDialog();
    expect(await within(dialog()).findByText(/This guide has no share code/)).toBeTruthy();
    expect(within(dialog()).getByText('Nobody has added this guide to their library yet.')).toBeTruthy();

    const days = within(dialog()).getByRole('textbox', { name: /Valid for \(days\)/ });
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create share code' }));

    expect(await within(dialog()).findByText(CODE)).toBeTruthy();
    expect(api.calls(`POST ${GUIDE}/share`)[0]?.body).toEqual({ expiresInDays: 30 });
    expect(within(dialog()).getByText(/valid until .*2026/)).toBeTruthy();
    const link = within(dialog()).getByRole('textbox', { name: 'Share link' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/library?code=${CODE}`);
    expect(within(dialog()).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Replace share code' })).toBeTruthy();
  });

  it('says inline what is wrong with the days and sends nothing', async () => {
    const api = stubApi({ [`GET ${GUIDE}`]: answer(200, guideDetail()) });
    openDialog();
    const days = await within(await screen.findByRole('dialog', { name: 'Share guide' })).findByRole(
      'textbox',
      {
        name: /Valid for \(days\)/,
      },
    );
    fireEvent.change(days, { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create share code' }));
    expect(await within(dialog()).findByText('Enter a number of days.')).toBeTruthy();
    expect(api.calls(`POST ${GUIDE}/share`)).toHaveLength(0);
  });

  it('revokes the code after a confirmation', async () => {
    const revoked = { ...withCode, shareCode: null, shareCodeExpirationTime: null };
    const api = stubApi({
      [`GET ${GUIDE}`]: answer(200, withCode),
      [`DELETE ${GUIDE}/share`]: answer(200, revoked),
      'GET /api/text/tones-of-voice': answer(200, { tovList: [guide()] }),
    });
    openDialog();
    fireEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Share guide' })).findByRole('button', {
        name: 'Revoke code',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke share code' });
    expect(within(confirm).getByText(/Its link stops working at once/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke share code' })).toBeNull());
    expect(api.calls(`DELETE ${GUIDE}/share`)).toHaveLength(0);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Revoke code' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke share code' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await within(dialog()).findByText(/This guide has no share code/)).toBeTruthy();
    expect(api.calls(`DELETE ${GUIDE}/share`)).toHaveLength(1);
  });

  it('lists the users it is shared with and removes one after a confirmation', async () => {
    const api = stubApi({
      [`GET ${GUIDE}`]: inTurn(answer(200, withCode), answer(200, { ...withCode, shares: [] })),
      [`DELETE ${GUIDE}/shares/${IDS.member}`]: answer(200, { id: IDS.guide, userId: IDS.member }),
      'GET /api/text/tones-of-voice': answer(200, { tovList: [guide()] }),
    });
    openDialog();
    expect(
      await within(await screen.findByRole('dialog', { name: 'Share guide' })).findByText('bo@example.com'),
    ).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove bo@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove user' });
    expect(within(confirm).getByText(/Remove bo@example.com from “Support voice”/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog()).findByText('Nobody has added this guide to their library yet.'),
    ).toBeTruthy();
    expect(api.calls(`DELETE ${GUIDE}/shares/${IDS.member}`)).toHaveLength(1);
  });

  it('points an unverified owner at verifying the address, without the upgrade dialog', async () => {
    stubApi({
      [`GET ${GUIDE}`]: answer(200, guideDetail()),
      [`POST ${GUIDE}/share`]: answer(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: VERIFIED_ADDRESS_REQUIRED_MESSAGE,
      }),
    });
    openDialog();
    fireEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Share guide' })).findByRole('button', {
        name: 'Create share code',
      }),
    );
    expect(await within(dialog()).findByText('Verify your email address first')).toBeTruthy();
    expect(
      within(dialog()).getByRole('link', { name: 'Verify your email address' }).getAttribute('href'),
    ).toBe('/auth/verify');
    expect(useUpgradeDialogStore.getState().open).toBe(false);
  });

  it('offers to try again when the sharing details do not load', async () => {
    stubApi({ [`GET ${GUIDE}`]: inTurn(answer(500, { message: 'boom' }), answer(200, guideDetail())) });
    openDialog();
    fireEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Share guide' })).findByRole('button', {
        name: 'Try again',
      }),
    );
    expect(await within(dialog()).findByRole('button', { name: 'Create share code' })).toBeTruthy();
  });
});
