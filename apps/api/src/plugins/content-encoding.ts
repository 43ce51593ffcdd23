import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';
import { addGate } from './route-gates.js';

/** Refuses a body labelled compressed (any Content-Encoding but identity). */
const plainBodiesOnly: onRequestHookHandler = (request, _reply, done) => {
  const encoding = request.headers['content-encoding'];
  done(
    encoding === undefined || encoding.trim().toLowerCase() === 'identity' ? undefined : new AppError('ENCODING_NOT_SUPPORTED'),
  );
};

/**
 * The body parsers read plain bodies (the compression plugin decompresses none): a body labelled
 * compressed is refused with 415, not read as if it were plain. Only routes that take a body carry
 * the check (decision 0045: a read pays for no gate it does not need).
 */
export default fp(async function contentEncoding(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS')) addGate(route, plainBodiesOnly);
  });
});
