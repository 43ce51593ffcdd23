import type { Logger } from 'pino';
import { createClock } from '../clock.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { waitForDatabase } from '../db/database-watch.js';
import { prepareDatabase } from '../db/migrate.js';

/** The server's configuration for a console command; a wrong value ends it with the message naming the variable. */
export function consoleConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * The database the server would use (DATABASE_URL, or the embedded one in DATA_DIR), waited for, then
 * migrated and seeded under the advisory lock every starting replica takes (decision 0048): a console
 * command may run while replicas start. Close it when done.
 */
export async function openPreparedDatabase(config: Config, log: Pick<Logger, 'warn'>): Promise<Database> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await waitForDatabase(database, config.DB_STARTUP_WAIT_SECONDS * 1000, log);
    await prepareDatabase(database, { demo: config.SEED_DEMO, now: createClock(config.TEST_CLOCK_START).now() });
    return database;
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
