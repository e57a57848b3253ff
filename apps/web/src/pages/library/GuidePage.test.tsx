import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, stubApi } from '../../api/test/apiStub.ts';
import { IDS, accountStatus, glossary, guide, guideDetail } from '../../api/test/fixtures.ts';
import { CATALOGUE } from '../../guides/test/catalogue.ts';
import { renderPage } from '../../guides/test/renderPage.tsx';
import { useUpgradeDialogStore } from '../../stores/upgradeDialogStore.ts';
import { GuidePage } from './GuidePage.tsx';

const DETAIL = `GET /api/text/tones-of-voice/${IDS.guide}`;
const PATCH = `PATCH /api/text/tones-of-voice/${IDS.guide}`;
const BASE = {
  'GET /api/text/rules': answer(200, { rules: CATALOGUE }),
  'GET /api/text/glossaries': answer(200, { glossaryList: [glossary()] }),
  'GET /api/account/status': answer(200, accountStatus()),
};

const own = guide({
  rules: [{ id: 'passive-voice' }, { id: 'max-sentence-length', params: { max: 20 } }],
});

function renderGuide() {
  return renderPage(`/library/guide/${IDS.guide}`, {
    '/library/guide/:id': <GuidePage />,
    '/library/guides': <p>Library</p>,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

describe('GuidePage, own guide', () => {
  it('shows a skeleton, then the rules by category with their parameters', async () => {
    stubApi({ ...BASE, [DETAIL]: answer(200, guideDetail({ tov: own })) });
    renderGuide();
    expect(screen.getByRole('status', { name: 'Loading guide' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Support voice' })).toBeTruthy();
    const structure = screen.getByRole('region', { name: 'Sentence Structure' });
    const length = within(structure).getByRole('article', { name: 'Maximum sentence length' });
    expect(within(length).getByRole<HTMLInputElement>('textbox', { name: /Most words/ }).value).toBe('20');
    expect(within(structure).getByRole('article', { name: 'Passive voice' })).toBeTruthy();
  });

  it('saves name, a changed number and a removed rule in one PATCH, after validation', async () => {
    const api = stubApi({
      ...BASE,
      [DETAIL]: answer(200, guideDetail({ tov: own })),
      [PATCH]: answer(200, { tov: { ...own, name: 'Crisp voice' } }),
    });
    renderGuide();
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(name, { target: { value: ' ' } });
    expect(screen.getByText('Give the guide a name.')).toBeTruthy();
    fireEvent.click(save);
    expect(api.calls(PATCH)).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Crisp voice' } });
    const words = screen.getByRole('textbox', { name: /Most words/ });
    fireEvent.change(words, { target: { value: '500' } });
    expect(screen.getByText('Enter a whole number from 3 to 200.')).toBeTruthy();
    fireEvent.change(words, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Passive voice' }));
    fireEvent.click(save);

    await waitFor(() => expect(api.calls(PATCH)).toHaveLength(1));
    expect(api.calls(PATCH)[0]?.body).toEqual({
      name: 'Crisp voice',
      description: own.description,
      rules: [{ id: 'max-sentence-length', params: { max: 15 } }],
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('adds a rule from the catalogue after showing its examples', async () => {
    stubApi({ ...BASE, [DETAIL]: answer(200, guideDetail({ tov: own })) });
    renderGuide();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a rule' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search rules' }), {
      target: { value: 'emoji' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Emoji/ }));
    const about = within(dialog).getByRole('region', { name: 'About Emoji' });
    expect(within(about).getByText('Your order has shipped 🎉')).toBeTruthy();
    fireEvent.click(within(about).getByRole('button', { name: 'Add Emoji' }));
    const emotionality = await screen.findByRole('region', { name: 'Emotionality' });
    expect(within(emotionality).getByRole('article', { name: 'Emoji' })).toBeTruthy();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it('shows the builder’s evidence under the rule it explains', async () => {
    const evidence = [
      {
        ruleId: 'max-sentence-length',
        reason: 'Your sentences have at most 20 words.',
        sentences: [{ sample: 0, from: 0, to: 12, text: 'We ship fast.' }],
        exceptions: [],
      },
    ];
    stubApi({ ...BASE, [DETAIL]: answer(200, guideDetail({ tov: own, evidence })) });
    renderGuide();
    const card = await screen.findByRole('article', { name: 'Maximum sentence length' });
    const shown = within(card).getByRole('group', { name: 'Evidence from your samples' });
    expect(shown.textContent).toContain('Your sentences have at most 20 words.');
    // The sentences start folded.
    expect(shown.textContent).not.toContain('We ship fast.');
    fireEvent.click(within(shown).getByRole('button', { name: 'Show the sample sentences (1 sentence)' }));
    expect(shown.textContent).toContain('We ship fast.');
  });
});

describe('GuidePage, read-only guides', () => {
  const predefined = guide({
    ownerName: 'Write the Tone',
    name: 'Plain language',
    rules: [{ id: 'jargon' }],
  });

  it('has no edit controls, and copies the guide to the library, then opens the copy', async () => {
    const api = stubApi({
      ...BASE,
      [DETAIL]: answer(200, guideDetail({ tov: predefined })),
      'POST /api/text/tones-of-voice': answer(201, {
        tov: guide({ id: IDS.otherGuide, name: 'Plain language (copy)', rules: predefined.rules }),
      }),
    });
    renderGuide();
    await screen.findByRole('heading', { level: 1, name: 'Plain language' });
    expect(screen.getByText('A predefined guide')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy to my library' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/library/guide/${IDS.otherGuide}`),
    );
    expect(api.calls('POST /api/text/tones-of-voice')[0]?.body).toEqual({
      name: 'Plain language (copy)',
      description: predefined.description,
      rules: [{ id: 'jargon' }],
    });
  });

  it('opens the upgrade dialog instead of copying when the plan has no room', async () => {
    const api = stubApi({
      ...BASE,
      'GET /api/account/status': answer(200, accountStatus({ tone: 0 })),
      [DETAIL]: answer(200, guideDetail({ tov: predefined })),
    });
    renderGuide();
    const copy = await screen.findByRole('button', { name: 'Copy to my library' });
    await waitFor(() => expect(api.calls('GET /api/account/status')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(copy);
    await waitFor(() => expect(useUpgradeDialogStore.getState().open).toBe(true));
    expect(api.calls('POST /api/text/tones-of-voice')).toHaveLength(0);
  });

  it('says a guide shared with the user is theirs to copy, not to change', async () => {
    stubApi({
      ...BASE,
      [DETAIL]: answer(200, guideDetail({ tov: guide({ ownerName: 'bo@example.com', shared: true }) })),
    });
    renderGuide();
    expect(await screen.findByText('Shared with you by bo@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy to my library' })).toBeTruthy();
  });
});

describe('GuidePage, missing guide', () => {
  it('says the guide is not found and links back to the library', async () => {
    stubApi({
      ...BASE,
      [DETAIL]: answer(404, { statusCode: 404, error: 'Not Found', message: 'No such guide' }),
    });
    renderGuide();
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the library' }).getAttribute('href')).toBe(
      '/library/guides',
    );
  });
});
