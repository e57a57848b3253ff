import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PROFILE_PICTURE } from '@wtt/contract';
import { HttpError } from '../../errors/httpError.ts';

/** What the server keeps of an upload: its own re-encoding, never the bytes it was sent. */
export interface NormalisedPicture {
  bytes: Buffer;
  contentType: string;
  /** A strong entity tag of the bytes (quoted, as the header carries it). */
  etag: string;
  width: number;
  height: number;
}

/** Stored pictures are WebP: small at 512 px, with transparency, shown by every browser the app supports. */
export const STORED_PICTURE_TYPE = 'image/webp';

/**
 * Decoded formats we accept (sharp's names; `heif` is AVIF here, the only HEIF its prebuilt libvips
 * reads). SVG never: it is a document that can carry script, and rendering it is librsvg's work on input
 * from anyone. TIFF, PDF and the rest: no browser uploads them as a profile picture.
 */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * Pixels a decoded upload may have: a 48-megapixel phone photo fits; a small file that claims to unpack
 * into billions of pixels (a decompression bomb) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const NOT_AN_IMAGE =
  'This file is not a picture we can read. Upload a PNG, JPEG, WebP, GIF or AVIF image of at most 5 MB.';
const MARKUP_REFUSED =
  'SVG and other markup files are not accepted as a profile picture. Upload a PNG, JPEG, WebP, GIF or AVIF image.';

/** Markup (SVG, HTML, XML) starts with "<" after optional whitespace or a byte-order mark. */
function looksLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

/**
 * Decodes an upload and re-encodes it: oriented by its EXIF tag, scaled to fit 512×512 without enlarging,
 * written as WebP with no metadata at all (no EXIF, GPS, XMP or ICC; colours converted to sRGB). Refuses
 * with a 400 anything that is not a picture of an accepted format, whatever its content type claimed.
 */
export async function normalisePicture(
  bytes: Buffer,
  declaredType: string,
  maxInputPixels: number = MAX_INPUT_PIXELS,
): Promise<NormalisedPicture> {
  if (bytes.length === 0) throw new HttpError(400, 'The request has no picture: send the image as the body.');
  if (declaredType.startsWith('image/svg') || looksLikeMarkup(bytes)) {
    throw new HttpError(400, MARKUP_REFUSED);
  }
  const input = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'warning' });
  let format: string;
  try {
    format = (await input.metadata()).format;
  } catch (error) {
    throw new HttpError(400, unreadable(error, maxInputPixels));
  }
  if (format === 'svg') throw new HttpError(400, MARKUP_REFUSED);
  if (!ACCEPTED_FORMATS.has(format)) throw new HttpError(400, NOT_AN_IMAGE);
  try {
    const { data, info } = await input
      .rotate()
      .resize(PROFILE_PICTURE.size, PROFILE_PICTURE.size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: STORED_PICTURE_TYPE,
      etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    // A file whose header reads but whose pixels do not (truncated, corrupt, too many pixels).
    throw new HttpError(400, unreadable(error, maxInputPixels));
  }
}

/** Why sharp could not read a file, in words for the user (its own words name libvips internals). */
function unreadable(error: unknown, maxInputPixels: number): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('pixel limit')) {
    return `This picture has too many pixels (at most ${maxInputPixels / 1_000_000} million). Upload a smaller image.`;
  }
  return NOT_AN_IMAGE;
}
