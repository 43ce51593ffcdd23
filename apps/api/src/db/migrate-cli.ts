// `npm run db:migrate` (compiled: `node apps/api/dist/migrate-cli.js`): the release step of decision
// 0048. Waits for the database, then migrates and seeds under the advisory lock every starting replica
// takes, so it may run while replicas start. Replicas started with MIGRATE_ON_START=false leave it to this.
import { pino } from 'pino';
import { consoleConfig, openPreparedDatabase } from '../cli/console.js';

const config = consoleConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openPreparedDatabase(config, log);
log.info({ database: database.kind, seedDemo: config.SEED_DEMO }, 'migrations applied and reference data seeded');
await database.close();
