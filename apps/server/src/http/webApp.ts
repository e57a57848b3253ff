import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/httpError.ts';

const API_PREFIX = '/api';

/**
 * Serves the built single-page app: its hashed assets with a long cache life, and index.html for every
 * other GET that a browser sends for a page (the SPA fallback). Anything under /api that no route
 * matched stays a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const built = await access(indexPath).then(
    () => true,
    () => false,
  );
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(
      { webDistDir },
      'the web app is not built: run `npm run build`; pages answer 503 until then',
    );
  }
  const indexHtml = built ? await readFile(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith(`${API_PREFIX}/`) &&
      pathname !== API_PREFIX &&
      !path.extname(pathname);
    if (!wantsPage) {
      // Outside the API scope, so its no-store default does not reach here; a missing asset may appear
      // with the next deployment, so nothing keeps this answer either.
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send(errorBody(404, `No such resource: ${request.method} ${pathname}`));
    }
    if (indexHtml === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it) and reload.');
    }
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
