import { markAddressVerified } from '../identities.ts';
import { addressChangedMail, sendQuietly } from '../mailTemplates.ts';
import type { RequestContext } from '../requestContext.ts';

/**
 * A verification code for `value` was accepted: the address is verified, or, when it was the new address of
 * a pending e-mail change, the change completes (identities.ts markAddressVerified). Then the old address
 * hears of it, so that its owner learns of a change they did not make.
 */
export async function confirmVerifiedAddress(ctx: RequestContext, value: string): Promise<void> {
  const change = await markAddressVerified(ctx.deps.db, value);
  if (change === undefined) return;
  ctx.request.log.info({ identityId: change.identityId }, 'e-mail address changed');
  await sendQuietly(ctx.deps.mailer, addressChangedMail(change.previousEmail, change.email), (error) =>
    ctx.request.log.error({ err: error }, 'the address-change notice could not be sent'),
  );
}
