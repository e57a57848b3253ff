import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { VERIFIED_ADDRESS_REQUIRED_MESSAGE } from '@wtt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../../AppProviders.tsx';
import { createAppQueryClient } from '../../api/queryClient.ts';
import { answer, clearToasts, stubApi } from '../../api/test/apiStub.ts';
import { IDS, guide } from '../../api/test/fixtures.ts';
import { CATALOGUE } from '../../library/sharing/testRules.ts';
import { SharedGuidePage } from './SharedGuidePage.tsx';

const CODE = '7KQ2-M9XD-AAAA-BBBB-CCCC-DDDD-EEEE';
const SHARED = '/api/text/shared/tones-of-voice';
const LIST = 'GET /api/text/tones-of-voice';
const RULES = 'GET /api/text/rules';
const bosGuide = guide({
  name: 'Sales voice',
  description: 'Bold and short',
  ownerName: 'bo@example.com',
  shared: true,
  rules: [{ id: 'passive-voice' }, { id: 'jargon' }],
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

function renderAt(path: string) {
  return render(
    <AppProviders queryClient={createAppQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shared-guide" element={<SharedGuidePage />} />
          <Route path="/library/guide/:id" element={<p>The guide page</p>} />
          <Route path="/library/guides" element={<p>The library</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('SharedGuidePage', () => {
  it('says a link without a code opens nothing, and leads back to the library', () => {
    stubApi({});
    renderAt('/shared-guide');
    expect(screen.getByText('No share code in this link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the library' }).getAttribute('href')).toBe(
      '/library/guides',
    );
  });

  it('says clearly when the code is unknown or expired', async () => {
    stubApi({
      [`GET ${SHARED}`]: answer(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'There is no shared guide',
      }),
    });
    renderAt(`/shared-guide?code=${CODE}`);
    expect(await screen.findByText('This share code does not open a guide')).toBeTruthy();
    expect(screen.getByText(/unknown, has expired, or its owner revoked or replaced it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the library' })).toBeTruthy();
  });

  it('shows the guide read-only with its owner and its rules by category, and adds it to the library', async () => {
    const api = stubApi({
      [`GET ${SHARED}`]: answer(200, { tov: bosGuide }),
      [`POST ${SHARED}`]: answer(200, { tov: bosGuide }),
      [LIST]: answer(200, { tovList: [] }),
      [RULES]: answer(200, { rules: CATALOGUE }),
    });
    renderAt(`/shared-guide?code=${CODE}`);
    const card = await screen.findByRole('article', { name: 'Sales voice' });
    expect(within(card).getByText('bo@example.com')).toBeTruthy();
    expect(within(card).getByText('Bold and short')).toBeTruthy();
    expect(within(card).getByText('Read-only')).toBeTruthy();
    const words = await within(card).findByRole('region', { name: 'Choice of Words' });
    expect(within(words).getByText('Jargon')).toBeTruthy();
    expect(
      within(within(card).getByRole('region', { name: 'Sentence Structure' })).getByText('Passive voice'),
    ).toBeTruthy();
    expect(api.calls(`GET ${SHARED}`)[0]?.query.get('code')).toBe(CODE);

    const add = within(card).getByRole('button', { name: 'Add to my library' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    expect(await screen.findByText('The guide page')).toBeTruthy();
    expect(api.calls(`POST ${SHARED}`)[0]?.body).toEqual({ code: CODE });
  });

  it('says so when the user has added the guide before, and links to it', async () => {
    stubApi({
      [`GET ${SHARED}`]: answer(200, { tov: bosGuide }),
      [LIST]: answer(200, { tovList: [bosGuide] }),
      [RULES]: answer(200, { rules: CATALOGUE }),
    });
    renderAt(`/shared-guide?code=${CODE}`);
    expect(await screen.findByText('This guide is in your library already')).toBeTruthy();
    expect(screen.getByText(/You added it before/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Sales voice' }).getAttribute('href')).toBe(
      `/library/guide/${IDS.guide}`,
    );
    expect(screen.queryByRole('button', { name: 'Add to my library' })).toBeNull();
  });

  it("says so for the user's own guide", async () => {
    const own = guide({ name: 'Support voice', shared: true, ownerName: 'ada@example.com' });
    stubApi({
      [`GET ${SHARED}`]: answer(200, { tov: own }),
      [LIST]: answer(200, { tovList: [{ ...own, shared: false }] }),
      [RULES]: answer(200, { rules: CATALOGUE }),
    });
    renderAt(`/shared-guide?code=${CODE}`);
    expect(await screen.findByText('It is your own guide.')).toBeTruthy();
  });

  it('points an unverified user at verifying the address when adding', async () => {
    stubApi({
      [`GET ${SHARED}`]: answer(200, { tov: bosGuide }),
      [`POST ${SHARED}`]: answer(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: VERIFIED_ADDRESS_REQUIRED_MESSAGE,
      }),
      [LIST]: answer(200, { tovList: [] }),
      [RULES]: answer(200, { rules: CATALOGUE }),
    });
    renderAt(`/shared-guide?code=${CODE}`);
    const add = await screen.findByRole('button', { name: 'Add to my library' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    expect(await screen.findByText('Verify your email address first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your email address' }).getAttribute('href')).toBe(
      '/auth/verify',
    );
  });
});
