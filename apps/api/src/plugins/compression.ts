import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Below this an answer is sent as it is: compressing any answer costs 10–20 µs, as much as a whole
 * small answer, and an answer of up to 2 KB with its headers takes two packets either way (decision 0069).
 */
export const COMPRESSION_THRESHOLD_BYTES = 2048;

/**
 * API answers over the threshold are compressed at a fast level: brotli quality 4 and gzip level 5
 * cost a third of the top levels for answers within a few per cent of their size (decision 0069).
 * Nothing else is compressed per request: the web app's files are sent as the build compressed them
 * (plugins/web.ts), and photos are compressed already. Request bodies are not decompressed: no client
 * of ours sends one compressed, a gzip bomb then goes no further than the body limit, and the hook it
 * takes on every route is work on every request (decision 0045).
 */
export default fp(async function compression(app: FastifyInstance) {
  // Before the plugin's own onRoute hook: a route outside the API carries none of its hooks.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
    globalDecompression: false,
  });
});
