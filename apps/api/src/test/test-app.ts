import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { databaseFileStore } from '../modules/uploads/database-file-store.js';
import { databaseUrl, waitForNoConnections, withServer } from './template-database.js';

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
  /**
   * Another server replica on the same database (PostgreSQL: a pool of its own; PGlite: the same
   * instance), with state of its own in memory; closed with this one.
   */
  replica(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * A server on a database of its own, copied from the migrated and seeded template: in-memory
 * PGlite, or, when DATABASE_URL is set, a PostgreSQL database created for this test file and dropped afterwards.
 * `beforeReady` may add what a test needs to the server before it starts (a route that answers slowly).
 * `filesInDatabase` keeps uploaded files in the database's `stored_files`, as on a PostgreSQL server,
 * even on PGlite (whose store is otherwise a folder of this app's own). `logStream` receives the
 * server's log lines (with LOG_LEVEL set in `env`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    beforeReady,
    filesInDatabase = false,
    logStream,
  }: { beforeReady?: (app: FastifyInstance) => void; filesInDatabase?: boolean; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `tea_test_${randomBytes(6).toString('hex')}`;
    await withServer(serverUrl, (c) => c.query(`create database ${name} template ${inject('templateDatabase')!}`));
    url = databaseUrl(serverUrl, name);
    dropDatabase = () =>
      withServer(serverUrl, async (client) => {
        await waitForNoConnections(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      });
  }
  // Uploaded files go to a folder of this app's own, made at the first upload and removed at close.
  const dataDir = path.join(tmpdir(), `tea-test-data-${randomBytes(6).toString('hex')}`);
  const config: Config = {
    ...loadConfig({ API_KEY, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, ...env }),
    DATABASE_URL: url,
    embedded: !url,
  };
  // Migrated and seeded once, by the global setup (template-database.ts).
  const database = url
    ? await openDatabase({ url })
    : await openDatabase({ loadDataDir: new Blob([readFileSync(inject('templateDataDir')!)]) });
  const build = (on: Database) =>
    buildApp(config, on, { fileStore: filesInDatabase ? databaseFileStore(on.db) : undefined, logStream });
  const app = await build(database);
  beforeReady?.(app);
  await app.ready();
  const replicas: { app: FastifyInstance; database: Database | null }[] = [];
  return {
    app,
    database,
    url,
    async replica() {
      const own = url ? await openDatabase({ url }) : null;
      const other = await build(own ?? database);
      await other.ready();
      replicas.push({ app: other, database: own });
      return other;
    },
    async deliver() {
      await app.settled();
      return app.outbox.deliverDue();
    },
    async close() {
      for (const r of replicas) {
        await r.app.close();
        await r.database?.close();
      }
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
