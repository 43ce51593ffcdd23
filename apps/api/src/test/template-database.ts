/**
 * Vitest global setup of the API tests: migrates and seeds one template database before any test
 * file starts, so that each file copies it instead of migrating its own (DESIGN.md §8).
 * PostgreSQL: a template database that each file clones with `CREATE DATABASE … TEMPLATE`.
 * PGlite: a dump of the data folder that each file opens in memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createClock } from '../clock.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated, seeded database each test file clones. */
    templateDatabase: string | null;
    /** PGlite: the file holding the migrated, seeded data folder. */
    templateDataDir: string | null;
  }
}

export async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to 3 s) until nobody is connected to the database: a pool's end resolves before its
 * sockets have closed, and a template with a connection cannot be copied, nor a database dropped cleanly.
 */
export async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

interface Template {
  templateDatabase: string | null;
  templateDataDir: string | null;
  remove(): Promise<unknown> | void;
}

async function createTemplate(): Promise<Template> {
  const serverUrl = process.env.DATABASE_URL;
  const now = createClock(undefined).now();
  if (serverUrl) {
    const name = `tea_template_${randomBytes(6).toString('hex')}`;
    await withServer(serverUrl, (c) => c.query(`create database ${name}`));
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    await prepareDatabase(database, { demo: true, now });
    await database.close();
    await withServer(serverUrl, (c) => waitForNoConnections(c, name));
    return {
      templateDatabase: name,
      templateDataDir: null,
      remove: () => withServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
    };
  }
  const database = await openDatabase({});
  await prepareDatabase(database, { demo: true, now });
  const dump = await database.dumpDataDir!();
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'tea-template-'));
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { templateDatabase: null, templateDataDir: file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The API's test projects (shared and isolated modules, vitest.config.ts) copy the same template, made once. */
let template: Promise<Template> | null = null;
let users = 0;

export default async function setup(project: TestProject) {
  template ??= createTemplate();
  users += 1;
  const made = await template;
  project.provide('templateDatabase', made.templateDatabase);
  project.provide('templateDataDir', made.templateDataDir);
  return async () => {
    users -= 1;
    if (users === 0) {
      template = null;
      await made.remove();
    }
  };
}
