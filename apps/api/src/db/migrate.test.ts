import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { databaseUrl, waitForNoConnections, withServer } from '../test/template-database';
import { createTestApp } from '../test/test-app';
import { openDatabase, type Database } from './client';
import { migrationsFolder, pendingMigrations, prepareDatabase } from './migrate';
import { rawRows } from './raw-rows';

const serverUrl = process.env.DATABASE_URL;

describe('pending migrations', () => {
  it('are every committed one on an empty database and none on a prepared one', async () => {
    const empty = await openDatabase({});
    const t = await createTestApp();
    try {
      const all = await pendingMigrations(empty);
      expect(all[0]).toBe('0000_init');
      expect(all.length).toBeGreaterThan(30);
      expect(await pendingMigrations(t.database)).toEqual([]);
    } finally {
      await empty.close();
      await t.close();
    }
  });
});

describe.runIf(serverUrl)('replicas starting together on one PostgreSQL database', () => {
  /** A fresh, empty database of this test; dropped at the end. */
  async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
    const name = `tea_migrate_${randomBytes(6).toString('hex')}`;
    await withServer(serverUrl!, (c) => c.query(`create database ${name}`));
    return {
      url: databaseUrl(serverUrl!, name),
      drop: () =>
        withServer(serverUrl!, async (c) => {
          await waitForNoConnections(c, name);
          await c.query(`drop database if exists ${name} with (force)`);
        }),
    };
  }

  it('all come up: four migrate and seed an empty database at once, each step done once', async () => {
    const target = await emptyDatabase();
    const replicas: Database[] = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: target.url })));
    try {
      const now = createClock(undefined).now();
      const results = await Promise.allSettled(replicas.map((d) => prepareDatabase(d, { demo: true, now })));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      expect(await pendingMigrations(replicas[0]!)).toEqual([]);
      const [counts] = await rawRows<{ migrations: number; admins: number; holidays: number; distinct: number }>(
        replicas[0]!.db,
        sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                   (select count(*)::int from users where login_id = 'admin') as admins,
                   (select count(*)::int from holidays) as holidays,
                   (select count(distinct date)::int from holidays) as distinct`,
      );
      expect(counts!.admins).toBe(1);
      expect(counts!.holidays).toBe(counts!.distinct);
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
      expect(counts!.migrations).toBe(journal.entries.length);
    } finally {
      await Promise.all(replicas.map((d) => d.close()));
      await target.drop();
    }
  });

  it('holds the lock one replica at a time, and lets go when the holder fails', async () => {
    const target = await emptyDatabase();
    const [a, b] = await Promise.all([openDatabase({ url: target.url }), openDatabase({ url: target.url })]);
    try {
      const steps: string[] = [];
      const slow =
        (name: string, fail = false) =>
        async () => {
          steps.push(`${name} in`);
          await new Promise((r) => setTimeout(r, 200));
          steps.push(`${name} out`);
          if (fail) throw new Error(`${name} failed`);
        };
      const first = a.exclusively(7_300, slow('a', true));
      await new Promise((r) => setTimeout(r, 50));
      const second = b.exclusively(7_300, slow('b'));
      await expect(first).rejects.toThrow('a failed');
      await second;
      expect(steps).toEqual(['a in', 'a out', 'b in', 'b out']);
    } finally {
      await a.close();
      await b.close();
      await target.drop();
    }
  });
});
