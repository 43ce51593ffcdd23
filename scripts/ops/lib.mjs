// What `npm run backup` and `npm run restore` share (decision 0073): where the portal keeps its data,
// read from the same environment variables as the server (README's configuration table).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
export const pg = require('pg');

/** The database and file store the environment names, as the server reads them. */
export function storage(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    databaseUrl: env.DATABASE_URL || null,
    /** The embedded database's folder (no DATABASE_URL). */
    pgliteDir: path.join(dataDir, 'pglite'),
    /** Uploads on this machine's disk: the store without S3_BUCKET (with a database server, files kept before they moved into it). */
    uploadsDir: path.join(dataDir, 'uploads'),
    s3Bucket: env.S3_BUCKET || null,
  };
}

export const hasFiles = (dir) => existsSync(dir) && readdirSync(dir).length > 0;

/** Runs a tool to its end, its output shown; a failure stops the command with the tool's status. */
export function run(tool, args) {
  const { status, error } = spawnSync(tool, args, { stdio: 'inherit' });
  if (error) fail(`${tool}: ${error.message}`);
  if (status !== 0) fail(`${tool} ended with status ${status}`);
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}

export const MANIFEST = 'backup.json';
export const DUMP = 'database.pgdump';
