/** The profile picture: what `POST /api/account/profile-picture` accepts and what it stores. */
export const PROFILE_PICTURE = {
  /** Largest body accepted, in bytes (413 beyond). */
  maxBytes: 5 * 1024 * 1024,
  /** The stored picture's width and height at most, in pixels. */
  size: 512,
  /** Content types a client may send; the server decodes the bytes whatever the type claims. */
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
} as const;
