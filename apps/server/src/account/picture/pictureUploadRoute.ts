import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, PROFILE_PICTURE, profilePictureSavedSchema } from '@wtt/contract';
import { errorBody } from '../../errors/httpError.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import type { AccountDependencies } from '../accountDependencies.ts';
import { ACCOUNT_ERROR_RESPONSES } from '../accountErrorResponses.ts';
import { normalisePicture } from './normalisePicture.ts';
import { savePicture } from './pictureStore.ts';

const TAGS = ['account'];
const MEGABYTES = PROFILE_PICTURE.maxBytes / (1024 * 1024);

/**
 * The body for the OpenAPI document: the image's bytes. It validates nothing (the parser hands over a
 * Buffer, which sharp judges); the content types come from `consumes`.
 */
const imageBodySchema = z.any().meta({
  type: 'string',
  format: 'binary',
  description: `the image, at most ${MEGABYTES} MB, with its type as Content-Type`,
});

function mediaType(request: FastifyRequest): string {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The upload must say it is an image. Like the JSON rule of other changes (routing/requireJsonForChanges.ts)
 * this keeps other sites out: an HTML form cannot send an image/* type, and a cross-site fetch with one
 * needs a CORS preflight this server never grants.
 */
async function requireImageBody(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (mediaType(request).startsWith('image/')) return undefined;
  return reply
    .status(415)
    .send(
      errorBody(
        415,
        'Send the picture itself as the body, with its image type, e.g. Content-Type: image/png or image/jpeg.',
      ),
    );
}

/**
 * POST /profile-picture (spec section 7: the body is the image, the content type its type), in a scope
 * of its own: the only place that takes raw image bodies, up to PROFILE_PICTURE.maxBytes (the app's limit
 * stays 2 MiB elsewhere). A refused upload leaves the stored picture as it was.
 */
export const pictureUploadRoute =
  ({ db }: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addContentTypeParser(
      /^image\//i,
      { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE.maxBytes },
      (_request, body, done) => done(null, body),
    );
    app.addHook('onRequest', requireImageBody);
    // Too large says so in words about pictures; everything else goes on to the app's error handler.
    app.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply
        .status(413)
        .send(errorBody(413, `The picture is larger than ${MEGABYTES} MB. Choose a smaller image.`));
    });

    app.post(
      '/profile-picture',
      {
        bodyLimit: PROFILE_PICTURE.maxBytes,
        schema: {
          summary: `Upload the profile picture: the body is the image (at most ${MEGABYTES} MB), stored re-encoded at 512 px without metadata`,
          tags: TAGS,
          consumes: [...PROFILE_PICTURE.acceptedTypes],
          body: imageBodySchema,
          response: { 200: profilePictureSavedSchema, ...ACCOUNT_ERROR_RESPONSES, 413: apiErrorSchema },
        },
      },
      async (request) => {
        const { identityId } = signedInIdentity(request);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const picture = await normalisePicture(body, mediaType(request));
        await savePicture(db, identityId, picture);
        return {
          contentType: picture.contentType,
          width: picture.width,
          height: picture.height,
          etag: picture.etag,
        };
      },
    );
  };
