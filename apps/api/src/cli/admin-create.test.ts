import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { API_KEY, headers } from '../test/test-app';

const root = path.resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tea-admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:create` as a script runs it: flags, and the password as one line on standard input. */
function adminCreate(args: string[], password: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // The embedded database of a data folder of its own, as an operator's machine has; none of the test run's.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'en_US.UTF-8', DATA_DIR: dataDir, SEED_DEMO: 'false' };
  const child = spawn('npm', ['run', '--silent', 'admin:create', '--', ...args, '--password-stdin'], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(`${password}\n`);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run admin:create', () => {
  it(
    'makes a building manager on a new embedded database who then logs in, and refuses the same ID again',
    { timeout: 120_000 },
    async () => {
      const flags = ['--login-id', 'office.han', '--email', 'han@tea.example'];
      const made = await adminCreate(flags, 'Tower!Gate42');
      expect(made).toMatchObject({ code: 0, stderr: '' });
      expect(made.stdout).toContain('Created the building manager office.han');

      const again = await adminCreate(flags, 'Tower!Gate42');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('--login-id: This ID is already in use.');

      const database = await openDatabase({ dataDir });
      const app = await buildApp(
        loadConfig({ API_KEY, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir }),
        database,
      );
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers,
          payload: { loginId: 'office.han', password: 'Tower!Gate42' },
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().user).toMatchObject({ loginId: 'office.han', role: 'building_manager', status: 'approved' });
      } finally {
        await app.close();
        await database.close();
      }
    },
  );

  it('asks a script for the ID and e-mail as flags instead of waiting for a terminal', async () => {
    const refused = await adminCreate(['--email', 'han@tea.example'], 'Tower!Gate42');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--login-id');
  });
});
