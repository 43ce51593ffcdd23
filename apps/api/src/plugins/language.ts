import { normalizeLang, type Lang } from '@tea/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** `x-language: ko|en` chooses the language of server messages and e-mail; Korean by default. */
export default fp(async function language(app: FastifyInstance) {
  app.decorateRequest('lang', 'ko');
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = normalizeLang(request.headers['x-language']);
    done();
  });
});
