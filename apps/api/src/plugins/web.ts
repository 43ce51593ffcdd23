import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, everything else
 * revalidated; any non-API GET falls back to index.html (history routing); an unknown /api path
 * is a JSON 404.
 */
export default fp(async function web(app: FastifyInstance, opts: { root: string }) {
  const hasWeb = existsSync(path.join(opts.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // @fastify/static 10 passes the reply here.
      setHeaders(reply: unknown, filePath: string) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        (reply as FastifyReply).header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) throw new AppError('NOT_FOUND');
    // A missing file (anything with an extension) is a real 404, not the app shell.
    if (path.extname(request.url.split('?')[0] ?? '')) throw new AppError('NOT_FOUND');
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
});
