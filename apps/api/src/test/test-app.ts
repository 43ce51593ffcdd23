import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { createClock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seed } from '../db/seed/index.js';

export const API_KEY = 'test-api-key-123';
export const headers = { 'x-api-key': API_KEY };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database of this test file, when DATABASE_URL is set. */
  url?: string;
  /**
   * Waits for work after the answers, then runs the outbox's delivery as the server's job would
   * (tests start no timers): after it, every due e-mail has reached the SMTP server or been kept,
   * so "no mail was sent" needs no waiting.
   */
  deliver(): ReturnType<FastifyInstance['outbox']['deliverDue']>;
  close(): Promise<void>;
}

/**
 * A server on a database of its own: in-memory PGlite, or, when DATABASE_URL is set, a fresh
 * PostgreSQL database created for this test file and dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `tea_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // The pool's end resolves before its sockets have closed: wait for them (up to 3 s), so that
      // dropping the database does not kill connections that would then report errors.
      for (let i = 0; i < 30; i++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if ((rows[0] as { n: number }).n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config: Config = {
    ...loadConfig({ API_KEY, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
    DATABASE_URL: url,
    embedded: !url,
  };
  const database = await openDatabase({ url });
  await runMigrations(database);
  await seed(database.db, { demo: true, now: createClock(config.TEST_CLOCK_START).now() });
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    database,
    url,
    async deliver() {
      await app.settled();
      return app.outbox.deliverDue();
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
