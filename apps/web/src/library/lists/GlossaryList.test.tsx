import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, inTurn, stubApi } from '../../api/test/apiStub.ts';
import { accountStatus, glossary } from '../../api/test/fixtures.ts';
import { GlossaryList } from './GlossaryList.tsx';
import { renderList } from './renderList.tsx';

const mine = glossary({ name: 'Brand names', description: 'How we spell products' });
const shared = glossary({
  id: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a602',
  name: 'Inclusive language',
  description: 'Words to avoid',
  publicObject: true,
  terms: [],
});
const LIST = 'GET /api/text/glossaries';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('GlossaryList', () => {
  it('lists own and public glossaries with their terms; public ones are read-only', async () => {
    stubApi({ [LIST]: answer(200, { glossaryList: [shared, mine] }) });
    renderList(<GlossaryList />);
    const own = await screen.findByRole('region', { name: 'My glossaries' });
    expect(within(own).getByText('Brand names')).toBeTruthy();
    expect(within(own).getByText('1 term')).toBeTruthy();
    const publicGroup = screen.getByRole('region', { name: 'Public glossaries' });
    expect(within(publicGroup).getByText('0 terms · Write the Tone')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Brand names' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Inclusive language' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Inclusive language' }).getAttribute('href')).toBe(
      `/library/glossary/${shared.id}`,
    );
  });

  it('searches and says when nothing matches', async () => {
    stubApi({ [LIST]: answer(200, { glossaryList: [shared, mine] }) });
    renderList(<GlossaryList />);
    const search = await screen.findByRole('searchbox', { name: 'Search glossaries' });
    fireEvent.change(search, { target: { value: 'avoid' } });
    expect(screen.getByText('Inclusive language')).toBeTruthy();
    expect(screen.queryByText('Brand names')).toBeNull();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByTestId('empty-state').textContent).toContain('No glossary matches “zzz”');
  });

  it('deletes an own glossary after the confirmation', async () => {
    const DELETE = `DELETE /api/text/glossaries/${mine.id}`;
    const api = stubApi({
      [LIST]: inTurn(answer(200, { glossaryList: [mine] }), answer(200, { glossaryList: [] })),
      [DELETE]: answer(200, { id: mine.id, referencingGuides: [], message: 'Glossary deleted.' }),
      'GET /api/account/status': answer(200, accountStatus()),
    });
    renderList(<GlossaryList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Brand names' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete glossary' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/You have no glossaries yet/)).toBeTruthy();
    expect(api.calls(DELETE)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
