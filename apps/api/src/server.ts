import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { createClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { waitForDatabase } from './db/database-watch.js';
import { pendingMigrations, prepareDatabase } from './db/migrate.js';
import { jobs } from './jobs/index.js';
import { createFileStore } from './modules/uploads/file-store.js';
import { startJobs } from './jobs/scheduler.js';
import { stopGracefully } from './lifecycle.js';
import { listenForMetrics } from './plugins/metrics.js';

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

// Until the app's own logger exists: the same JSON lines.
const startLog = pino({ level: config.LOG_LEVEL });
// Asked for knowingly (decision 0068), but said at every start: anyone can sign in with the README's passwords.
if (config.NODE_ENV === 'production' && config.SEED_DEMO)
  startLog.warn('SEED_DEMO=true: the demo companies and people, with the passwords the README publishes, are in this database');
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const files = createFileStore(config, database);
try {
  // A replica started while the database restarts waits for it instead of exiting (decision 0048).
  await waitForDatabase(database, config.DB_STARTUP_WAIT_SECONDS * 1000, startLog);
  if (config.MIGRATE_ON_START) {
    await prepareDatabase(database, {
      demo: config.SEED_DEMO,
      now: createClock(config.TEST_CLOCK_START).now(),
      fileStore: files.store,
    });
  } else {
    const pending = await pendingMigrations(database);
    if (pending.length > 0) {
      throw new Error(
        `${pending.length} migration(s) not applied (${pending.join(', ')}): run the release step \`npm run db:migrate\` first, or start with MIGRATE_ON_START=true`,
      );
    }
  }
} catch (err) {
  startLog.fatal({ err }, 'cannot start');
  await database.close().catch(() => undefined);
  process.exit(1);
}

const app = await buildApp(config, database, { fileStore: files.store });
const stopJobs = startJobs(database.db, jobs, app.log, app.clock, { fileStore: app.fileStore, notify: app.notify }, app.metrics);
/** How often the outbox looks for due e-mail and SMS (it also looks soon after each new notice). */
const OUTBOX_POLL_MS = 1000;
app.outbox.start(OUTBOX_POLL_MS);

/** Prometheus' own port, when METRICS_PORT is set: closed after the app. */
let metricsServer: Server | null = null;
const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
/** What closing may take after the drain before the process is ended anyway. */
const CLOSE_GRACE_MS = 15_000;
closeWithGrace({ delay: drainMs + CLOSE_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  // A balancer sends SIGTERM; Ctrl-C (SIGINT) at a terminal, or a crash, stops without the drain.
  await stopGracefully(app, { drainMs: signal === 'SIGTERM' ? drainMs : 0, stopJobs, database });
  const listener = metricsServer;
  if (listener) await new Promise((resolve) => listener.close(resolve));
});

// Node's default accept queue (511) drops connections when a rush opens more at once (a booking burst,
// the opening of a popular class): the dropped ones wait a whole SYN retry, a second or more. The
// kernel caps this at net.core.somaxconn.
const ACCEPT_BACKLOG = 4096;
await app.listen({ port: config.PORT, host: config.HOST, backlog: ACCEPT_BACKLOG });
// Kept off the public port (decision 0072).
metricsServer = config.METRICS_PORT ? await listenForMetrics(app, config.METRICS_PORT, config.METRICS_HOST) : null;
// Without PUBLIC_URL, links in e-mail follow the port actually listened on (PORT=0 picks a free one).
if (!config.publicUrlGiven) config.PUBLIC_URL = `http://localhost:${(app.server.address() as AddressInfo).port}`;
app.log.info(
  { database: database.kind, seedDemo: config.SEED_DEMO, uploads: files.place },
  `T.E.A. portal at ${config.PUBLIC_URL}`,
);
