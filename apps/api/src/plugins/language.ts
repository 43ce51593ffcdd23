import { normalizeLang, type Lang } from '@tea/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    readonly lang: Lang;
  }
}

/**
 * `x-language: ko|en` chooses the language of server messages and e-mail; Korean by default. Read
 * from the header when asked (no hook: every hook is work on every request, issue 12).
 */
export default fp(async function language(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest) {
      return normalizeLang(this.headers['x-language']);
    },
  });
});
