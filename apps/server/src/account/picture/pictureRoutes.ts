import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, profilePictureRemovedSchema } from '@wtt/contract';
import { HttpError } from '../../errors/httpError.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import type { AccountDependencies } from '../accountDependencies.ts';
import { ACCOUNT_ERROR_RESPONSES } from '../accountErrorResponses.ts';
import { ifNoneMatchMatches } from './entityTag.ts';
import { STORED_PICTURE_TYPE } from './normalisePicture.ts';
import { deletePicture, findPicture } from './pictureStore.ts';

const TAGS = ['account'];

/**
 * GET's answers for the OpenAPI document: the image, or an error in the API's JSON shape. Typed loosely on
 * purpose: the zod type provider's typed replies cannot describe image bytes or a 304.
 */
const GET_RESPONSES: Record<number, unknown> = {
  200: {
    description: 'The profile picture, re-encoded by the server (ETag; 304 for a matching If-None-Match)',
    content: { [STORED_PICTURE_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
  },
  ...ACCOUNT_ERROR_RESPONSES,
  404: apiErrorSchema,
};

const NO_PICTURE = 'There is no profile picture: upload one in Settings.';

/** File names by stored type, for Content-Disposition (the server stores only types it encoded itself). */
const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/png': 'png' };

/**
 * GET and DELETE /profile-picture; the upload (POST) is pictureUploadRoute.ts, in a scope that takes
 * image bodies.
 */
export const pictureRoutes =
  ({ db }: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/profile-picture',
      {
        schema: {
          summary: 'The profile picture (image bytes; 404 when there is none)',
          tags: TAGS,
          response: GET_RESPONSES,
        },
      },
      async (request, reply) => {
        const picture = await findPicture(db, signedInIdentity(request).identityId);
        if (picture === undefined) throw new HttpError(404, NO_PICTURE);
        // Kept by the browser, asked again each time (no-cache) and answered 304 while unchanged;
        // private: it is this user's only.
        reply.header('cache-control', 'private, no-cache').header('etag', picture.etag);
        if (ifNoneMatchMatches(request.headers['if-none-match'], picture.etag)) {
          return reply.status(304).send();
        }
        const extension = EXTENSIONS[picture.content_type] ?? 'bin';
        return (
          reply
            .type(picture.content_type)
            .header('content-disposition', `inline; filename="profile-picture.${extension}"`)
            // Opened on its own, the answer can run nothing and load nothing, whatever its bytes.
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('x-content-type-options', 'nosniff')
            .send(picture.bytes)
        );
      },
    );

    app.delete(
      '/profile-picture',
      {
        schema: {
          summary: 'Remove the profile picture',
          tags: TAGS,
          response: { 200: profilePictureRemovedSchema, ...ACCOUNT_ERROR_RESPONSES },
        },
      },
      async (request) => ({ removed: await deletePicture(db, signedInIdentity(request).identityId) }),
    );
  };
