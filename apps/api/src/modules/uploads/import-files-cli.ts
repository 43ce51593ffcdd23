// `npm run files:import [folder]`: a one-off of decision 0070. An installation on PostgreSQL kept its
// uploaded files in each replica's data folder; now they live in the database. Copies the folder's
// files (default DATA_DIR/uploads; run it once on each machine that has such a folder) into the
// database of DATABASE_URL, after `npm run db:migrate`. The folder is left as it was.
import path from 'node:path';
import { pino } from 'pino';
import { consoleConfig } from '../../cli/console.js';
import { openDatabase } from '../../db/client.js';
import { importFolderFiles } from './import-files.js';

const config = consoleConfig();
if (!config.DATABASE_URL || config.s3) {
  console.error(
    'files:import copies uploaded files into the PostgreSQL database of DATABASE_URL, the store of an installation without S3_BUCKET: set DATABASE_URL, and unset S3_BUCKET',
  );
  process.exit(1);
}
const log = pino({ level: config.LOG_LEVEL });
const folder = path.resolve(process.argv[2] ?? path.join(config.DATA_DIR, 'uploads'));
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const count = await importFolderFiles(folder, database.db);
  log.info({ folder, ...count }, 'uploaded files copied into the database');
} finally {
  await database.close();
}
