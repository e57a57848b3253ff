import { z } from 'zod';

/** The profile picture: what `POST /api/account/profile-picture` accepts and what it stores. */
export const PROFILE_PICTURE = {
  /** Largest body accepted, in bytes (413 beyond). */
  maxBytes: 5 * 1024 * 1024,
  /** The stored picture's width and height at most, in pixels. */
  size: 512,
  /** Content types a client may send; the server decodes the bytes whatever the type claims. */
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
} as const;

/** `POST /api/account/profile-picture`: what the server stored (its own re-encoding of the upload). */
export const profilePictureSavedSchema = z
  .object({
    contentType: z.string().describe("the stored picture's type (image/webp)"),
    width: z.number().int(),
    height: z.number().int(),
    etag: z.string().describe('the entity tag GET /profile-picture answers with'),
  })
  .meta({ id: 'ProfilePictureSaved' });

/** `DELETE /api/account/profile-picture`: whether there was a picture to remove. */
export const profilePictureRemovedSchema = z
  .object({ removed: z.boolean() })
  .meta({ id: 'ProfilePictureRemoved' });

export type ProfilePictureSaved = z.infer<typeof profilePictureSavedSchema>;
