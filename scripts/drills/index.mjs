// `npm run drills` (decision 0048): the faults of a production week, run against the topology we ship:
// replicas of the compiled server on PostgreSQL (a fresh database on the local server, or a private
// server for the restart) and a private Redis and SMTP server, behind HAProxy with deploy/haproxy.cfg.
// Prints one row a drill (what was expected, what happened, the figures) and exits non-zero when any
// drill did not hold. `npm run drills -- sigkill terminate` runs only the drills whose name contains
// one of the words. Results: scripts/drills/results/drills.json; logs: the run's folder, printed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileBytes, login, ops, rowCounts, uploadPhoto } from './lib/backup.mjs';
import { bookingRush, checkRush, conferenceSlots, readLoad, send } from './lib/clients.mjs';
import { membersWithSessions } from '../bench/lib/people.mjs';
import {
  cleanup,
  DRAIN_SECONDS,
  ensureBuilt,
  freePort,
  freshDatabase,
  privatePostgres,
  privateRedis,
  privateSmtp,
  runDir,
  sleep,
  startBalancer,
  startReplica,
  startReplicas,
  terminateConnections,
  watchLongWaits,
  SHARED_POSTGRES,
  withDatabase,
  writeResults,
} from './lib/topology.mjs';

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const rows = [];
/** Runs a drill unless the command line names others; a drill answers its figures and whether it held. */
async function drill(name, expected, run) {
  if (only.length > 0 && !only.some((word) => name.toLowerCase().includes(word.toLowerCase()))) return;
  const started = performance.now();
  process.stdout.write(`… ${name}\n`);
  let row;
  try {
    const { held, happened, figures } = await run();
    row = { name, expected, held, happened, figures };
  } catch (error) {
    row = { name, expected, held: false, happened: `drill failed: ${error.message}`, figures: {} };
  }
  row.seconds = Math.round((performance.now() - started) / 1000);
  rows.push(row);
  process.stdout.write(`${row.held ? 'held' : 'NOT HELD'}  ${name}: ${row.happened}\n`);
}

const noneExited = (replicas) => replicas.filter((r) => r.exited).map((r) => `${r.name} ${JSON.stringify(r.exited)}`);

/** Replicas started together on an empty database, timed until all are ready. */
async function startTogether(count, options) {
  const database = await freshDatabase();
  const started = performance.now();
  const replicas = await startReplicas(count, { databaseUrl: database.url, ...options });
  const ready = await Promise.allSettled(replicas.map((r) => r.ready(90_000)));
  return { database, replicas, ready, ms: Math.round(performance.now() - started) };
}

function startedRow(count, { replicas, ready, ms }) {
  const up = ready.filter((r) => r.status === 'fulfilled').length;
  const exited = noneExited(replicas);
  return {
    held: up === count && exited.length === 0,
    happened: `${up} of ${count} ready in ${(ms / 1000).toFixed(1)} s, ${exited.length ? `exited: ${exited.join(', ')}` : 'none exited'}`,
    figures: { ready: up, ms },
  };
}

