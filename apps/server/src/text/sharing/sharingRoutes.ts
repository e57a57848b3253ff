import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createShareCodeSchema,
  guideShareParamsSchema,
  itemIdParamsSchema,
  joinSharedGuideSchema,
  removedShareSchema,
  shareCodeAnswerSchema,
  shareCodeQuerySchema,
  toneOfVoiceAnswerSchema,
  toneOfVoiceDetailSchema,
} from '@wtt/contract';
import { HttpError } from '../../errors/httpError.ts';
import { requireVerifiedAddress } from '../../identity/verifiedAddress.ts';
import { findVisibleGuide } from '../guides/guideStore.ts';
import { presentGuide, presentGuideDetail } from '../presenters/guidePresenter.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';
import { authorize } from '../../policies/decision.ts';
import { guidePolicy } from '../../policies/guidePolicy.ts';
import { itemNotFound } from '../../policies/itemKinds.ts';
import type { TextDependencies } from '../textDependencies.ts';
import { readGuideSharing } from './guideSharingView.ts';
import { lookUpSharedGuide } from './lookUpSharedGuide.ts';
import { formatShareCode, newShareCode } from './shareCode.ts';
import { joinSharedGuide } from './joinSharedGuide.ts';
import { removeShareMember, replaceShareCode, revokeShareCode } from './shareStore.ts';

const TAGS = ['text: sharing'];
const DAY_MS = 24 * 60 * 60_000;
const LOOKUP_RESPONSES = { ...ERROR_RESPONSES, 429: apiErrorSchema } as const;

/** Sharing of guides by expiring codes (DESIGN.md section 6); docs/decisions.md "Sharing". */
export const sharingRoutes =
  ({ db, config }: TextDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/tones-of-voice/:id/share',
      {
        // Handing out a code reaches other people: only with a verified address.
        preHandler: requireVerifiedAddress,
        schema: {
          summary: 'Create a share code for a guide (replaces the previous one)',
          tags: TAGS,
          params: itemIdParamsSchema,
          body: createShareCodeSchema,
          response: { 200: shareCodeAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const userId = signedInIdentity(request).identityId;
        const access = await findVisibleGuide(db, userId, request.params.id);
        authorize(access, guidePolicy(userId, access, 'share'));
        const code = newShareCode();
        const expiresAt = new Date(Date.now() + request.body.expiresInDays * DAY_MS);
        if (!(await replaceShareCode(db, access.guide.id, code, expiresAt))) throw itemNotFound('guide');
        return { shareCode: formatShareCode(code), shareCodeExpirationTime: expiresAt.toISOString() };
      },
    );

    app.delete(
      '/tones-of-voice/:id/share',
      {
        schema: {
          summary: 'Revoke the share code of a guide (members keep the guide)',
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: toneOfVoiceDetailSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const userId = signedInIdentity(request).identityId;
        const access = await findVisibleGuide(db, userId, request.params.id);
        authorize(access, guidePolicy(userId, access, 'share'));
        await revokeShareCode(db, request.params.id);
        const revoked = await findVisibleGuide(db, userId, request.params.id);
        if (revoked === undefined) throw itemNotFound('guide');
        return presentGuideDetail(revoked, await readGuideSharing(db, revoked, userId));
      },
    );

    app.delete(
      '/tones-of-voice/:id/shares/:userId',
      {
        schema: {
          summary: 'Remove a user from a shared guide (the owner removes anyone; a member may leave)',
          tags: TAGS,
          params: guideShareParamsSchema,
          response: { 200: removedShareSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const viewerId = signedInIdentity(request).identityId;
        const { id, userId } = request.params;
        const access = await findVisibleGuide(db, viewerId, id);
        authorize(access, guidePolicy(viewerId, access, { removeMember: userId }));
        if (!(await removeShareMember(db, id, userId))) {
          throw new HttpError(404, 'This guide is not shared with that user.');
        }
        return { id, userId };
      },
    );

    app.get(
      '/shared/tones-of-voice',
      {
        schema: {
          summary: 'Show the guide a share code opens (read-only)',
          tags: TAGS,
          querystring: shareCodeQuerySchema,
          response: { 200: toneOfVoiceAnswerSchema, ...LOOKUP_RESPONSES },
        },
      },
      async (request, reply) => ({
        tov: presentGuide(await lookUpSharedGuide(db, config, request, reply, request.query.code)),
      }),
    );

    app.post(
      '/shared/tones-of-voice',
      {
        // Joining makes the caller a member the owner sees by address: only with a verified address.
        preHandler: requireVerifiedAddress,
        schema: {
          summary: "Add the guide a share code opens to the caller's library",
          tags: TAGS,
          body: joinSharedGuideSchema,
          response: { 200: toneOfVoiceAnswerSchema, ...LOOKUP_RESPONSES, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = signedInIdentity(request);
        const guide = await lookUpSharedGuide(db, config, request, reply, request.body.code);
        if (guide.owner_id === user.identityId) {
          throw new HttpError(409, `"${guide.name}" is your own guide: it is in your library already.`);
        }
        if (!(await joinSharedGuide(db, guide, user))) throw itemNotFound('guide');
        return { tov: presentGuide({ ...guide, shared: true }) };
      },
    );
  };
