import type { FastifyInstance } from 'fastify';
import { FACTORY_PASSWORD, factories } from './factories';
import { createTestApp, headers } from './test-app';

/** Logs a demo account in and returns the headers of its requests (API key + bearer token). */
export async function loginAs(app: FastifyInstance, loginId: string, password?: string): Promise<Record<string, string>> {
  const pw = password ?? (loginId === 'admin' ? 'Admin!2345' : loginId.endsWith('.master') ? 'Master!2345' : 'Member!2345');
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { loginId, password: pw } });
  if (res.statusCode !== 200) throw new Error(`login as ${loginId} failed: ${res.statusCode} ${res.body}`);
  return { ...headers, authorization: `Bearer ${res.json().accessToken as string}` };
}

/** `loginAs`, with the header that asks for answers in English. */
export async function loginInEnglish(app: FastifyInstance, loginId: string, password?: string): Promise<Record<string, string>> {
  return { ...(await loginAs(app, loginId, password)), 'x-language': 'en' };
}

/**
 * A new account made by the factories (an approved ACME member unless `overrides` say otherwise), logged
 * in: the user and the headers of its requests, asking for answers in `language`.
 */
export async function loginNewMember(
  app: FastifyInstance,
  fx: ReturnType<typeof factories>,
  overrides: Parameters<ReturnType<typeof factories>['user']>[0] = {},
  language = 'en',
) {
  const user = await fx.user(overrides);
  return { user, headers: { ...(await loginAs(app, user.loginId, FACTORY_PASSWORD)), 'x-language': language } };
}

/** How a test file starts its app: `env` for createTestApp, and the clock to answer with when given. */
export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
}

/**
 * This file's test app (`createTestApp(env)`) with its clock at `now` when given, its factories and the
 * headers of the demo accounts `loginIds` (signed in one after the other, each asking for answers in
 * English), by login ID.
 */
export async function createTestAppSignedIn(loginIds: readonly string[], { env, now }: TestAppOptions = {}) {
  const t = await createTestApp(env);
  if (now) t.app.clock.now = now;
  const as: Record<string, Record<string, string>> = {};
  for (const id of loginIds) as[id] = await loginInEnglish(t.app, id);
  return { t, fx: factories(t.database.db), as };
}

/** `createTestAppSignedIn` for the admin alone: `admin` is the headers of the admin's requests. */
export async function createTestAppAsAdmin(options: TestAppOptions = {}) {
  const { t, fx, as } = await createTestAppSignedIn(['admin'], options);
  return { t, fx, admin: as.admin! };
}
