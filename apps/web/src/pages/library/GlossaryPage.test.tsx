import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, stubApi, type RecordedRequest } from '../../api/test/apiStub.ts';
import { IDS, glossary } from '../../api/test/fixtures.ts';
import { renderAt } from '../../glossaries/renderGlossaryRoute.tsx';
import { GlossaryPage } from './GlossaryPage.tsx';

const ONE = `/api/text/glossaries/${IDS.glossary}`;
const own = glossary({
  name: 'Brand names',
  description: 'How we spell products',
  terms: [
    { term: 'Write the Tone', note: 'Our name' },
    { term: 'e-mail', suggestions: ['email'] },
  ],
});

/** The PATCH answers the glossary with the terms it was sent, as the server does. */
const echoPatch = (request: RecordedRequest) => {
  const patch = request.body as { terms?: unknown };
  return new Response(JSON.stringify({ glossary: { ...own, ...patch } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
};

const renderPage = (id: string = IDS.glossary) =>
  renderAt(`/library/glossary/${id}`, '/library/glossary/:id', <GlossaryPage />);

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('GlossaryPage', () => {
  it('shows the loading state, then the name, description and the terms with suggestions and notes', async () => {
    stubApi({ [`GET ${ONE}`]: answer(200, { glossary: own }) });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading the glossary' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand names' })).toBeTruthy();
    expect(screen.getByText('How we spell products')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Terms' });
    expect(within(table).getByText('Our name')).toBeTruthy();
    expect(within(table).getByText('email')).toBeTruthy();
  });

  it('adds a term with one PATCH of the whole list, and refuses a duplicate inline', async () => {
    const api = stubApi({ [`GET ${ONE}`]: answer(200, { glossary: own }), [`PATCH ${ONE}`]: echoPatch });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add term' }));
    const dialog = screen.getByRole('dialog', { name: 'Add term' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add term' }));
    expect(within(dialog).getByText('Enter the term.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Term' }), { target: { value: 'E-MAIL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add term' }));
    expect(within(dialog).getByText('“E-MAIL” is already in this glossary.')).toBeTruthy();
    expect(api.calls(`PATCH ${ONE}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Term' }), {
      target: { value: ' checkout ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: 'verb' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add term' }));
    await waitFor(() => {
      expect(api.calls(`PATCH ${ONE}`)).toHaveLength(1);
    });
    expect(api.calls(`PATCH ${ONE}`)[0]?.body).toEqual({
      terms: [...own.terms, { term: 'checkout', note: 'verb' }],
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add term' })).toBeNull();
    });
  });

  it('removes a term', async () => {
    const api = stubApi({ [`GET ${ONE}`]: answer(200, { glossary: own }), [`PATCH ${ONE}`]: echoPatch });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove term e-mail' }));
    await waitFor(() => {
      expect(api.calls(`PATCH ${ONE}`)[0]?.body).toEqual({ terms: [own.terms[0]] });
    });
  });

  it('previews a CSV import (read and rejected lines) and saves only on confirmation', async () => {
    const api = stubApi({ [`GET ${ONE}`]: answer(200, { glossary: own }), [`PATCH ${ONE}`]: echoPatch });
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Brand names' });
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const csv = 'term,suggestions,note\nsignup,sign up,\n,orphan,\nE-mail,email|e mail,\n';
    fireEvent.change(input, { target: { files: [new File([csv], 'terms.csv', { type: 'text/csv' })] } });

    const preview = await screen.findByRole('dialog', { name: 'Import terms from CSV' });
    expect(preview.textContent).toContain('2 terms read, 1 problem');
    expect(within(preview).getByText('Line 3: This row has no term and is skipped.')).toBeTruthy();
    expect(within(preview).getByText('Replaces')).toBeTruthy();
    expect(api.calls(`PATCH ${ONE}`)).toHaveLength(0);

    fireEvent.click(within(preview).getByRole('button', { name: 'Add 2 terms to the glossary' }));
    await waitFor(() => {
      expect(api.calls(`PATCH ${ONE}`)).toHaveLength(1);
    });
    expect(api.calls(`PATCH ${ONE}`)[0]?.body).toEqual({
      terms: [
        own.terms[0],
        { term: 'E-mail', suggestions: ['email', 'e mail'] },
        { term: 'signup', suggestions: ['sign up'] },
      ],
    });
  });

  it('keeps a public glossary read-only', async () => {
    stubApi({ [`GET ${ONE}`]: answer(200, { glossary: { ...own, publicObject: true } }) });
    renderPage();
    expect(await screen.findByText('Read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add term' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove term/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit name and description' })).toBeNull();
  });

  it('says when there are no terms yet', async () => {
    stubApi({ [`GET ${ONE}`]: answer(200, { glossary: { ...own, terms: [] } }) });
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No terms yet');
  });

  it('says the glossary was not found, with a link back', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByText('Glossary not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to glossaries' }).getAttribute('href')).toBe(
      '/library/glossaries',
    );
  });
});
