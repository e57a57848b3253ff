// What an avatar shows: the stored picture's object URL, else the initials of the user's names (else of
// the address). From contract-free queries, so the header can use it at start.
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../api/accountQueries.ts';
import { useProfilePictureUrl } from '../api/profilePicture.ts';
import { initialsOf } from './initials.ts';

export interface AvatarContent {
  pictureUrl: string | null;
  initials: string;
}

export function useAvatar(email: string): AvatarContent {
  const pictureUrl = useProfilePictureUrl();
  const profile = useQuery(profileQuery());
  return { pictureUrl, initials: initialsOf(profile.data ?? null, email) };
}
