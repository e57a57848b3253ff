import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, inTurn, stubApi, toasts } from '../../api/test/apiStub.ts';
import { IDS, accountStatus, glossary, guide } from '../../api/test/fixtures.ts';
import { GUIDE_DRAFT_STORAGE_KEY } from '../../createGuide/draftStorage.ts';
import { EDITOR_CONTENT_STORAGE_KEY } from '../../editor/editorStorage.ts';
import { CATALOGUE } from '../../guides/test/catalogue.ts';
import { renderPage } from '../../guides/test/renderPage.tsx';
import { useUpgradeDialogStore } from '../../stores/upgradeDialogStore.ts';
import { CreateGuidePage } from './CreateGuidePage.tsx';

const CREATE = 'POST /api/text/tones-of-voice';
const BASE = {
  'GET /api/text/rules': answer(200, { rules: CATALOGUE }),
  'GET /api/text/glossaries': answer(200, { glossaryList: [glossary()] }),
  'GET /api/account/status': answer(200, accountStatus()),
  [CREATE]: answer(201, { tov: guide({ id: IDS.otherGuide, name: 'Harbour voice' }) }),
};

function renderCreateGuide() {
  return renderPage('/editor/create-guide', {
    '/editor/create-guide': <CreateGuidePage />,
    '/editor/:id': <p>Editor page</p>,
  });
}

const location = () => screen.getByTestId('location').textContent;
const status = () => screen.getByTestId('check-status').textContent;
const storedDraft = () => window.localStorage.getItem(GUIDE_DRAFT_STORAGE_KEY);

function storeDraft(draft: unknown) {
  window.localStorage.setItem(GUIDE_DRAFT_STORAGE_KEY, JSON.stringify(draft));
}

function storeText(text: string, ignoredRules: string[] = []) {
  window.localStorage.setItem(
    EDITOR_CONTENT_STORAGE_KEY,
    JSON.stringify({
      doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      ignoredRules,
      dismissed: [],
    }),
  );
}

