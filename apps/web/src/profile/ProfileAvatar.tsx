// The user's picture, or their initials without one (useAvatar.ts). Decorative: what is next to it, or the
// button around it, names the user.
import type { MantineSize } from '@mantine/core';
import { Avatar } from '@mantine/core';
import type { AvatarContent } from './useAvatar.ts';
import { useAvatar } from './useAvatar.ts';

export function AvatarImage({
  content,
  size,
  src,
}: {
  content: AvatarContent;
  size: MantineSize | number;
  /** Shows this image instead of the stored picture (a preview before upload). */
  src?: string | null;
}) {
  return (
    <Avatar
      src={src ?? content.pictureUrl}
      alt=""
      size={size}
      radius="xl"
      color="primary"
      variant="filled"
      aria-hidden
    >
      {content.initials}
    </Avatar>
  );
}

export function ProfileAvatar({
  email,
  size,
  src,
}: {
  email: string;
  size: MantineSize | number;
  src?: string | null;
}) {
  return <AvatarImage content={useAvatar(email)} size={size} src={src} />;
}
