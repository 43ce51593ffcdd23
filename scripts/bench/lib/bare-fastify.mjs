// A bare Fastify 5 app (no plugins, no hooks, logger off) with one JSON route, started as a child process:
// the ceiling a route of the portal is compared with in the same run, on the same machine (issue 12).
// Run directly, it listens on argv[2] and prints "ready"; `startBareFastify()` starts it and stops it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './server.mjs';

const self = fileURLToPath(import.meta.url);

if (process.argv[1] === self) {
  // The portal's own Fastify (apps/api's dependency), so both sides run the same version.
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  const Fastify = require('fastify');
  const app = Fastify({ logger: false });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
  console.log('ready');
}

/** @returns {Promise<{ url: string, pid: number, stop(): Promise<void> }>} */
export async function startBareFastify(port) {
  const child = spawn(process.execPath, [self, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      process.off('exit', killOnExit);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
