import { markAddressVerified } from '../identities.ts';
import type { RequestContext } from '../requestContext.ts';

/**
 * A verification code for `value` was accepted: the address is verified, or, when it was the new address of
 * a pending e-mail change, the change completes (identities.ts markAddressVerified). Then the old address
 * hears of it, so that its owner learns of a change they did not make. The notice leaves through the mail
 * queue, so a slow mail server does not hold up the answer and a failed send is tried again.
 */
export async function confirmVerifiedAddress(
  ctx: RequestContext,
  value: string,
  holderId: string,
): Promise<void> {
  const change = await markAddressVerified(ctx.deps.db, value, holderId);
  if (change === undefined) return;
  ctx.request.log.info({ identityId: change.identityId }, 'e-mail address changed');
  await ctx.deps.identityMails.request(ctx.deps.db, {
    kind: 'address_changed',
    to: change.previousEmail,
    newEmail: change.email,
  });
}
