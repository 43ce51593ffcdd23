import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClock, type Clock } from '../clock.js';
import { loginThrottle, memoryStore, redisStore, type CounterStore, type LoginThrottle } from '../modules/auth/login-throttle.js';
import { createMailer } from '../modules/notifications/mailer.js';
import { createNotifier, type Notifier } from '../modules/notifications/notify.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
    loginThrottle: LoginThrottle;
    /** Counters with expiry shared by replicas (Redis when REDIS_URL is set): login pauses and request limits. */
    counters: CounterStore;
    /** The clock every rule reads (Seoul dates come from it); tests set `clock.now` to a fixed instant. */
    clock: Clock;
  }
}

/** Shared services: the notifications outbox (with SMTP when configured) and the login counters (Redis when configured). */
export default fp(async function services(app: FastifyInstance) {
  const mailer = createMailer(app.config.SMTP_URL);
  const store = app.config.REDIS_URL ? redisStore(app.config.REDIS_URL) : memoryStore();
  app.decorate('notifier', createNotifier(app.database.db, mailer, app.log));
  app.decorate('counters', store);
  app.decorate('clock', createClock(app.config.TEST_CLOCK_START));
  app.decorate('loginThrottle', loginThrottle(store));
  app.addHook('onClose', async () => {
    mailer?.close();
    await store.close();
  });
});
