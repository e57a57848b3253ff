import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../api/test/fixtures.ts';
import { ACCOUNT_ROUTES } from '../test/accountRoutes.ts';
import { answer } from '../test/fetchStub.ts';
import { renderAccountScreen, serveAccount } from '../test/renderSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function profileForm() {
  await renderAccountScreen('/profile/settings', 'Settings');
  return within(await screen.findByRole('form', { name: 'Profile' }));
}

describe('the profile form', () => {
  it('shows the profile, sends only what changed and says it is saved', async () => {
    const saved = profile({
      firstName: 'Grace',
      positionCode: 'OTHER',
      positionText: 'Copy chief',
      aiAssistantPersonality: 2,
    });
    const api = serveAccount({ [ACCOUNT_ROUTES.updateProfile]: answer(200, saved) });
    const form = await profileForm();
    expect(form.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    expect(form.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace');
    expect(form.getByLabelText<HTMLInputElement>('Company size').value).toBe('12');
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'Human' }).checked).toBe(true);
    const save = form.getByRole('button', { name: 'Save profile' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(form.getByLabelText('First name'), { target: { value: ' Grace ' } });
    fireEvent.change(form.getByLabelText('Your role'), { target: { value: 'OTHER' } });
    fireEvent.change(await form.findByLabelText('Your role, in your words'), {
      target: { value: 'Copy chief' },
    });
    fireEvent.click(form.getByRole('radio', { name: 'Robot' }));
    fireEvent.click(save);

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(api.calls(ACCOUNT_ROUTES.updateProfile)[0]?.body).toEqual({
      firstName: 'Grace',
      positionCode: 'OTHER',
      positionText: 'Copy chief',
      aiAssistantPersonality: 2,
    });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    // The header's initials follow the saved names.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Profile menu/ }).textContent).toBe('GL'));
  });

  it('checks the company size before sending', async () => {
    const api = serveAccount();
    const form = await profileForm();
    fireEvent.change(form.getByLabelText('Company size'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('A whole number from 1 to 10,000,000.')).toBeTruthy();
    expect(api.calls(ACCOUNT_ROUTES.updateProfile)).toHaveLength(0);
  });

  it("shows the server's refusal in place and toasts 'Failed to update profile'", async () => {
    serveAccount({
      [ACCOUNT_ROUTES.updateProfile]: answer(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'lastName: at most 100 characters',
      }),
    });
    const form = await profileForm();
    fireEvent.change(form.getByLabelText('Last name'), { target: { value: 'Byron' } });
    fireEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('lastName: at most 100 characters')).toBeTruthy();
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });

  it('discards changes', async () => {
    serveAccount();
    const form = await profileForm();
    fireEvent.change(form.getByLabelText('First name'), { target: { value: 'Someone' } });
    fireEvent.click(form.getByRole('button', { name: 'Discard changes' }));
    expect(form.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    expect(form.queryByRole('button', { name: 'Discard changes' })).toBeNull();
  });
});
