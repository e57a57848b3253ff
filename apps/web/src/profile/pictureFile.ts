// What the picture upload accepts before it sends anything (the server decides again: it decodes the bytes
// whatever the type claims, and answers 400 or 413 with its reason).
import { PROFILE_PICTURE } from '@wtt/contract';

export const PICTURE_ACCEPT = PROFILE_PICTURE.acceptedTypes.join(',');

const MEGABYTE = 1024 * 1024;
const TYPE_NAMES = 'PNG, JPEG, WebP, GIF or AVIF';

/** Why the file cannot be the picture, or null when it may be sent. */
export function pictureFileProblem(file: { type: string; size: number }): string | null {
  const accepted: readonly string[] = PROFILE_PICTURE.acceptedTypes;
  if (!accepted.includes(file.type)) return `Choose a ${TYPE_NAMES} image.`;
  if (file.size > PROFILE_PICTURE.maxBytes) {
    return `The picture is larger than ${PROFILE_PICTURE.maxBytes / MEGABYTE} MB. Choose a smaller one.`;
  }
  if (file.size === 0) return 'This file is empty.';
  return null;
}
