// `npm run backup [-- <folder>]` (decision 0073): a copy of the portal's data in a new folder named with
// the time, under `<folder>` (default ./backups), that `npm run restore` puts back.
// - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, taken while the portal runs (one snapshot).
//   Files stored in the database are in it.
// - The embedded database: a copy of DATA_DIR/pglite, taken with the server stopped (it holds the folder).
// - Files: DATA_DIR/uploads copied when it holds any; an S3 bucket (S3_BUCKET) is backed up on its own.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DUMP, MANIFEST, fail, hasFiles, run, storage } from './lib.mjs';

const { databaseUrl, pgliteDir, uploadsDir, s3Bucket } = storage();
const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '');
const into = path.resolve(process.argv[2] ?? 'backups', `tea-${stamp}Z`);
mkdirSync(into, { recursive: true });

if (databaseUrl) {
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(into, DUMP)}`, databaseUrl]);
} else {
  // A copy of the folder while a server writes it would not open; a server on this machine's PORT says one runs.
  const port = process.env.PORT || 3000;
  const answered = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (answered) fail(`The portal answers on port ${port}: stop it first (it holds the embedded database's folder)`);
  cpSync(pgliteDir, path.join(into, 'pglite'), { recursive: true });
}
const uploads = hasFiles(uploadsDir);
if (uploads) cpSync(uploadsDir, path.join(into, 'uploads'), { recursive: true });

const files = s3Bucket
  ? `in the bucket ${s3Bucket}, backed up on its own`
  : uploads
    ? 'copied from DATA_DIR/uploads'
    : 'none on disk';
const manifest = { at: new Date().toISOString(), database: databaseUrl ? 'postgresql' : 'embedded', uploads, files };
writeFileSync(path.join(into, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Backup: ${into} (${manifest.database} database; files ${files})`);
