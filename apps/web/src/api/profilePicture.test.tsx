import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from './accountKeys.ts';
import { getProfilePicture, useProfilePictureUrl } from './profilePicture.ts';
import {
  deleteProfilePicture,
  uploadProfilePicture,
  useDeleteProfilePicture,
  useUploadProfilePicture,
} from './profilePictureChanges.ts';
import { answer, clearToasts, inTurn, stubApi, toasts } from './test/apiStub.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const PICTURE = '/api/account/profile-picture';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const image = () =>
  new Response(PNG_BYTES, {
    status: 200,
    headers: { 'Content-Type': 'image/png' },
  });
const saved = { contentType: 'image/webp', width: 512, height: 512, etag: '"p1"' };
const none = answer(404, { statusCode: 404, error: 'Not Found', message: 'No profile picture' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('profile picture calls', () => {
  it('read the picture as a blob', async () => {
    stubApi({ [`GET ${PICTURE}`]: image });
    const picture = await getProfilePicture();
    expect(picture?.type).toBe('image/png');
    expect(new Uint8Array(await (picture as Blob).arrayBuffer())).toEqual(PNG_BYTES);
    expect(picture?.size).toBe(PNG_BYTES.length);
  });

  it('read a 404 as no picture, without a toast', async () => {
    stubApi({ [`GET ${PICTURE}`]: none });
    await expect(getProfilePicture()).resolves.toBeNull();
    expect(toasts()).toEqual([]);
  });

  it("toast 'Failed to load profile picture' for any other failure", async () => {
    stubApi({ [`GET ${PICTURE}`]: answer(500, {}) });
    await expect(getProfilePicture()).rejects.toMatchObject({ status: 500 });
    expect(toasts().map((toast) => toast.message)).toEqual(['Failed to load profile picture']);
  });

  it('upload the file as the body with its own content type', async () => {
    const api = stubApi({ [`POST ${PICTURE}`]: answer(200, saved) });
    const file = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    await expect(uploadProfilePicture(file)).resolves.toEqual(saved);
    const sent = api.calls(`POST ${PICTURE}`)[0]?.init;
    expect(sent?.body).toBe(file);
    expect(new Headers(sent?.headers).get('Content-Type')).toBe('image/png');
  });

  it("toast 'Failed to update profile picture' for a refused upload or removal, keeping the server's reason", async () => {
    stubApi({
      [`POST ${PICTURE}`]: answer(413, {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The picture is larger than 5 MB.',
      }),
      [`DELETE ${PICTURE}`]: answer(500, {}),
    });
    await expect(uploadProfilePicture(new Blob([PNG_BYTES], { type: 'image/png' }))).rejects.toThrow(
      'The picture is larger than 5 MB.',
    );
    await expect(deleteProfilePicture()).rejects.toMatchObject({ status: 500 });
    expect(toasts().map((toast) => toast.message)).toEqual([
      'Failed to update profile picture',
      'Failed to update profile picture',
    ]);
  });
});

describe('profile picture hooks', () => {
  it('give an object URL, a new one after an upload (the old one revoked), none after removal', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    stubApi({
      [`GET ${PICTURE}`]: inTurn(image, image),
      [`POST ${PICTURE}`]: answer(200, saved),
      [`DELETE ${PICTURE}`]: answer(200, { removed: true }),
    });
    const { result, queryClient } = renderWithQueries(() => ({
      url: useProfilePictureUrl(),
      upload: useUploadProfilePicture(),
      remove: useDeleteProfilePicture(),
    }));
    await waitFor(() => expect(result.current.url).toMatch(/^blob:/));
    const firstUrl = result.current.url;
    await act(() => result.current.upload.mutateAsync(new Blob([PNG_BYTES], { type: 'image/png' })));
    await waitFor(() => expect(result.current.url).not.toBe(firstUrl));
    expect(result.current.url).toMatch(/^blob:/);
    expect(revoke).toHaveBeenCalledWith(firstUrl);
    const secondUrl = result.current.url;
    await expect(act(() => result.current.remove.mutateAsync())).resolves.toBe(true);
    expect(queryClient.getQueryData(accountKeys.picture())).toBeNull();
    await waitFor(() => expect(result.current.url).toBeNull());
    expect(revoke).toHaveBeenCalledWith(secondUrl);
  });

  it('give null when there is no picture', async () => {
    stubApi({ [`GET ${PICTURE}`]: none });
    const { result, queryClient } = renderWithQueries(() => useProfilePictureUrl());
    await waitFor(() => expect(queryClient.getQueryState(accountKeys.picture())?.status).toBe('success'));
    expect(result.current).toBeNull();
  });
});
