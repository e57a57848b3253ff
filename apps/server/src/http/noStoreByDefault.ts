import type { FastifyInstance } from 'fastify';

/**
 * API answers carry a user's guides, account and session; no browser or shared cache may keep them. Every
 * answer of `api` (errors included) without its own Cache-Control gets `no-store`; routes that may be
 * cached (the identity JSON schema, the OpenAPI document) and the identity flows set their own.
 */
export function noStoreByDefault(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
