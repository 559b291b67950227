import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound, isApiUrl } from './error-handler';

/**
 * Pages of the single-page app: the staff area (/v2/…) and the customer area (/clients/…, spec 2 §2.1).
 * Both get index.html (history addresses); the app picks its router from the path and shows its own 404.
 * The built files themselves are served under /v2/ only.
 */
const APP_PAGE = /^\/(v2|clients)(\/|$|\?)/;

/**
 * Serves the built web app under /v2/ (history addresses: unknown /v2/… and /clients/… paths get
 * index.html, the app shows its own 404) and sends `/` to the dashboard.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/v2/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to its text files (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Our own Cache-Control below; otherwise send() overwrites it with max-age=0.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints assets: cache them for a year; index.html must always be fresh.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.get('/', (_request, reply) => reply.redirect('/v2/admin'));

  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url)) return apiNotFound(request, reply);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && APP_PAGE.test(request.url);
    if (isPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    if (isPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send("L'application web n'est pas construite : lancez « npm run build » (ou « npm start »).");
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Page non trouvée');
  });
}
