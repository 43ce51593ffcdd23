// Creates or drops a throwaway PostgreSQL database: node scripts/ci/pg-database.mjs create|drop NAME
// Connects to the server's `postgres` database with PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const pg = require('pg');
const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z_][a-z0-9_]*$/.test(name ?? '')) {
  console.error('usage: pg-database.mjs create|drop NAME');
  process.exit(2);
}
const client = new pg.Client(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
await client.connect();
await client.query(action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`);
await client.end();
