import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, clearToasts, json, stubApi } from '../api/test/apiStub.ts';
import { IDS, accountStatus, glossary, job } from '../api/test/fixtures.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { renderAt } from '../test/renderAt.tsx';
import { BuilderForm } from './BuilderForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  useUpgradeDialogStore.getState().close();
});

const JOB = `GET /api/text/jobs/${IDS.job}`;

function stub(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/account/status': answer(200, accountStatus()),
    'GET /api/text/glossaries': answer(200, { glossaryList: [glossary()] }),
    'POST /api/text/tones-of-voice/builder': answer(202, { jobId: IDS.job }),
    ...routes,
  });
}

function renderForm() {
  return renderAt('/builder', { '/builder': <BuilderForm />, '/library/guide/:id': <p>The guide page</p> });
}

function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Support voice' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Sample text 1' }), {
    target: { value: 'Hello! Thanks for writing.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add another text' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Sample text 2' }), {
    target: { value: 'We are sorry for the wait.' },
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('the guide builder form', () => {
  it('shows what is missing inline and starts nothing', async () => {
    const api = stub();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Build guide' }));
    expect(await screen.findByText('Give the guide a name.')).toBeTruthy();
    expect(
      screen.getByText('Add at least one sample text: paste it, or upload a .txt or .md file.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/text/tones-of-voice/builder')).toHaveLength(0);
  });

  it('adds and removes sample texts', () => {
    stub();
    renderForm();
    expect(screen.queryByRole('button', { name: 'Remove sample text 1' })).toBeNull();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Remove sample text 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Sample text/ })).toHaveLength(1);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Sample text 1' }).value).toBe(
      'We are sorry for the wait.',
    );
  });

  it('starts the job with the filled samples, shows its stage and progress, then opens the new guide', async () => {
    const api = stub({
      [JOB]: (() => {
        let call = 0;
        return () => {
          call += 1;
          return json(200, {
            job:
              call === 1
                ? job({ progress: 28.5, stage: 'Profiling' })
                : job({ state: 'SUCCESS', progress: 100, stage: 'Saving', result: IDS.guide }),
          });
        };
      })(),
    });
    renderForm();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Build guide' }));
    const bar = await screen.findByRole('progressbar', { name: 'Guide builder progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('29'));
    expect(screen.getByText('Profiling')).toBeTruthy();
    expect(api.calls('POST /api/text/tones-of-voice/builder')[0]?.body).toEqual({
      name: 'Support voice',
      description: '',
      texts: ['Hello! Thanks for writing.', 'We are sorry for the wait.'],
      forbiddenTermsGlossaryId: null,
      requiredTermsGlossaryId: null,
      exactSpellingGlossaryId: null,
    });
    // The next check (one second later) finds the job done.
    await waitFor(() => expect(location()).toBe(`/library/guide/${IDS.guide}`), { timeout: 3000 });
  });

  it('cancels once; the cancelled state keeps the form for another try', async () => {
    const api = stub({
      [JOB]: answer(200, { job: job({ progress: 10, stage: 'Reading samples' }) }),
      [`PATCH /api/text/jobs/${IDS.job}`]: answer(200, { job: job({ cancelled: true }) }),
    });
    renderForm();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Build guide' }));
    await screen.findByText('Reading samples');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Build cancelled')).toBeTruthy();
    expect(api.calls(`PATCH /api/text/jobs/${IDS.job}`)).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe('Support voice');
    expect(screen.getByRole('button', { name: 'Build again' })).toBeTruthy();
  });

  it('shows the reason of a failed job and keeps the form', async () => {
    stub({
      [JOB]: answer(200, {
        job: job({
          state: 'FAILURE',
          failureReason: 'The glossary chosen for forbidden terms no longer exists',
        }),
      }),
    });
    renderForm();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Build guide' }));
    expect(await screen.findByText('The guide could not be built')).toBeTruthy();
    expect(
      screen.getAllByText('The glossary chosen for forbidden terms no longer exists').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Sample text 2' }).value).toBe(
      'We are sorry for the wait.',
    );
  });

  it('does not start when the plan has no room for another guide', async () => {
    const api = stub({ 'GET /api/account/status': answer(200, accountStatus({ tone: 0 })) });
    const view = renderForm();
    await waitFor(() => expect(view.queryClient.getQueryData(['account', 'status'])).toBeDefined());
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Build guide' }));
    expect(useUpgradeDialogStore.getState().reason).toBe(
      'You have reached the limit for guides (25 out of 25). Upgrade your subscription plan to create more!',
    );
    expect(api.calls('POST /api/text/tones-of-voice/builder')).toHaveLength(0);
  });
});
