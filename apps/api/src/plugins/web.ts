import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, normalizeLang, type Lang } from '@tea/i18n';
import { AppError } from './errors.js';

/** Pages the build prerenders per language (apps/web/scripts/prerender.mjs): path → file name. */
export const PRERENDERED_PAGES: Record<string, string> = { '/': 'home', '/login': 'login' };

function langFromCookie(header: string | undefined): Lang {
  const match = /(?:^|;\s*)selectedLang=([^;]*)/.exec(header ?? '');
  return normalizeLang(match?.[1]);
}

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, everything else
 * revalidated; any non-API GET falls back to index.html (history routing); an unknown /api path
 * is a JSON 404.
 */
export default fp(async function web(app: FastifyInstance, opts: { root: string }) {
  const hasWeb = existsSync(path.join(opts.root, 'index.html'));
  const prerendered = new Set(
    Object.entries(PRERENDERED_PAGES)
      .filter(([, name]) => LANGUAGES.every((lang) => existsSync(path.join(opts.root, 'prerendered', `${name}.${lang}.html`))))
      .map(([pagePath]) => pagePath),
  );
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
  app.setNotFoundHandler({ preValidation: app.keyOnApiPaths }, async () => {
    throw new AppError('NOT_FOUND');
  });
  if (!hasWeb) return;

  // History fallback as a real route (so responses are compressed like any other).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new AppError('NOT_FOUND');
    // A missing file (anything with an extension) is a real 404, not the app shell.
    if (path.extname(pathname)) throw new AppError('NOT_FOUND');
    reply.header('cache-control', 'no-cache');
    if (prerendered.has(pathname)) {
      // Prerendered per language; the web keeps the choice in a `selectedLang` cookie.
      reply.header('vary', 'cookie');
      const name = PRERENDERED_PAGES[pathname]!;
      return reply.type('text/html').sendFile(`prerendered/${name}.${langFromCookie(request.headers.cookie)}.html`);
    }
    return reply.type('text/html').sendFile('index.html');
  });
});
