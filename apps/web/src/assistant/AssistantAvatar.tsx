import { Avatar } from '@mantine/core';
import { IconCat, IconRobot, IconUser } from '@tabler/icons-react';
import type { AssistantPersona } from './assistantPersona.ts';

const ICONS = { cat: IconCat, human: IconUser, robot: IconRobot } as const;

/** The assistant's avatar (spec section 2), drawn for its personality; its name is the avatar's label. */
export function AssistantAvatar({ persona }: { persona: AssistantPersona }) {
  const Icon = ICONS[persona.avatar];
  return (
    <Avatar size={32} radius="xl" color="primary" variant="light" role="img" aria-label={persona.name}>
      <Icon size={18} stroke={1.7} aria-hidden />
    </Avatar>
  );
}
