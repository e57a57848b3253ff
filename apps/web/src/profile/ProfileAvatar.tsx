// The user's picture, or the initials of their names (else of their address) without one. Used by the
// header, so it stays free of the contract (its data comes through contract-free queries).
import type { MantineSize } from '@mantine/core';
import { Avatar } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../api/accountQueries.ts';
import { useProfilePictureUrl } from '../api/profilePicture.ts';
import { initialsOf } from './initials.ts';

export function ProfileAvatar({
  email,
  size,
  src,
}: {
  email: string;
  size: MantineSize | number;
  /** Shows this image instead of the stored picture (a preview before upload). */
  src?: string | null;
}) {
  const pictureUrl = useProfilePictureUrl();
  const profile = useQuery(profileQuery());
  const initials = initialsOf(profile.data ?? null, email);
  return (
    <Avatar src={src ?? pictureUrl} alt="" size={size} radius="xl" color="primary" variant="filled">
      {initials}
    </Avatar>
  );
}
