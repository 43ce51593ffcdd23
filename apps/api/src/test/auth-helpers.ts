import type { FastifyInstance } from 'fastify';
import { headers } from './test-app';

/** Logs a demo account in and returns the headers of its requests (API key + bearer token). */
export async function loginAs(app: FastifyInstance, loginId: string, password?: string): Promise<Record<string, string>> {
  const pw = password ?? (loginId === 'admin' ? 'Admin!2345' : loginId.endsWith('.master') ? 'Master!2345' : 'Member!2345');
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { loginId, password: pw } });
  if (res.statusCode !== 200) throw new Error(`login as ${loginId} failed: ${res.statusCode} ${res.body}`);
  return { ...headers, authorization: `Bearer ${res.json().accessToken as string}` };
}
