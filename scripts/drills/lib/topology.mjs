// The topology the drills run (decision 0048): replicas of the compiled server, HAProxy in front of them
// with deploy/haproxy.cfg, a fresh database on the local PostgreSQL server or a private server started
// with initdb/pg_ctl (so that restarting it touches nothing else), a private Redis and a private SMTP
// server. Everything started here is stopped by `cleanup()`, also when a drill fails.
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const execFileAsync = promisify(execFile);

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** This run's folder: replica and balancer logs, the balancer's configuration, the private servers' data. */
export const runDir = mkdtempSync(path.join(os.tmpdir(), 'tea-drills-'));
/** The API key of this run's replicas (production refuses the repository's). */
export const API_KEY = `drill-${randomBytes(12).toString('hex')}`;
export const SHARED_POSTGRES = process.env.DRILL_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SHARED_REDIS = process.env.DRILL_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** What a replica drains for on SIGTERM (the balancer needs two failed checks a second apart). */
export const DRAIN_SECONDS = 5;

const cleanups = [];
/** What a cleanup step may take before the next one goes (a stuck one is named). */
const CLEANUP_STEP_MS = 15_000;
/** Stops everything started, last first. */
export async function cleanup() {
  while (cleanups.length > 0) {
    const { name, stop } = cleanups.pop();
    let timer;
    const stuck = new Promise((resolve) => (timer = setTimeout(() => resolve('stuck'), CLEANUP_STEP_MS)));
    const outcome = await Promise.race([
      Promise.resolve()
        .then(stop)
        .then(
          () => 'done',
          (error) => `failed: ${error.message}`,
        ),
      stuck,
    ]);
    clearTimeout(timer);
    if (outcome !== 'done') console.warn(`cleanup of ${name}: ${outcome}`);
  }
}
const onCleanup = (name, stop) => cleanups.push({ name, stop });

/** Every process spawned here, killed when the drills' process exits whatever happened. */
const children = new Set();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
function spawned(child) {
  children.add(child);
  return child;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Builds the web app and compiles the server when missing or older than their sources, as `npm start` does. */
export async function ensureBuilt() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', '@tea/web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('web build failed');
  }
  const { apiBuildIsStale, buildApi } = await import(path.join(root, 'apps/api/scripts/build.mjs'));
  if (apiBuildIsStale()) await buildApi();
}

async function adminQuery(serverUrl, text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty database of this run on a PostgreSQL server; dropped at cleanup. */
export async function freshDatabase(serverUrl = SHARED_POSTGRES) {
  const name = `tea_drill_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  onCleanup(`database ${name}`, () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`));
  return { name, url: url.toString() };
}

/** Runs `work` with a client on `url`. */
export async function withDatabase(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends every connection to the database `name` but the caller's: what a failover or a restart does to the portal. */
export async function terminateConnections(serverUrl, name) {
  const { rowCount } = await adminQuery(
    serverUrl.replace(/\/[^/]*$/, '/postgres'),
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
  );
  return rowCount;
}

/**
 * Samples the database's sessions every second until stopped, keeping each that had waited on a
 * statement or sat in a transaction for over 3 s: what the server, not the replica, says a stuck
 * piece of work was waiting on (a lock and its holders, the disk, the client).
 */
export function watchLongWaits(url) {
  const seen = new Map();
  let stopped = false;
  const sampling = withDatabase(url, async (client) => {
    while (!stopped) {
      const { rows } = await client.query(
        `select pid, application_name, state, wait_event_type, wait_event, pg_blocking_pids(pid) as blockers,
                round(extract(epoch from now() - coalesce(xact_start, state_change)))::int as seconds, left(query, 160) as query
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
            and now() - coalesce(xact_start, state_change) > interval '3 seconds'`,
      );
      for (const row of rows) seen.set(`${row.pid}:${row.query}`, row);
      await sleep(1000);
    }
  });
  return async () => {
    stopped = true;
    await sampling.catch(() => undefined);
    return [...seen.values()];
  };
}

/**
 * A PostgreSQL server of this run (initdb, pg_ctl) on a free port, as the `postgres` user when run as
 * root (initdb refuses root): stopped and started by the restart drill without touching the shared one.
 */
export async function privatePostgres() {
  const bin = path.join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1), 'bin');
  const dir = path.join(runDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres:postgres', runDir]);
  // Run without blocking: the drill's load keeps going while the server stops and starts.
  const run = (tool, args) =>
    execFileAsync(
      asPostgres ? 'runuser' : path.join(bin, tool),
      asPostgres ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
    );
  const port = await freePort();
  const data = path.join(dir, 'data');
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', ...args]);
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-o', options, 'start'),
    /** A fast shutdown, as a restart or a failover does: every session ends at once. */
    stop: () => pgCtl('-m', 'fast', 'stop'),
  };
  await server.start();
  onCleanup('private PostgreSQL', () => server.stop());
  return server;
}

