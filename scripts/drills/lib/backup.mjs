// The backup drill's helpers (decision 0073): `npm run backup` and `npm run restore` run as an operator
// runs them, the row counts of the main tables, and a person's file read through the API.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiHeaders, send } from './clients.mjs';
import { root, withDatabase } from './topology.mjs';

const execFileAsync = promisify(execFile);

/** What a building's data is: people, their companies, bookings, money, complaints, visits, content, files, mail. */
export const MAIN_TABLES = [
  'users',
  'companies',
  'reservations',
  'ledger_entries',
  'complaints',
  'visits',
  'content_items',
  'events',
  'uploads',
  'notifications',
  'audit_log',
];

/** `npm run <command> -- <args>` of scripts/ops with `env` as the only settings; answers what it printed. */
export async function ops(command, args, env) {
  const { stdout } = await execFileAsync(process.execPath, [path.join(root, `scripts/ops/${command}.mjs`), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
  });
  return stdout.trim();
}

export async function rowCounts(url) {
  return withDatabase(url, async (client) => {
    const counts = {};
    for (const table of MAIN_TABLES) counts[table] = (await client.query(`select count(*)::int as n from ${table}`)).rows[0].n;
    return counts;
  });
}

/** A person's request headers after logging in with their password (null when the login is refused). */
export async function login(base, loginId, password) {
  const { final } = await send(base, { method: 'POST', path: '/api/v1/auth/login', body: { loginId, password } });
  return final.status === 200 ? { ...apiHeaders, authorization: `Bearer ${final.json.accessToken}` } : null;
}

/** Uploads a small photo for a complaint as the person of `headers`; answers its id. */
export async function uploadPhoto(base, headers) {
  const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'drill.png');
  const { 'content-type': _json, ...rest } = headers;
  const res = await fetch(`${base}/api/v1/uploads/complaint-image`, { method: 'POST', headers: rest, body: form });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return (await res.json()).id;
}

/** The bytes of an upload as its reader gets them (null unless 200). */
export async function fileBytes(base, headers, id) {
  const res = await fetch(`${base}/api/v1/uploads/${id}`, { headers });
  return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
}
