import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, normalizeLang, type Lang } from '@tea/i18n';
import { AppError } from './errors.js';
import { heldPatterns, loadStaticAnswers, sendStaticAnswer, type StaticAnswer } from './static-answers.js';

/**
 * Pages the build prerenders per language (apps/web/scripts/prerender.mjs): path → file name, and
 * whether the page renders from its query (a search, a page number, an open step). Such a page was
 * prerendered for its bare address only: with a query it gets the app shell, since the painted page
 * would not match what the app renders.
 */
export const PRERENDERED_PAGES: Record<string, { file: string; readsQuery: boolean }> = {
  '/': { file: 'home', readsQuery: false },
  '/login': { file: 'login', readsQuery: false },
  '/notice': { file: 'notice', readsQuery: true },
  '/event': { file: 'event', readsQuery: true },
};

function langFromCookie(header: string | undefined): Lang {
  const match = /(?:^|;\s*)selectedLang=([^;]*)/.exec(header ?? '');
  return normalizeLang(match?.[1]);
}

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, everything else
 * revalidated; any non-API GET falls back to index.html (history routing); an unknown /api path
 * is a JSON 404. Every file, the pages sent by the fallback included, goes out as the build
 * compressed it (its `.br` or `.gz` beside it, by the request's Accept-Encoding, with
 * `Vary: accept-encoding`): nothing here is compressed per request (decision 0069). The pages and
 * the scripts, styles and texts are held in memory from the start, with a strong ETag answered by
 * 304; the rest (fonts, images, video) is read from disk per request (decision 0074).
 */
export default fp(async function web(app: FastifyInstance, opts: { root: string }) {
  const hasWeb = existsSync(path.join(opts.root, 'index.html'));
  // The prerendered pages whose files the build wrote, by path.
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, { file }]) =>
      LANGUAGES.every((lang) => existsSync(path.join(opts.root, 'prerendered', `${file}.${lang}.html`))),
    ),
  );
  const held = hasWeb ? loadStaticAnswers(opts.root) : new Map<string, StaticAnswer>();
  if (hasWeb) {
    for (const [address, answer] of held)
      app.get(address, { schema: { hide: true } }, (request, reply) => {
        sendStaticAnswer(request, reply, answer);
      });
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are sent in their file's place, never at an address of their own; the
      // files held in memory have their routes above.
      globIgnore: ['**/*.br', '**/*.gz', ...heldPatterns(held)],
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

  // History fallback as a real route, so that it carries the gates and headers of any other.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?', 2);
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new AppError('NOT_FOUND');
    // A missing file (anything with an extension) is a real 404, not the app shell.
    if (path.extname(pathname)) throw new AppError('NOT_FOUND');
    const page = prerendered.get(pathname);
    // Prerendered per language; the web keeps the choice in a `selectedLang` cookie.
    const [file, vary] =
      page && !(page.readsQuery && query)
        ? [`prerendered/${page.file}.${langFromCookie(request.headers.cookie)}.html`, 'cookie, accept-encoding']
        : ['index.html', 'accept-encoding'];
    // Every page is held (loadStaticAnswers), the app shell among them.
    return sendStaticAnswer(request, reply, held.get(`/${file}`) as StaticAnswer, vary);
  });
});
