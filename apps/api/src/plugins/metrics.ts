import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { machineClock } from '../clock.js';
import { shortCache } from '../db/short-cache.js';

/** E-mail and SMS not delivered, as /metrics and /readyz report them. */
export interface OutboxState {
  waiting: number;
  /** Whole seconds since the oldest waiting one was written; 0 when none waits. */
  oldestWaitingSeconds: number;
  dead: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What Prometheus reads at /metrics, and the figures the server's parts report into it (decision 0072). */
    metrics: Metrics;
  }
}

export interface Metrics {
  registry: Registry;
  /** A login (or a password confirmation) with a wrong password. */
  failedLogins: Counter;
  /** A scheduled job is started on this replica: its period is exported, and its last success counts from now. */
  jobStarted(name: string, everyMs: number): void;
  /** A round of the job ran here (not skipped for another replica) and succeeded, taking `ms`. */
  jobSucceeded(name: string, ms: number): void;
  /** The outbox's rows not delivered, read at most every few seconds however often it is asked. */
  outboxState(): Promise<OutboxState>;
  /** Whether a request's Authorization header bears METRICS_TOKEN (always false without one). */
  tokenGiven(authorization: string | undefined): boolean;
}

/** /metrics and /readyz share one read of the outbox this long: a scrape and the balancer's checks cost one query. */
const BACKLOG_CACHE_MS = 5_000;
/** Seconds: from a cached read (1 ms) to a slow export (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics (decision 0072), in a registry of this server's own: the request durations by
 * route pattern (never the raw address, which would make a series per id) and status, the limits'
 * refusals, failed logins, jobs, and at scrape time the figures read from elsewhere: the database,
 * the pool, the outbox (one query), the live-board screens, and Node's own.
 */
export default fp(async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'tea_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'tea_limit_refusals_total',
    help: 'Requests refused by a limit (429: request limits, login pauses, streams per address), by route pattern',
    labelNames: ['route'],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // An address no route has (a 404) is one series, whatever was asked.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  const failedLogins = new Counter({ name: 'tea_failed_logins_total', help: 'Logins refused for a wrong password', registers });
  const jobInterval = new Gauge({
    name: 'tea_job_interval_seconds',
    help: 'How often each scheduled job runs',
    labelNames: ['job'],
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'tea_job_last_success_timestamp_seconds',
    help: "When each job last succeeded on this replica (its start for one not run yet); another replica's run is not counted here",
    labelNames: ['job'],
    registers,
  });
  const jobDuration = new Gauge({
    name: 'tea_job_last_duration_seconds',
    help: "How long each job's last successful round took",
    labelNames: ['job'],
    registers,
  });

  new Gauge({
    name: 'tea_database_up',
    help: 'Whether the database answers, as this replica last found it',
    registers,
    collect() {
      this.set(app.databaseWatch.reachable ? 1 : 0);
    },
  });
  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'tea_db_pool_connections',
      help: 'Connections of the PostgreSQL pool, in use or idle',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle } = pool();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'tea_db_pool_waiting',
      help: 'Requests waiting for a connection of the pool',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  const backlogs = shortCache({ ttlMs: BACKLOG_CACHE_MS, maxKeys: 1 });
  const outboxState = async (): Promise<OutboxState> => {
    const { waiting, oldestWaitingSince: since, dead } = await backlogs.get('outbox', () => app.outbox.backlog());
    const age = since ? Math.floor((app.clock.now().getTime() - since.getTime()) / 1000) : 0;
    return { waiting, oldestWaitingSeconds: Math.max(0, age), dead };
  };
  const outboxWaiting = new Gauge({ name: 'tea_outbox_waiting', help: 'E-mail and SMS not sent yet', registers });
  const outboxOldest = new Gauge({
    name: 'tea_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest e-mail or SMS not sent yet (0 when none waits)',
    registers,
  });
  new Gauge({
    name: 'tea_outbox_dead',
    help: 'E-mail and SMS given up on after the last attempt',
    registers,
    // The three outbox figures come from one read, made here for the three.
    async collect() {
      if (!app.databaseWatch.reachable) return;
      const state = await outboxState().catch(() => null);
      if (!state) return;
      outboxWaiting.set(state.waiting);
      outboxOldest.set(state.oldestWaitingSeconds);
      this.set(state.dead);
    },
  });
  new Gauge({
    name: 'tea_board_screens',
    help: 'Live-board screens connected to this replica',
    registers,
    collect() {
      this.set(app.boards.screens());
    },
  });

  const token = app.config.METRICS_TOKEN ? Buffer.from(`Bearer ${app.config.METRICS_TOKEN}`) : null;
  app.decorate('metrics', {
    registry,
    failedLogins,
    // Machine time: Prometheus compares these with its own `time()`, whatever the injected clock says.
    jobStarted(name: string, everyMs: number) {
      jobInterval.set({ job: name }, everyMs / 1000);
      jobLastSuccess.set({ job: name }, machineClock.now().getTime() / 1000);
    },
    jobSucceeded(name: string, ms: number) {
      jobLastSuccess.set({ job: name }, machineClock.now().getTime() / 1000);
      jobDuration.set({ job: name }, ms / 1000);
    },
    outboxState,
    tokenGiven(authorization: string | undefined) {
      if (!token || authorization === undefined) return false;
      const given = Buffer.from(authorization);
      return given.length === token.length && timingSafeEqual(given, token);
    },
  } satisfies Metrics);
});

/**
 * The listener of METRICS_PORT (decision 0072): /metrics only, on METRICS_HOST (this machine by
 * default), bearing METRICS_TOKEN when one is set. Its caller closes it.
 */
export async function listenForMetrics(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const allowed = !app.config.METRICS_TOKEN || app.metrics.tokenGiven(request.headers.authorization);
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics' || !allowed) {
      response.writeHead(404).end();
      return;
    }
    app.metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics could not be gathered');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}
