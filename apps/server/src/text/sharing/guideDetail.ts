import type { ToneOfVoiceDetail } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import { toToneOfVoice, type GuideAccess } from '../guides/guideStore.ts';
import { formatShareCode } from './shareCode.ts';
import { listShareMembers, liveShareCode } from './shareStore.ts';

/**
 * `GET /tones-of-voice/{id}`: the guide with its sharing info as the caller may see it. The owner sees every
 * member and the live code. A member sees the guide and only their own entry: the other members' addresses
 * are the owner's to see, and the code is the owner's to hand out (docs/decisions.md, "Sharing").
 */
export async function guideDetail(
  db: DatabaseClient,
  access: GuideAccess,
  viewerId: string,
  now: Date = new Date(),
): Promise<ToneOfVoiceDetail> {
  const tov = toToneOfVoice(access.guide);
  const { evidence } = access.guide;
  if (access.role === 'provider') {
    return { tov, shares: [], shareCode: null, shareCodeExpirationTime: null, evidence };
  }
  if (access.role === 'member') {
    const shares = await listShareMembers(db, access.guide.id, viewerId);
    return { tov, shares, shareCode: null, shareCodeExpirationTime: null, evidence };
  }
  const [shares, code] = await Promise.all([
    listShareMembers(db, access.guide.id),
    liveShareCode(db, access.guide.id, now),
  ]);
  return {
    tov,
    shares,
    shareCode: code === undefined ? null : formatShareCode(code.code),
    shareCodeExpirationTime: code === undefined ? null : code.expiresAt.toISOString(),
    evidence,
  };
}
