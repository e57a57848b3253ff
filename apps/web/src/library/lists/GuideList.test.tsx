import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, inTurn, json, stubApi } from '../../api/test/apiStub.ts';
import { accountStatus, guide } from '../../api/test/fixtures.ts';
import { GuideList } from './GuideList.tsx';
import { renderList } from './renderList.tsx';

const id = (n: number) => `3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f6${String(n).padStart(2, '0')}`;

const predefined = guide({
  id: id(1),
  name: 'Plain language',
  description: 'Short sentences',
  ownerName: 'Write the Tone',
  rules: [
    { id: 'passive-voice', params: {} },
    { id: 'max-sentence-length', params: {} },
  ],
});
const mine = guide({ id: id(2), name: 'Support voice', description: 'Warm and clear', disabled: true });
const fromBo = guide({
  id: id(3),
  name: 'Sales voice',
  description: 'Bold',
  ownerName: 'bo@example.com',
  shared: true,
});

const LIST = 'GET /api/text/tones-of-voice';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const group = (name: string) => screen.getByRole('region', { name });
const item = (name: string) => screen.getByRole('article', { name });

describe('GuideList', () => {
  it('shows predefined, mine and shared with me, with rules, owner and the disabled badge', async () => {
    stubApi({ [LIST]: answer(200, { tovList: [fromBo, predefined, mine] }) });
    renderList(<GuideList myEmail="ada@example.com" />);

    expect(screen.getByRole('status', { name: 'Loading guides' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Predefined guides' });
    expect(within(group('Predefined guides')).getByText('Plain language')).toBeTruthy();
    expect(within(group('Predefined guides')).getByText('2 rules · Write the Tone')).toBeTruthy();
    expect(within(group('My guides')).getByText('Support voice')).toBeTruthy();
    expect(within(item('Support voice')).getByText('Disabled')).toBeTruthy();
    expect(within(item('Support voice')).getByText('1 rule')).toBeTruthy();
    expect(within(group('Shared with me')).getByText('1 rule · shared by bo@example.com')).toBeTruthy();
    expect(within(item('Plain language')).queryByText('Disabled')).toBeNull();
  });

  it('offers delete and enable only on own guides, and open on all', async () => {
    stubApi({ [LIST]: answer(200, { tovList: [fromBo, predefined, mine] }) });
    renderList(<GuideList myEmail="ada@example.com" />);
    await screen.findByRole('region', { name: 'My guides' });

    expect(screen.getByRole('button', { name: 'Delete Support voice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable Support voice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Plain language' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Sales voice' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: /^(Disable|Enable) (Plain language|Sales voice)$/ }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Sales voice' }).getAttribute('href')).toBe(
      `/library/guide/${fromBo.id}`,
    );
  });

  it('filters by name and description, and says when nothing matches', async () => {
    stubApi({ [LIST]: answer(200, { tovList: [fromBo, predefined, mine] }) });
    renderList(<GuideList myEmail="ada@example.com" />);
    const search = await screen.findByRole('searchbox', { name: 'Search guides' });

    fireEvent.change(search, { target: { value: 'warm' } });
    expect(screen.getByText('Support voice')).toBeTruthy();
    expect(screen.queryByText('Plain language')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Shared with me' })).toBeNull();

    fireEvent.change(search, { target: { value: 'short' } });
    expect(within(group('My guides')).getByText('None of your guides matches the search.')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.getByTestId('empty-state').textContent).toContain('No guide matches “nothing like this”');
  });

  it('says what to do when the user has no guides yet', async () => {
    stubApi({ [LIST]: answer(200, { tovList: [predefined] }) });
    renderList(<GuideList myEmail="ada@example.com" />);
    const mineGroup = await screen.findByRole('region', { name: 'My guides' });
    expect(within(mineGroup).getByText(/You have no guides of your own yet/)).toBeTruthy();
  });

  it('shows an error with a retry that loads again', async () => {
    const api = stubApi({
      [LIST]: inTurn(
        () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
        answer(200, { tovList: [predefined] }),
      ),
    });
    renderList(<GuideList myEmail="ada@example.com" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Plain language')).toBeTruthy();
    expect(api.calls(LIST)).toHaveLength(2);
  });

  it('enables a disabled guide through PATCH and shows the refreshed list', async () => {
    const api = stubApi({
      [LIST]: inTurn(
        answer(200, { tovList: [mine] }),
        answer(200, { tovList: [{ ...mine, disabled: false }] }),
      ),
      [`PATCH /api/text/tones-of-voice/${mine.id}`]: answer(200, { tov: { ...mine, disabled: false } }),
    });
    renderList(<GuideList myEmail="ada@example.com" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Support voice' }));
    expect(await screen.findByRole('button', { name: 'Disable Support voice' })).toBeTruthy();
    expect(api.calls(`PATCH /api/text/tones-of-voice/${mine.id}`)[0]?.body).toEqual({ disabled: false });
    expect(within(item('Support voice')).queryByText('Disabled')).toBeNull();
  });

  it('deletes only after the confirmation, and Cancel keeps the guide', async () => {
    const DELETE = `DELETE /api/text/tones-of-voice/${mine.id}`;
    const api = stubApi({
      [LIST]: inTurn(answer(200, { tovList: [predefined, mine] }), answer(200, { tovList: [predefined] })),
      [DELETE]: answer(200, { id: mine.id }),
      'GET /api/account/status': answer(200, accountStatus()),
    });
    renderList(<GuideList myEmail="ada@example.com" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Support voice' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete guide' });
    expect(within(dialog).getByText('Delete the guide “Support voice”? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(DELETE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Support voice' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete guide' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Support voice')).toBeNull());
    expect(api.calls(DELETE)).toHaveLength(1);
    expect(within(group('My guides')).getByText(/You have no guides of your own yet/)).toBeTruthy();
  });

  it('offers Share only on own guides; it opens the Share guide dialog with the sharing details', async () => {
    stubApi({
      [LIST]: answer(200, { tovList: [fromBo, predefined, mine] }),
      [`GET /api/text/tones-of-voice/${mine.id}`]: answer(200, {
        tov: mine,
        shares: [],
        shareCode: null,
        shareCodeExpirationTime: null,
        evidence: null,
      }),
    });
    renderList(<GuideList myEmail="ada@example.com" />);
    await screen.findByRole('region', { name: 'My guides' });
    expect(screen.queryByRole('button', { name: 'Share Plain language' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share Sales voice' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Share Support voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share guide' });
    expect(within(dialog).getByText(/Share “Support voice”/)).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'Create share code' })).toBeTruthy();
  });
});
