import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalisePicture } from './normalisePicture.ts';

const square = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('normalisePicture', () => {
  it('refuses a picture of more pixels than allowed before decoding it (a decompression bomb)', async () => {
    const picture = await square(1200);
    await expect(normalisePicture(picture, 'image/png', 1_000_000)).rejects.toMatchObject({
      statusCode: 400,
      message: 'This picture has too many pixels (at most 1 million). Upload a smaller image.',
    });
    await expect(normalisePicture(picture, 'image/png', 2_000_000)).resolves.toMatchObject({
      width: 512,
      height: 512,
    });
  });

  it('takes the first frame of an animated GIF', async () => {
    const frames = await sharp({
      create: { width: 64, height: 64 * 3, channels: 4, background: '#ff0000ff' },
    })
      .gif()
      .toBuffer();
    const animated = await sharp(frames, { pages: -1 }).gif({}).toBuffer();
    const result = await normalisePicture(animated, 'image/gif');
    expect(result.contentType).toBe('image/webp');
    expect(result.width).toBe(64);
  });

  it('gives the same entity tag for the same bytes and another for other bytes', async () => {
    const one = await normalisePicture(await square(20), 'image/png');
    const again = await normalisePicture(await square(20), 'image/png');
    const other = await normalisePicture(await square(21), 'image/png');
    expect(one.etag).toMatch(/^"[\w-]{32}"$/);
    expect(again.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });
});
