import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ROUTES } from '../test/accountRoutes.ts';
import { answer, inTurn } from '../test/fetchStub.ts';
import type { StubHandler } from '../test/fetchStub.ts';
import { renderAccountScreen, serveAccount } from '../test/renderSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const picture: StubHandler = () => new Response(PNG, { headers: { 'Content-Type': 'image/webp' } });
const noPicture = answer(404, { statusCode: 404, error: 'Not Found', message: 'No profile picture' });
const saved = { contentType: 'image/webp', width: 512, height: 512, etag: '"p1"' };

async function pictureCard() {
  await renderAccountScreen('/profile/settings', 'Settings');
  return within(await screen.findByRole('region', { name: 'Picture' }));
}

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const headerImage = () => screen.getByRole('button', { name: /^Profile menu/ }).querySelector('img');

describe('the profile picture', () => {
  it('previews a chosen image, sends it with its type and shows it in the header', async () => {
    const api = serveAccount({
      [ACCOUNT_ROUTES.picture]: inTurn(noPicture, picture),
      [ACCOUNT_ROUTES.uploadPicture]: answer(200, saved),
    });
    const card = await pictureCard();
    expect(headerImage()).toBeNull();
    const file = new File([PNG], 'me.png', { type: 'image/png' });
    choose(file);
    expect(await card.findByText('me.png')).toBeTruthy();
    const preview = await screen.findByRole('region', { name: 'Picture' });
    expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    expect(api.calls(ACCOUNT_ROUTES.uploadPicture)).toHaveLength(0);

    fireEvent.click(card.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByText('Picture saved')).toBeTruthy();
    const sent = api.calls(ACCOUNT_ROUTES.uploadPicture)[0]?.init;
    expect(sent?.body).toBe(file);
    expect(new Headers(sent?.headers).get('Content-Type')).toBe('image/png');
    await waitFor(() => expect(headerImage()?.getAttribute('src')).toMatch(/^blob:/));
    expect(card.getByRole('button', { name: 'Remove picture' })).toBeTruthy();
  });

  it('refuses a file that is not an accepted image before sending it', async () => {
    const api = serveAccount();
    const card = await pictureCard();
    choose(new File(['<svg onload="alert(1)"/>'], 'evil.svg', { type: 'image/svg+xml' }));
    expect(await card.findByText('Choose a PNG, JPEG, WebP, GIF or AVIF image.')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Save picture' })).toBeNull();
    expect(api.calls(ACCOUNT_ROUTES.uploadPicture)).toHaveLength(0);
  });

  it("shows the server's refusal and toasts 'Failed to update profile picture'", async () => {
    serveAccount({
      [ACCOUNT_ROUTES.uploadPicture]: answer(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The file is not an image this server can read.',
      }),
    });
    const card = await pictureCard();
    choose(new File([new Uint8Array([1, 2, 3])], 'noise.png', { type: 'image/png' }));
    fireEvent.click(await card.findByRole('button', { name: 'Save picture' }));
    expect(await card.findByText('The file is not an image this server can read.')).toBeTruthy();
    expect(await screen.findByText('Failed to update profile picture')).toBeTruthy();
  });

  it('removes the picture after a confirmation; the initials come back', async () => {
    const api = serveAccount({
      [ACCOUNT_ROUTES.picture]: picture,
      [ACCOUNT_ROUTES.deletePicture]: answer(200, { removed: true }),
    });
    const card = await pictureCard();
    await waitFor(() => expect(headerImage()).not.toBeNull());
    fireEvent.click(await card.findByRole('button', { name: 'Remove picture' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove picture' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(headerImage()).toBeNull());
    expect(screen.getByRole('button', { name: /^Profile menu/ }).textContent).toBe('AL');
    expect(api.calls(ACCOUNT_ROUTES.deletePicture)).toHaveLength(1);
  });
});
