import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WIZARD_QUESTIONS } from '@wtt/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, stubApi } from '../../api/test/apiStub.ts';
import { IDS, accountStatus, glossary, guide } from '../../api/test/fixtures.ts';
import { CATALOGUE } from '../../guides/test/catalogue.ts';
import { renderPage } from '../../guides/test/renderPage.tsx';
import { useUpgradeDialogStore } from '../../stores/upgradeDialogStore.ts';
import { WizardPage } from './WizardPage.tsx';

const WIZARD = 'POST /api/text/tones-of-voice/wizard';
const BASE = {
  'GET /api/text/rules': answer(200, { rules: CATALOGUE }),
  'GET /api/text/tones-of-voice/wizard/questions': answer(200, { questions: WIZARD_QUESTIONS }),
  'GET /api/text/glossaries': answer(200, { glossaryList: [glossary()] }),
  'GET /api/account/status': answer(200, accountStatus()),
  [WIZARD]: answer(201, { tov: guide({ id: IDS.otherGuide, name: 'New voice' }) }),
};

function renderWizard(path = '/wizard') {
  return renderPage(path, { '/wizard': <WizardPage />, '/library/guide/:id': <p>Guide page</p> });
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

describe('WizardPage, picking rules', () => {
  it('creates a guide from picked rules with their parameters and opens it', async () => {
    const api = stubApi(BASE);
    renderWizard();
    fireEvent.click(await screen.findByRole('tab', { name: /^Sentence Structure/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Maximum sentence length' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Maximum sentence length' }));
    const card = screen.getByRole('article', { name: 'Maximum sentence length' });
    fireEvent.change(within(card).getByRole('textbox', { name: /Most words/ }), { target: { value: '18' } });

    fireEvent.click(screen.getByRole('button', { name: 'Create guide' }));
    expect(screen.getByText('Give the guide a name.')).toBeTruthy();
    expect(api.calls(WIZARD)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'New voice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create guide' }));
    await waitFor(() => expect(location()).toBe(`/library/guide/${IDS.otherGuide}`));
    expect(api.calls(WIZARD)[0]?.body).toEqual({
      name: 'New voice',
      description: '',
      rules: [{ id: 'max-sentence-length', params: { max: 18 } }],
    });
  });

  it('asks for at least one rule', async () => {
    const api = stubApi(BASE);
    renderWizard();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Empty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create guide' }));
    expect(screen.getByText('Add at least one rule.')).toBeTruthy();
    expect(api.calls(WIZARD)).toHaveLength(0);
  });

  it('opens the upgrade dialog instead of creating when the plan has no room', async () => {
    const api = stubApi({ ...BASE, 'GET /api/account/status': answer(200, accountStatus({ tone: 0 })) });
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: 'Corporate jargon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Corporate jargon' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'One too many' } });
    await waitFor(() => expect(api.calls('GET /api/account/status')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Create guide' }));
    await waitFor(() => expect(useUpgradeDialogStore.getState().open).toBe(true));
    expect(api.calls(WIZARD)).toHaveLength(0);
  });
});

describe('WizardPage, key questions', () => {
  it('goes step by step with a preview that follows the answers, then creates from the answers', async () => {
    const api = stubApi(BASE);
    renderWizard('/wizard?mode=questions');
    const preview = await screen.findByRole('region', { name: /^Your guide/ });
    expect(within(preview).queryByText('Contractions')).toBeNull();
    const formal = within(screen.getByRole('radiogroup', { name: 'How formal do you sound?' })).getByRole(
      'radio',
      { name: 'Formal' },
    );
    fireEvent.click(formal);
    expect(within(preview).getByText('Contractions')).toBeTruthy();

    for (let step = 0; step < 4; step += 1) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Answered voice' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create guide' }));
    await waitFor(() => expect(location()).toBe(`/library/guide/${IDS.otherGuide}`));
    const body = api.calls(WIZARD)[0]?.body as { name: string; answers: Record<string, string> };
    expect(body.name).toBe('Answered voice');
    expect(body.answers).toMatchObject({ formalCasual: 'formal', sentenceLength: 'medium' });
    expect(body.answers).not.toHaveProperty('forbiddenTermsGlossaryId');
  });

  it('switches between the two paths', async () => {
    stubApi(BASE);
    renderWizard();
    await screen.findByRole('tab', { name: /^Choice of Words/ });
    fireEvent.click(screen.getByText('Answer key questions'));
    expect(location()).toBe('/wizard?mode=questions');
    expect(await screen.findByRole('radiogroup', { name: 'How formal do you sound?' })).toBeTruthy();
    fireEvent.click(screen.getByText('Pick rules from a list'));
    expect(location()).toBe('/wizard');
  });
});
