// `npm run restore -- <backup folder> [--force]` (decision 0073): puts back what `npm run backup` took,
// into the database and data folder the environment names, with the portal stopped. It refuses a
// database or folder that already holds data unless `--force` (which replaces it).
// - PostgreSQL: `pg_restore` into DATABASE_URL, best an empty database made for it (`createdb`).
// - The embedded database: DATA_DIR/pglite. Files: DATA_DIR/uploads when the backup holds them.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DUMP, MANIFEST, fail, hasFiles, pg, run, storage } from './lib.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const from = args.find((a) => !a.startsWith('--'));
if (!from || !existsSync(path.join(from, MANIFEST)))
  fail('usage: npm run restore -- <backup folder> [--force]   (a folder made by `npm run backup`)');
const manifest = JSON.parse(readFileSync(path.join(from, MANIFEST), 'utf8'));
const { databaseUrl, pgliteDir, uploadsDir } = storage();
const postgres = manifest.database === 'postgresql';
if (postgres && !databaseUrl) fail('DATABASE_URL: required to restore a PostgreSQL backup');
if (!postgres && databaseUrl) fail('DATABASE_URL: unset it to restore a backup of the embedded database');

// Everything that would be replaced is named before anything is touched.
const tables = postgres ? await tablesIn(databaseUrl) : 0;
const holding = [
  tables > 0 && `the database (${tables} tables)`,
  !postgres && hasFiles(pgliteDir) && pgliteDir,
  manifest.uploads && hasFiles(uploadsDir) && uploadsDir,
].filter(Boolean);
if (holding.length > 0 && !force)
  fail(`Already holding data: ${holding.join(', ')}. Restore into an empty database and folder, or add --force to replace them.`);

if (postgres) {
  run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(tables > 0 ? ['--clean', '--if-exists'] : []),
    `--dbname=${databaseUrl}`,
    path.join(from, DUMP),
  ]);
} else {
  replaceFolder(pgliteDir, path.join(from, 'pglite'));
}
if (manifest.uploads) replaceFolder(uploadsDir, path.join(from, 'uploads'));
console.log(`Restored ${from} (${manifest.database} database of ${manifest.at}; files ${manifest.files})`);

/** Tables of the portal's schemas in the target database (0 for one fresh from `createdb`). */
async function tablesIn(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

function replaceFolder(target, source) {
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}
