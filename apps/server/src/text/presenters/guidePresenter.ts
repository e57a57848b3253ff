import type { ToneOfVoice, ToneOfVoiceDetail } from '@wtt/contract';
import type { GuideAccess, StoredGuide } from '../guides/guideStore.ts';
import type { GuideSharingView } from '../sharing/guideSharingView.ts';
import { formatShareCode } from '../sharing/shareCode.ts';

export function presentGuide(row: StoredGuide): ToneOfVoice {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    rules: row.rules,
    shared: row.shared,
    ownerName: row.owner_name,
    disabled: row.disabled,
  };
}

/** `GET /tones-of-voice/{id}` and the sharing changes: the guide with what its viewer may see of its sharing. */
export function presentGuideDetail(access: GuideAccess, sharing: GuideSharingView): ToneOfVoiceDetail {
  const { code } = sharing;
  return {
    tov: presentGuide(access.guide),
    shares: sharing.shares,
    shareCode: code === undefined ? null : formatShareCode(code.code),
    shareCodeExpirationTime: code === undefined ? null : code.expiresAt.toISOString(),
    evidence: access.guide.evidence,
  };
}