try {
  await ensureBuilt();
  console.log(`Run folder (logs): ${runDir}`);
  const redis = await privateRedis();
  const smtp = await privateSmtp();
  const options = { redisUrl: redis.url, smtpUrl: smtp.url };

  // The main topology: two replicas on a fresh database behind HAProxy.
  let main;
  await drill('start: 2 replicas together on an empty database', 'both come up; migrations and seed once', async () => {
    main = await startTogether(2, options);
    return startedRow(2, main);
  });
  main ??= await startTogether(2, options);
  const balancer = await startBalancer(main.replicas);
  const base = balancer.url;
  const admin = main.database;

  await drill('start: 4 replicas together on an empty database', 'all four come up', async () => {
    const four = await startTogether(4, options);
    const row = startedRow(4, four);
    for (const r of four.replicas) r.kill('SIGKILL');
    return row;
  });

  await drill(
    'database: every connection terminated during a read load',
    'no replica exits; serving again within 10 s',
    async () => {
      const load = readLoad(base);
      await sleep(2000);
      const at = performance.now();
      const ended = await terminateConnections(SHARED_POSTGRES, admin.name);
      await sleep(8000);
      const reads = await load.stop(at);
      const exited = noneExited(main.replicas);
      return {
        held: exited.length === 0 && (reads.lastFailureMs ?? 0) <= 10_000,
        happened: `${ended} connections ended; ${reads.requests} reads, ${reads.failedFirst} failed at first, ${reads.failedAfterRetry} after their retry; last failure ${reads.lastFailureMs ?? '—'} ms after; ${exited.length ? `exited: ${exited}` : 'no replica exited'}`,
        figures: { ended, ...reads },
      };
    },
  );

  const people = (prefix, count) => membersWithSessions(admin.url, count, prefix, { 'x-language': 'en' });
  // Each rush books days of its own: a week apart, from a week ahead.
  let fromDay = 7;
  const slotsFor = async (count) => {
    const slots = await conferenceSlots(base, (await people('drill.slots', 1))[0].headers, count, fromDay);
    fromDay += 14;
    return slots;
  };

  await drill(
    'database: every connection terminated during a booking rush',
    'no replica exits; one holder per slot; every answer matches the database',
    async () => {
      const rushers = await people('drill.term', 300);
      const slots = await slotsFor(150);
      const { attempts } = await bookingRush(base, rushers, slots, {
        spreadMs: 3000,
        atMs: 1000,
        during: () => terminateConnections(SHARED_POSTGRES, admin.name),
      });
      const tally = await checkRush(admin.url, attempts);
      const exited = noneExited(main.replicas);
      return {
        held: exited.length === 0 && tally.lost === 0 && tally.inconsistent === 0 && tally.heldTwice === 0,
        happened: `${tally.confirmed} booked, ${tally.refused} refused, ${tally.alreadyProcessed} already processed, ${tally.lost} lost${tally.lost ? ` (${JSON.stringify(tally.lostAs)})` : ''}, ${tally.inconsistent} inconsistent${tally.examples ? ` ${JSON.stringify(tally.examples)}` : ''}; ${tally.failedFirst} retried`,
        figures: tally,
      };
    },
  );

  await drill(
    'redis: stopped and started during logins',
    'every login answers; readiness stays up (counters degraded)',
    async () => {
      const logins = [];
      let running = true;
      const loop = async () => {
        while (running) {
          const at = performance.now();
          const { first } = await send(base, {
            method: 'POST',
            path: '/api/v1/auth/login',
            body: { loginId: 'acme.kim', password: 'Member!2345' },
            retry: false,
          });
          logins.push({ status: first.status, ms: performance.now() - at });
        }
      };
      const loops = [loop(), loop(), loop()];
      await sleep(1500);
      await redis.stop();
      await sleep(1500);
      const ready = await fetch(`http://127.0.0.1:${main.replicas[0].port}/readyz`).then((r) =>
        r.json().then((j) => [r.status, j.counters]),
      );
      await sleep(3000);
      await redis.start();
      await sleep(3000);
      running = false;
      await Promise.all(loops);
      const failedLogins = logins.filter((l) => l.status !== 200).length;
      const slowest = Math.round(Math.max(...logins.map((l) => l.ms)));
      return {
        held: failedLogins === 0 && ready[0] === 200,
        happened: `${logins.length} logins, ${failedLogins} failed, slowest ${slowest} ms; /readyz during the outage: ${ready[0]} (counters ${ready[1]})`,
        figures: { logins: logins.length, failed: failedLogins, slowestMs: slowest, readyDuring: ready },
      };
    },
  );

  await drill(
    'smtp: down, mail queued, then back',
    'the requests answer; queued mail goes out within a minute of the return (checked every 30 s)',
    async () => {
      const since = performance.now();
      await smtp.stop();
      const to = 'acme.kim@tea-demo.example';
      const asked = [];
      for (let i = 0; i < 3; i++) {
        asked.push(
          (
            await send(base, {
              method: 'POST',
              path: '/api/v1/accounts/password-reset',
              body: { loginId: 'acme.kim', email: to },
            })
          ).final.status,
        );
      }
      // Tried and failed, then pushed back as if the server had been away for hours (the backoff's last step).
      await sleep(3000);
      await withDatabase(admin.url, (db) =>
        db.query(
          `update notifications set attempts = 4, next_attempt_at = now() + interval '2 hours' where recipient = $1 and status = 'queued'`,
          [to],
        ),
      );
      // The reset mails only: booking confirmations of earlier drills arrive too.
      const mine = () => smtp.arrived.filter((m) => m.at > since && m.to.includes(to));
      await smtp.start();
      const back = performance.now();
      while (mine().length < asked.length && performance.now() - back < 90_000) await sleep(250);
      const arrived = mine().length;
      const ms = Math.round((mine().at(-1)?.at ?? performance.now()) - back);
      return {
        held: asked.every((s) => s === 202) && arrived === asked.length && ms <= 62_000,
        happened: `requests answered ${asked.join(', ')}; ${arrived} of ${asked.length} mails arrived ${(ms / 1000).toFixed(1)} s after the server came back`,
        figures: { asked, arrived, ms },
      };
    },
  );

  /** A booking rush and a read load through the balancer while `fault` happens to the first replica. */
  async function rushWith(prefix, fault) {
    const rushers = await people(prefix, 500);
    const slots = await slotsFor(250);
    const load = readLoad(base, { concurrency: 3, pauseMs: 50 });
    const { attempts } = await bookingRush(base, rushers, slots, { spreadMs: 8000, atMs: 2000, during: fault });
    const reads = await load.stop();
    return { tally: await checkRush(admin.url, attempts), reads };
  }

  await drill(
    'stop: SIGTERM one replica during a 500-booking rush',
    'no request fails (not even once before a retry); it drains and exits 0',
    async () => {
      const victim = main.replicas[0];
      let longWaits = async () => [];
      const { tally, reads } = await rushWith('drill.sigterm', () => {
        longWaits = watchLongWaits(admin.url);
        victim.kill('SIGTERM');
      });
      const exit = await Promise.race([victim.ended, sleep((DRAIN_SECONDS + 20) * 1000).then(() => null)]);
      const waited = await longWaits();
      // The stop gives its pool 3 s, then says so and ends (decision 0048): shown, with what the server saw.
      const poolHeld = readFileSync(victim.logPath, 'utf8').includes('the pool did not close');
      const failedFirst = tally.failedFirst + reads.failedFirst;
      // Back in the rotation for the next drill, on the same port.
      main.replicas[0] = startReplica({ databaseUrl: admin.url, ...options, port: victim.port });
      await main.replicas[0].ready();
      await sleep(3000);
      return {
        held: failedFirst === 0 && tally.lost === 0 && tally.inconsistent === 0 && exit?.code === 0,
        happened: `${tally.confirmed} booked, ${tally.refused} refused, ${failedFirst} requests failed (bookings ${JSON.stringify(tally.failedFirstAs)}, ${reads.requests} reads ${JSON.stringify(reads.failedFirstAs)}); exit ${JSON.stringify(exit)}; ${poolHeld ? 'its pool did not close within 3 s' : 'its pool closed'}; ${waited.length} database sessions waited over 3 s`,
        figures: { ...tally, reads, poolHeld, longWaits: waited },
      };
    },
  );

  await drill(
    'crash: SIGKILL one replica during a 500-booking rush, retries with their keys',
    'each attempt ends with one booking or a clear refusal; no one booked twice',
    async () => {
      const victim = main.replicas[0];
      const { tally, reads } = await rushWith('drill.sigkill', () => victim.kill('SIGKILL'));
      return {
        held:
          tally.lost === 0 &&
          tally.inconsistent === 0 &&
          tally.heldTwice === 0 &&
          noneExited(main.replicas.slice(1)).length === 0,
        happened: `${tally.confirmed} booked, ${tally.refused} refused, ${tally.alreadyProcessed} told already processed, ${tally.lost} lost, ${tally.inconsistent} inconsistent, ${tally.heldTwice} held twice; ${tally.failedFirst} bookings failed at first and were retried`,
        figures: { ...tally, reads },
      };
    },
  );

  await drill(
    'backup: taken from a running portal, restored into a fresh database, the portal started on it',
    'the same rows in the main tables, the same file, the same person logs in',
    async () => {
      const source = await startTogether(1, options);
      const [running] = source.replicas;
      const base = `http://127.0.0.1:${running.port}`;
      const member = await login(base, 'acme.kim', 'Member!2345');
      const upload = await uploadPhoto(base, member);
      const before = await fileBytes(base, member, upload);
      const backups = path.join(runDir, 'backups');
      const started = performance.now();
      await ops('backup', [backups], { DATABASE_URL: source.database.url, DATA_DIR: path.join(runDir, running.name) });
      const backupMs = Math.round(performance.now() - started);
      const counted = await rowCounts(source.database.url);
      const [taken] = readdirSync(backups);

      const target = await freshDatabase();
      const dataDir = path.join(runDir, 'restored');
      const restoring = performance.now();
      await ops('restore', [path.join(backups, taken)], { DATABASE_URL: target.url, DATA_DIR: dataDir });
      const restoreMs = Math.round(performance.now() - restoring);
      const restored = await rowCounts(target.url);
      const refused = await ops('restore', [path.join(backups, taken)], { DATABASE_URL: target.url, DATA_DIR: dataDir }).then(
        () => false,
        () => true,
      );
      const replica = startReplica({ databaseUrl: target.url, ...options, port: await freePort(), env: { DATA_DIR: dataDir } });
      await replica.ready(90_000);
      const again = await login(`http://127.0.0.1:${replica.port}`, 'acme.kim', 'Member!2345');
      const after = again && (await fileBytes(`http://127.0.0.1:${replica.port}`, again, upload));
      for (const r of [running, replica]) r.kill('SIGKILL');
      const differ = Object.keys(counted).filter((table) => counted[table] !== restored[table]);
      const sameFile = Boolean(before && after && before.equals(after));
      return {
        held: differ.length === 0 && sameFile && Boolean(again) && refused,
        happened: `backup ${(backupMs / 1000).toFixed(1)} s, restore ${(restoreMs / 1000).toFixed(1)} s; ${Object.keys(counted).length - differ.length} of ${Object.keys(counted).length} tables with the same rows${differ.length ? ` (differ: ${differ.map((t) => `${t} ${counted[t]}→${restored[t]}`).join(', ')})` : ''} (users ${restored.users}, reservations ${restored.reservations}, uploads ${restored.uploads}); the file ${sameFile ? `the same (${after.length} bytes)` : 'NOT the same'}; acme.kim ${again ? 'logged in' : 'refused'}; a second restore into it ${refused ? 'refused' : 'NOT refused'}`,
        figures: { backupMs, restoreMs, counted, restored, fileBytes: after?.length ?? null, loggedIn: Boolean(again), refused },
      };
    },
  );

  await drill(
    'database: a PostgreSQL server restarted under a read load',
    'no replica exits; serving again within 10 s of its return',
    async () => {
      const pgServer = await privatePostgres();
      const database = await freshDatabase(pgServer.url);
      const replicas = await startReplicas(2, { databaseUrl: database.url, ...options });
      await Promise.all(replicas.map((r) => r.ready(90_000)));
      const lb = await startBalancer(replicas);
      const load = readLoad(lb.url);
      await sleep(2000);
      await pgServer.stop();
      await sleep(3000);
      await pgServer.start();
      const back = performance.now();
      await sleep(10_000);
      const reads = await load.stop(back);
      const exited = noneExited(replicas);
      await lb.stop();
      for (const r of replicas) r.kill('SIGKILL');
      return {
        held: exited.length === 0 && (reads.lastFailureMs ?? 0) <= 10_000,
        happened: `${reads.requests} reads, ${reads.failedFirst} failed at first (${reads.failedAfterRetry} after their retry); last failure ${reads.lastFailureMs ?? '—'} ms after the server was back; ${exited.length ? `exited: ${exited}` : 'no replica exited'}`,
        figures: reads,
      };
    },
  );
} finally {
  await cleanup();
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log('\nDrill'.padEnd(width + 2), '| held | expected | happened');
for (const r of rows)
  console.log(`${r.name.padEnd(width)} | ${r.held ? 'yes ' : 'NO  '} | ${r.expected} | ${r.happened} (${r.seconds} s)`);
writeResults('drills.json', { at: new Date().toISOString(), rows });
process.exit(rows.every((r) => r.held) ? 0 : 1);
