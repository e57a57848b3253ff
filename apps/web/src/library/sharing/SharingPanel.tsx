// Sharing a guide, for its owner (spec sections 1 and 6, DESIGN.md section 6): the share code with its
// expiry and link, and the users the guide is shared with. Used in the 'Share guide' dialog of the library
// and on the guide's page.
import { Divider, Stack } from '@mantine/core';
import type { ToneOfVoiceDetail } from '@wtt/contract';
import { ShareCodeSection } from './ShareCodeSection.tsx';
import { ShareMembers } from './ShareMembers.tsx';

export function SharingPanel({ guide }: { guide: ToneOfVoiceDetail }) {
  return (
    <Stack gap="lg">
      <ShareCodeSection guide={guide} />
      <Divider />
      <ShareMembers guide={guide} />
    </Stack>
  );
}