async function addRule(category: RegExp, name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a rule' });
  fireEvent.click(within(dialog).getByRole('tab', { name: category }));
  fireEvent.click(within(dialog).getByRole('button', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: `Add ${name}` }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

describe('CreateGuidePage', () => {
  it('says what to do first, and refuses to save without a name and a rule', async () => {
    const api = stubApi(BASE);
    renderCreateGuide();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Guide' })).toBeTruthy();
    await waitFor(() => expect(status()).toBe('Add a rule to see where your text breaks it.'));
    expect(await screen.findByTestId('no-rules')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save guide' }));
    expect(screen.getByText('Give the guide a name.')).toBeTruthy();
    expect(screen.getByText('Add at least one rule.')).toBeTruthy();
    expect(screen.getByText('Fix the marked fields to save.')).toBeTruthy();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('saves the guide with its rules and settings, forgets the draft and opens the guide in the editor', async () => {
    const api = stubApi(BASE);
    renderCreateGuide();
    await addRule(/^Sentence Structure/, 'Maximum sentence length');
    const card = await screen.findByRole('article', { name: 'Maximum sentence length' });
    fireEvent.change(within(card).getByRole('textbox', { name: /Most words/ }), { target: { value: '18' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Harbour voice ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Short sentences' },
    });
    await waitFor(() => expect(storedDraft()).toContain('Harbour voice'));
    await waitFor(() => expect(api.calls('GET /api/account/status')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Save guide' }));
    await waitFor(() => expect(location()).toBe(`/editor/${IDS.otherGuide}`));
    expect(api.calls(CREATE)[0]?.body).toEqual({
      name: 'Harbour voice',
      description: 'Short sentences',
      rules: [{ id: 'max-sentence-length', params: { max: 18 } }],
    });
    expect(storedDraft()).toBeNull();
    expect(toasts()).toContainEqual({
      title: 'Guide saved',
      message: '“Harbour voice” is in your library, and your text is now checked against it.',
    });
  });

  it('shows a rule’s setting errors as the wizard does and does not save them', async () => {
    const api = stubApi(BASE);
    storeDraft({
      name: 'Harbour voice',
      description: '',
      rules: [{ id: 'max-sentence-length', params: { max: 500 } }],
    });
    renderCreateGuide();
    expect(await screen.findByText('Enter a whole number from 3 to 200.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save guide' }));
    expect(screen.getByText('Fix the marked fields to save.')).toBeTruthy();
    expect(api.calls(CREATE)).toHaveLength(0);
    await waitFor(() =>
      expect(status()).toBe('Finish the settings of your rules to see where your text breaks them.'),
    );
  });

  it('brings back the guide being built after a reload, and starts empty from a corrupt one', async () => {
    stubApi(BASE);
    storeDraft({ name: 'Kept voice', description: 'Still here', rules: [{ id: 'passive-voice' }] });
    const first = renderCreateGuide();
    expect(await screen.findByDisplayValue('Kept voice')).toBeTruthy();
    expect(screen.getByDisplayValue('Still here')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Passive voice' })).toBeTruthy();
    first.unmount();

    window.localStorage.setItem(GUIDE_DRAFT_STORAGE_KEY, '{"name": "Kept');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCreateGuide();
    expect(await screen.findByTestId('no-rules')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('');
    warn.mockRestore();
  });

  it('starts over only after the user confirms', async () => {
    stubApi(BASE);
    storeDraft({ name: 'Short-lived', description: '', rules: [{ id: 'passive-voice' }] });
    renderCreateGuide();
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start over' });
    expect(dialog.textContent).toContain('1 rule');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByDisplayValue('Short-lived')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Start over' })).getByRole('button', {
        name: 'Discard guide',
      }),
    );
    expect(await screen.findByTestId('no-rules')).toBeTruthy();
    expect(storedDraft()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it('opens the upgrade dialog instead of saving when the plan has no room', async () => {
    const api = stubApi({ ...BASE, 'GET /api/account/status': answer(200, accountStatus({ tone: 0 })) });
    storeDraft({ name: 'One too many', description: '', rules: [{ id: 'passive-voice' }] });
    renderCreateGuide();
    await screen.findByRole('article', { name: 'Passive voice' });
    await waitFor(() => expect(api.calls('GET /api/account/status')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Save guide' }));
    await waitFor(() => expect(useUpgradeDialogStore.getState().open).toBe(true));
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('shows the server’s message when the guide is refused, and keeps the draft', async () => {
    const message = "The guide's rules are invalid: rules[0].params.glossaryId: There is no glossary.";
    stubApi({ ...BASE, [CREATE]: answer(400, { statusCode: 400, error: 'Bad Request', message }) });
    storeDraft({ name: 'Refused', description: '', rules: [{ id: 'passive-voice' }] });
    renderCreateGuide();
    await screen.findByRole('article', { name: 'Passive voice' });
    fireEvent.click(screen.getByRole('button', { name: 'Save guide' }));
    const alert = await screen.findByText('The guide was not saved');
    expect(alert.closest('[role="alert"]')?.textContent).toContain(message);
    expect(location()).toBe('/editor/create-guide');
    expect(storedDraft()).toContain('Refused');
  });

  it('offers a retry when the rule catalogue cannot be loaded', async () => {
    const api = stubApi({
      ...BASE,
      'GET /api/text/rules': inTurn(answer(500, { message: 'down' }), answer(200, { rules: CATALOGUE })),
    });
    renderCreateGuide();
    expect(await screen.findByText('The rule catalogue could not be loaded')).toBeTruthy();
    await waitFor(() => expect(status()).toBe('The rules could not be loaded.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add a rule' })).toBeTruthy();
    expect(api.calls('GET /api/text/rules')).toHaveLength(2);
  });

  it('checks the text against the rules being built: a term typed into a rule is found in the text', async () => {
    stubApi(BASE);
    storeText('We utilize the new dashboard.');
    storeDraft({
      name: '',
      description: '',
      rules: [{ id: 'forbidden-terms', params: { terms: ['utilize'] } }],
    });
    const { container } = renderCreateGuide();
    await waitFor(() => expect(status()).toBe('1 issue found.'), { timeout: 10_000 });
    expect(container.querySelector('.wtt-prose .wtt-highlight--words')?.textContent).toBe('utilize');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Forbidden terms' }));
    await waitFor(() => expect(status()).toBe('Add a rule to see where your text breaks it.'));
    expect(container.querySelector('.wtt-prose .wtt-highlight--words')).toBeNull();
  });

  it('finds a term as soon as it is typed into a new rule’s settings', async () => {
    stubApi(BASE);
    storeText('We utilize the new dashboard.');
    const { container } = renderCreateGuide();
    await addRule(/^Choice of Words/, 'Forbidden terms');
    const card = await screen.findByRole('article', { name: 'Forbidden terms' });
    await waitFor(() => expect(status()).toBe('No issues found: the text follows these rules.'), {
      timeout: 10_000,
    });
    const terms = within(card).getByRole('combobox', { name: 'Terms' });
    // Mantine takes a change only from the focused input (it tells typing from autofill that way).
    terms.focus();
    fireEvent.change(terms, { target: { value: 'utilize' } });
    fireEvent.keyDown(terms, { key: 'Enter' });
    await waitFor(() => expect(status()).toBe('1 issue found.'), { timeout: 10_000 });
    expect(container.querySelector('.wtt-prose .wtt-highlight--words')?.textContent).toBe('utilize');
    expect(screen.getByRole('tab', { name: /Issues/ }).textContent).toContain('1');
  });

  it('shows a rule added here even when it was ignored for this text in the editor', async () => {
    stubApi(BASE);
    storeText('The report was written by the team.', ['passive-voice']);
    const { container } = renderCreateGuide();
    await addRule(/^Sentence Structure/, 'Passive voice');
    await waitFor(() => expect(status()).toBe('1 issue found.'), { timeout: 10_000 });
    expect(container.querySelector('.wtt-prose .wtt-highlight--sentence')?.textContent).toBe('was written');
    await waitFor(() =>
      expect(window.localStorage.getItem(EDITOR_CONTENT_STORAGE_KEY)).toContain('"ignoredRules":[]'),
    );
  });

  it('says which of its rules are hidden in this text, and shows them again on request', async () => {
    stubApi(BASE);
    storeText('The report was written by the team.', ['passive-voice']);
    storeDraft({ name: '', description: '', rules: [{ id: 'passive-voice' }] });
    const { container } = renderCreateGuide();
    const note = await screen.findByTestId('ignored-rules');
    expect(note.textContent).toContain('Hidden in this text: Passive voice.');
    await waitFor(() => expect(status()).toBe('No issues found: the text follows these rules.'), {
      timeout: 10_000,
    });
    fireEvent.click(within(note).getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(status()).toBe('1 issue found.'));
    expect(container.querySelector('.wtt-prose .wtt-highlight--sentence')?.textContent).toBe('was written');
    expect(screen.queryByTestId('ignored-rules')).toBeNull();
  });
});
