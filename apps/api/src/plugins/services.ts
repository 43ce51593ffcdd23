import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverSecret } from '../db/server-secret.js';
import { createClock, type Clock } from '../clock.js';
import { createBoardHub, type BoardHub } from '../modules/dashboards/board-hub.js';
import { memoryStore, redisStore, type CounterStore } from '../modules/auth/counter-store.js';
import { loginThrottle, type LoginThrottle } from '../modules/auth/login-throttle.js';
import { createMailer } from '../modules/notifications/mailer.js';
import { createOutbox, type Notice, type Outbox } from '../modules/notifications/outbox.js';
import { recordingTextSender } from '../modules/notifications/sms.js';
import { createFileStore, type FileStore } from '../modules/uploads/file-store.js';
import type { Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What signs member QR tokens and the lease form's tokens: QR_SECRET, or else the installation's
     * own from the database, read at its first use and kept (decision 0052).
     */
    qrSecret(): Promise<string>;
    outbox: Outbox;
    /** Puts a notice in the outbox, in `tx` when given (the change and its notice commit together). */
    notify(notice: Notice, tx?: Db): Promise<void>;
    loginThrottle: LoginThrottle;
    /** Counters with expiry shared by replicas (Redis when REDIS_URL is set): login pauses and request limits. */
    counters: CounterStore;
    /**
     * Runs work after the answer has gone (its timing then tells the client nothing), logging a
     * failure; `settled` waits for all such work (tests, and closing).
     */
    afterAnswer(work: () => Promise<unknown>): void;
    settled(): Promise<void>;
    /** The clock every rule reads (Seoul dates come from it); tests set `clock.now` to a fixed instant. */
    clock: Clock;
    /**
     * Where uploaded files are kept: the S3 bucket of S3_BUCKET, else the database on a PostgreSQL
     * server, else the data directory's `uploads` folder (`createFileStore`).
     */
    fileStore: FileStore;
    /** The live boards' screens on this replica, told of every change on any replica (issue 16). */
    boards: BoardHub;
  }
}

/**
 * Shared services: the notifications outbox (with SMTP when configured), the login counters (Redis when
 * configured) and the store of uploaded files.
 */
export default fp(async function services(app: FastifyInstance, { fileStore }: { fileStore?: FileStore }) {
  const mailer = createMailer(app.config.SMTP_URL);
  const store = app.config.REDIS_URL ? redisStore(app.config.REDIS_URL, app.log) : memoryStore();
  const clock = createClock(app.config.TEST_CLOCK_START);
  const outbox = createOutbox({
    db: app.database.db,
    mailer,
    texts: recordingTextSender,
    clock,
    log: app.log,
    publicUrl: () => app.config.PUBLIC_URL,
    paused: () => !app.databaseWatch.reachable,
  });
  let qrSecret: Promise<string> | null = app.config.QR_SECRET ? Promise.resolve(app.config.QR_SECRET) : null;
  app.decorate('qrSecret', () => {
    qrSecret ??= serverSecret(app.database.db, 'qr').catch((error: unknown) => {
      qrSecret = null; // the database was away: the next use asks again
      throw error;
    });
    return qrSecret;
  });
  app.decorate('outbox', outbox);
  app.decorate('notify', (notice: Notice, tx?: Db) => outbox.enqueue(tx ?? app.database.db, notice));
  const pending = new Set<Promise<unknown>>();
  app.decorate('afterAnswer', (work: () => Promise<unknown>) => {
    const running = work()
      .catch((err: unknown) => app.log.error({ err }, 'work after the answer failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  });
  app.decorate('settled', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  app.decorate('counters', store);
  const boards = createBoardHub(app.database, clock, app.log, app.config.BOARD_MAX_SCREENS);
  app.decorate('boards', boards);
  // Before the server stops taking connections: open streams would keep it from closing.
  app.addHook('preClose', () => boards.close());
  app.decorate('clock', clock);
  app.decorate('fileStore', fileStore ?? createFileStore(app.config, app.database).store);
  app.decorate(
    'loginThrottle',
    loginThrottle(store, () => app.metrics.failedLogins.inc()),
  );
  app.addHook('onClose', async () => {
    await app.settled();
    app.log.info('work after answers done; stopping the outbox');
    await outbox.stop();
    mailer?.close();
    app.log.info('outbox stopped; closing the counters');
    await store.close();
  });
});
