import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await runMigrations(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
