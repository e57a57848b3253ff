import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE } from '@wtt/contract';
import {
  signUp,
  startTextTestServer,
  type TestServer,
  type TextClient,
} from '../../text/test/textTestKit.ts';
import { uploadBody, uploadWithFetch, uploadWithNodeHttp, type Framing } from '../../test/uploadTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTextTestServer();
});

afterAll(async () => {
  await server.close();
});

const UPLOAD_TIMEOUT_MS = 60_000;

function upload(user: TextClient, bytes: Buffer | string, contentType: string | undefined) {
  return user.browser.fetch(`${server.url}/api/account/profile-picture`, {
    method: 'POST',
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    body: bytes,
  });
}

async function storedPicture(user: TextClient, headers: Record<string, string> = {}) {
  const response = await user.browser.fetch(`${server.url}/api/account/profile-picture`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

function cookieHeader(user: TextClient): string {
  return user.browser
    .cookieNames()
    .map((name) => `${name}=${user.browser.cookie(name) ?? ''}`)
    .join('; ');
}

/** A PNG with transparency, as a browser would upload a logo. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A phone photo: landscape pixels with EXIF orientation 6 (shown portrait), the camera and where it was. */
async function photoWithGps(): Promise<Buffer> {
  const pixels = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c83232' } })
    .jpeg()
    .toBuffer();
  return sharp(pixels)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'WttTestCam', Model: 'Pocket 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** Whether an EXIF block (TIFF structure after "Exif\0\0") points to a GPS directory (tag 0x8825). */
function hasGpsDirectory(exif: Buffer): boolean {
  const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II';
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

describe('POST /api/account/profile-picture', () => {
  it('stores a PNG re-encoded as WebP within 512 px, and GET serves it with safe headers', async () => {
    const user = await signUp(server);
    const saved = await upload(user, await png(1024, 768), 'image/png');
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ contentType: 'image/webp', width: 512, height: 384 });

    const { response, bytes } = await storedPicture(user);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="profile-picture.webp"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toBe(answer.etag);
    const decoded = await sharp(bytes).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 512, height: 384, hasAlpha: true });
  });

  it('turns a JPEG by its EXIF orientation and keeps no metadata: no EXIF, GPS, XMP or ICC', async () => {
    const user = await signUp(server);
    const photo = await photoWithGps();
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif !== undefined && hasGpsDirectory(sent.exif)).toBe(true);
    expect(sent.exif?.includes('WttTestCam')).toBe(true);

    expect((await upload(user, photo, 'image/jpeg')).status).toBe(200);
    const { bytes } = await storedPicture(user);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 384, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes('WttTestCam')).toBe(false);
  });

  it('does not enlarge a small picture, and reads the bytes whatever type the client claimed', async () => {
    const user = await signUp(server);
    const answer = await upload(user, await png(100, 80), 'image/jpeg');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ width: 100, height: 80 });
  });

  it('answers 304 to a GET whose If-None-Match names the stored picture', async () => {
    const user = await signUp(server);
    await upload(user, await png(64, 64), 'image/png');
    const etag = (await storedPicture(user)).response.headers.get('etag') ?? '';
    const unchanged = await storedPicture(user, { 'if-none-match': etag });
    expect(unchanged.response.status).toBe(304);
    expect(unchanged.bytes.length).toBe(0);
    await upload(user, await png(32, 32), 'image/png');
    expect((await storedPicture(user, { 'if-none-match': etag })).response.status).toBe(200);
  });

  describe('refuses what is not a picture with 400 and keeps the stored one', () => {
    let user: TextClient;
    let kept: Buffer;

    beforeAll(async () => {
      user = await signUp(server);
      await upload(user, await png(200, 200), 'image/png');
      kept = (await storedPicture(user)).bytes;
    });

    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';

    it.each([
      ['random bytes', randomBytes(4096), 'image/png', /not a picture we can read/],
      ['an SVG with script', svg, 'image/svg+xml', /SVG and other markup/],
      ['an SVG claiming to be a PNG', svg, 'image/png', /SVG and other markup/],
      ['an HTML page', '  <!doctype html><script>alert(1)</script>', 'image/gif', /SVG and other markup/],
      [
        'a truncated PNG',
        Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'),
        'image/png',
        /not a picture/,
      ],
      ['an empty body', '', 'image/png', /no picture/],
    ])('%s', async (_name, bytes, type, message) => {
      const answer = await upload(user, bytes, type);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(message);
      expect((await storedPicture(user)).bytes.equals(kept)).toBe(true);
    });

    it('a TIFF, which browsers do not upload as a picture', async () => {
      const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer();
      expect((await upload(user, tiff, 'image/png')).status).toBe(400);
      expect((await storedPicture(user)).bytes.equals(kept)).toBe(true);
    });

    it('a body that is not an image type (415), also without a content type', async () => {
      const json = await upload(user, JSON.stringify({ picture: 'x' }), 'application/json');
      expect(json.status).toBe(415);
      expect(((await json.json()) as { message: string }).message).toMatch(/Content-Type: image\/png/);
      expect((await upload(user, await png(10, 10), undefined)).status).toBe(415);
      expect((await storedPicture(user)).bytes.equals(kept)).toBe(true);
    });

    const FRAMINGS: Framing[] = ['content-length', 'chunked'];
    it.each(FRAMINGS)(
      'a 6 MB body (%s): a 413 the client reads, with fetch and node:http',
      async (framing) => {
        const sixMegabytes = uploadBody('image/jpeg', '', 6 * 1024 * 1024, '');
        const url = `${server.url}/api/account/profile-picture`;
        const headers = { cookie: cookieHeader(user) };
        const expected = {
          statusCode: 413,
          message: `The picture is larger than ${PROFILE_PICTURE.maxBytes / 1024 / 1024} MB. Choose a smaller image.`,
        };
        const viaFetch = await uploadWithFetch({ url, body: sixMegabytes, framing, headers });
        expect(viaFetch).toMatchObject({ status: 413, body: expected });
        const viaNode = await uploadWithNodeHttp({ url, body: sixMegabytes, framing, headers });
        expect(viaNode).toMatchObject({ bodySent: true, status: 413, body: expected, errorCode: undefined });
        expect((await storedPicture(user)).bytes.equals(kept)).toBe(true);
      },
      UPLOAD_TIMEOUT_MS,
    );
  });
});

describe('GET and DELETE /api/account/profile-picture', () => {
  it('answers 404 without a picture; DELETE removes it and says whether there was one', async () => {
    const user = await signUp(server);
    const none = await storedPicture(user);
    expect(none.response.status).toBe(404);
    expect(JSON.parse(none.bytes.toString('utf8'))).toMatchObject({ message: expect.any(String) as string });

    await upload(user, await png(40, 40), 'image/png');
    expect((await user.callAccount('DELETE', '/profile-picture')).body).toEqual({ removed: true });
    expect((await storedPicture(user)).response.status).toBe(404);
    expect((await user.callAccount('DELETE', '/profile-picture')).body).toEqual({ removed: false });
  });

  it('shows each user only their own picture', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    await upload(owner, await png(40, 40), 'image/png');
    expect((await storedPicture(other)).response.status).toBe(404);
    expect((await other.callAccount('DELETE', '/profile-picture')).body).toEqual({ removed: false });
    expect((await storedPicture(owner)).response.status).toBe(200);
  });
});
