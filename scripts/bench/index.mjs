// bench — runs bench:bundle, bench:lighthouse, bench:http and bench:serving (PostgreSQL and HAProxy) in
// sequence (each starts its own server) and keeps going when one fails, so one run gives every figure. Exits non-zero if any of them did.
// Environment (DATABASE_URL, BENCH_DURATION, BENCH_WARMUP, BENCH_PORT) is passed through.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const failed = [];
for (const script of ['bundle.mjs', 'lighthouse.mjs', 'http.mjs', 'serving.mjs']) {
  console.log(`\n=== ${script} ===`);
  const run = spawnSync(process.execPath, [path.join(here, script)], { cwd: here, stdio: 'inherit' });
  if (run.status !== 0) failed.push(`${script} (exit ${run.status ?? run.signal})`);
}
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll benches done; results in scripts/bench/results/');
process.exit(failed.length ? 1 : 0);