/** A Redis server of this run on a free port, without persistence; `stop` kills it, `start` starts it again on the same port. */
export async function privateRedis() {
  const port = await freePort();
  let child = null;
  const server = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawned(
        spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
          stdio: 'ignore',
        }),
      );
      await until(() => accepts(port), 5000, 'redis-server did not start');
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  await server.start();
  onCleanup('private Redis', () => server.stop());
  return server;
}

/** An SMTP server of this run that counts what arrives; `stop` closes it, `start` listens again on the same port. */
export async function privateSmtp() {
  const port = await freePort();
  const arrived = [];
  let server = null;
  const smtp = {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          stream.on('data', () => undefined);
          stream.on('end', () => {
            arrived.push({ at: performance.now(), to: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          });
        },
      });
      await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
  await smtp.start();
  onCleanup('private SMTP', () => smtp.stop());
  return smtp;
}

export function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until `ok()` holds, for at most `ms`; throws `message` past it. */
export async function until(ok, ms, message) {
  const started = performance.now();
  while (!(await ok())) {
    if (performance.now() - started > ms) throw new Error(message);
    await sleep(50);
  }
}

/**
 * glibc's allocator as production sets it (deploy/, decision 0074): a fixed threshold for allocations it
 * maps apart (so a password hash's 19 MiB goes back to the system when freed, instead of raising the
 * threshold and staying in the heap) and two arenas instead of eight a core.
 */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

let replicaCount = 0;
/**
 * A replica: the compiled server as production runs it, on `port`, with its log in the run's folder.
 * `exited` says whether and how it ended (a drill expects it never to end on its own).
 */
export function startReplica({ databaseUrl, redisUrl = SHARED_REDIS, smtpUrl, port, env = {} }) {
  const name = `replica-${++replicaCount}`;
  const logPath = path.join(runDir, `${name}.log`);
  const log = createWriteStream(logPath);
  const child = spawned(
    spawn(process.execPath, ['apps/api/dist/server.js'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        ...(smtpUrl && { SMTP_URL: smtpUrl }),
        API_KEY,
        QR_SECRET: randomBytes(24).toString('hex'),
        SEED_DEMO: 'true',
        LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'warn',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
        DATA_DIR: path.join(runDir, name),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: '127.0.0.1',
        ...MALLOC_ENV,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const replica = {
    name,
    port,
    logPath,
    pid: child.pid,
    exited: null,
    ended: new Promise((resolve) => child.once('exit', (code, signal) => resolve((replica.exited = { code, signal })))),
    kill: (signal) => child.kill(signal),
    /** Resolves once /readyz answers 200 (or rejects when the replica ends first, or past `ms`). */
    async ready(ms = 60_000) {
      await until(
        async () => {
          if (replica.exited) throw new Error(`${name} exited (${JSON.stringify(replica.exited)}) before it was ready`);
          return (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200;
        },
        ms,
        `${name} not ready after ${ms} ms`,
      );
    },
  };
  onCleanup(name, async () => {
    if (!replica.exited) {
      child.kill('SIGKILL');
      await replica.ended;
    }
  });
  return replica;
}

/** HAProxy with deploy/haproxy.cfg in front of `replicas` (its bind and server lines replaced), on a free port. */
export async function startBalancer(replicas) {
  const port = await freePort();
  const socket = path.join(runDir, `haproxy-${port}.sock`);
  const config = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
    .replace(/^ {2}bind .*$/m, `  bind 127.0.0.1:${port}`)
    .replace(/stats socket \S+/, `stats socket ${socket}`)
    .replace(/^ {2}server .*\n/gm, '')
    .trimEnd()
    .concat('\n', ...replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port}\n`));
  const file = path.join(runDir, `haproxy-${port}.cfg`);
  writeFileSync(file, config);
  const log = createWriteStream(path.join(runDir, `haproxy-${port}.log`));
  const child = spawned(spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] }));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // Connections the drills' client keeps open can hold it: then it is killed.
    const killer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(killer);
  };
  onCleanup(`haproxy on ${port}`, stop);
  await until(() => accepts(port), 5000, 'haproxy did not start');
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** `count` replicas started together on `databaseUrl`, each on a free port. */
export async function startReplicas(count, options) {
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  return ports.map((port) => startReplica({ ...options, port }));
}

/** The drill's JSON results folder (not committed). */
export const resultsDir = path.join(root, 'scripts/drills/results');
export function writeResults(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, name), JSON.stringify(data, null, 2));
}

export function removeRunDir() {
  rmSync(runDir, { recursive: true, force: true });
}
