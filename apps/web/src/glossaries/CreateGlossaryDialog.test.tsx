import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, stubApi } from '../api/test/apiStub.ts';
import { IDS, accountStatus, glossary } from '../api/test/fixtures.ts';
import { GlossaryList } from '../library/lists/GlossaryList.tsx';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { renderAt } from './renderGlossaryRoute.tsx';

const LIST = 'GET /api/text/glossaries';
const STATUS = 'GET /api/account/status';

const renderGlossaries = (address = '/library/glossaries') =>
  renderAt(address, '/library/:section', <GlossaryList />);

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

describe('New glossary', () => {
  it('?create=true opens the dialog; a name is required; success goes to the new glossary', async () => {
    const created = glossary({ name: 'Words we avoid', description: 'For support', terms: [] });
    const api = stubApi({
      [LIST]: answer(200, { glossaryList: [] }),
      [STATUS]: answer(200, accountStatus()),
      'POST /api/text/glossaries': answer(201, { glossary: created }),
    });
    renderGlossaries('/library/glossaries?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'New glossary' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create glossary' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: ' Words we avoid ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'For support' },
    });
    await waitFor(() => {
      expect(api.calls(STATUS)).toHaveLength(1);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create glossary' }));
    await waitFor(() => {
      expect(screen.getByTestId('address').textContent).toBe(`/library/glossary/${IDS.glossary}`);
    });
    expect(api.calls('POST /api/text/glossaries')[0]?.body).toEqual({
      name: 'Words we avoid',
      description: 'For support',
    });
  });

  it('the New glossary button opens the dialog, and Cancel closes it without a call', async () => {
    const api = stubApi({
      [LIST]: answer(200, { glossaryList: [] }),
      [STATUS]: answer(200, accountStatus()),
    });
    renderGlossaries();
    fireEvent.click(await screen.findByRole('button', { name: 'New glossary' }));
    const dialog = screen.getByRole('dialog', { name: 'New glossary' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'New glossary' })).toBeNull();
    });
    expect(api.calls('POST /api/text/glossaries')).toHaveLength(0);
  });

  it('at the plan limit, the upgrade dialog opens instead of the create call', async () => {
    const api = stubApi({
      [LIST]: answer(200, { glossaryList: [] }),
      [STATUS]: answer(200, accountStatus({ glossary: 0 })),
    });
    renderGlossaries('/library/glossaries?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'New glossary' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'More' } });
    await waitFor(() => {
      expect(api.calls(STATUS)).toHaveLength(1);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create glossary' }));
    await waitFor(() => {
      expect(useUpgradeDialogStore.getState().open).toBe(true);
    });
    expect(api.calls('POST /api/text/glossaries')).toHaveLength(0);
    await waitFor(() => {
      expect(screen.getByTestId('address').textContent).toBe('/library/glossaries');
    });
  });
});
