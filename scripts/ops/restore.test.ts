// `npm run restore` refuses to replace data unless told to (decision 0073); the backup drill restores a
// PostgreSQL backup end to end, this checks the refusal on the embedded database's folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const restore = path.resolve(import.meta.dirname, 'restore.mjs');

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folders() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tea-restore-'));
  made.push(dir);
  const backup = path.join(dir, 'tea-2026-11-29T000000Z');
  mkdirSync(path.join(backup, 'pglite'), { recursive: true });
  writeFileSync(path.join(backup, 'pglite', 'PG_VERSION'), 'from the backup');
  writeFileSync(
    path.join(backup, 'backup.json'),
    JSON.stringify({ at: 'then', database: 'embedded', uploads: false, files: 'none' }),
  );
  return { backup, dataDir: path.join(dir, 'data') };
}
const run = (args: string[], dataDir: string) =>
  spawnSync(process.execPath, [restore, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, DATA_DIR: dataDir } });

describe('npm run restore', () => {
  it('restores into an empty data folder', () => {
    const { backup, dataDir } = folders();
    expect(run([backup], dataDir).status).toBe(0);
    expect(readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('from the backup');
  });

  it('refuses a folder that holds data, naming it, and replaces it with --force', () => {
    const { backup, dataDir } = folders();
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'the running one');
    const refused = run([backup], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(path.join(dataDir, 'pglite'));
    expect(readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('the running one');
    expect(run([backup, '--force'], dataDir).status).toBe(0);
    expect(readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('from the backup');
  });

  it('answers its usage without a backup folder', () => {
    expect(run([], os.tmpdir()).stderr).toContain('usage: npm run restore');
  });
});
