import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { createClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seed } from './db/seed/index.js';
import { jobs } from './jobs/index.js';
import { startJobs } from './jobs/scheduler.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await runMigrations(database);
await seed(database.db, { demo: config.SEED_DEMO, now: createClock(config.TEST_CLOCK_START).now() });

const app = await buildApp(config, database);
const stopJobs = startJobs(database.db, jobs, app.log, app.clock, { fileStore: app.fileStore, notify: app.notify });
/** How often the outbox looks for due e-mail and SMS (it also looks soon after each new notice). */
const OUTBOX_POLL_MS = 1000;
app.outbox.start(OUTBOX_POLL_MS);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await stopJobs();
  await database.close();
});

// Node's default accept queue (511) drops connections when a rush opens more at once (a booking burst,
// the opening of a popular class): the dropped ones wait a whole SYN retry, a second or more. The
// kernel caps this at net.core.somaxconn.
const ACCEPT_BACKLOG = 4096;
await app.listen({ port: config.PORT, host: config.HOST, backlog: ACCEPT_BACKLOG });
// Without PUBLIC_URL, links in e-mail follow the port actually listened on (PORT=0 picks a free one).
if (!config.publicUrlGiven) config.PUBLIC_URL = `http://localhost:${(app.server.address() as AddressInfo).port}`;
app.log.info(
  { database: database.kind, seedDemo: config.SEED_DEMO, uploads: config.s3 ? `s3://${config.s3.bucket}` : 'data directory' },
  `T.E.A. portal at ${config.PUBLIC_URL}`,
);
