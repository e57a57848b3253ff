// Guides: the provider's are read by everyone; a user's own are theirs to change, share and delete; a
// guide shared with a user (a member) is theirs to read and check with, and to leave, never to change.
import { ALLOWED, refused, type Decision } from './decision.ts';
import { notFoundMessage, predefinedReadOnlyMessage } from './itemKinds.ts';

export type GuideAction =
  | 'read'
  /** Check texts with it (match, analyze, the editor's guide source, the assistant). */
  | 'check'
  | 'change'
  | 'delete'
  /** Create or revoke its share code, see its members. */
  | 'share'
  /** Remove a member; a member may remove themself (leave). */
  | { readonly removeMember: string };

/** How the user relates to a guide they can see (guides/guideStore.ts findVisibleGuide). */
export interface GuideAccessView {
  readonly role: 'provider' | 'owner' | 'member';
  readonly guide: { readonly name: string; readonly owner_name: string };
}

/** `access` is undefined for a guide that does not exist and for another user's guide not shared with them. */
export function guidePolicy(
  userId: string,
  access: GuideAccessView | undefined,
  action: GuideAction,
): Decision {
  if (access === undefined) return refused(404, notFoundMessage('guide'));
  if (action === 'read' || action === 'check') return ALLOWED;
  if (access.role === 'owner') return ALLOWED;
  if (access.role === 'provider') return refused(403, predefinedReadOnlyMessage('guide'));
  if (typeof action === 'object' && action.removeMember === userId) return ALLOWED;
  return refused(
    403,
    `"${access.guide.name}" is shared with you by ${access.guide.owner_name} and is read-only. ` +
      'To remove it from your library, leave the share.',
  );
}
