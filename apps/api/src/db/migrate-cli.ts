// `npm run db:migrate` (compiled: `node apps/api/dist/migrate-cli.js`): the release step of decision
// 0048. Waits for the database, then migrates and seeds under the advisory lock every starting replica
// takes, so it may run while replicas start. Replicas started with MIGRATE_ON_START=false leave it to this.
import { pino } from 'pino';
import { createClock } from '../clock.js';
import { loadConfigOrExit } from '../config.js';
import { openDatabase } from './client.js';
import { waitForDatabase } from './database-watch.js';
import { prepareDatabase } from './migrate.js';

const config = loadConfigOrExit();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await waitForDatabase(database, config.DB_STARTUP_WAIT_SECONDS * 1000, log);
  await prepareDatabase(database, { demo: config.SEED_DEMO, now: createClock(config.TEST_CLOCK_START).now() });
  log.info({ database: database.kind, seedDemo: config.SEED_DEMO }, 'migrations applied and reference data seeded');
} finally {
  await database.close();
}
