import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { parent, lines };
}

describe("a request's logger", () => {
  it('writes what the server logs with the request id, and nothing below its level', () => {
    const { parent, lines } = capture('warn');
    const log = requestLogger(parent, { reqId: 'req-1' }, {});
    log.info({ step: 1 }, 'incoming request');
    log.debug('details');
    expect(lines).toEqual([]);
    log.warn({ field: 'date' }, 'input the database refused');
    log.info('after a warning, still below the level');
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-1', field: 'date', msg: 'input the database refused', level: 40 }),
    ]);
  });

  it('keeps every line at info when the server logs info, and its children keep the id', () => {
    const { parent, lines } = capture('info');
    const log = requestLogger(parent, { reqId: 'req-2' }, {});
    expect(log.level).toBe('info');
    log.info('request completed');
    log.child({ job: 'mail' }).error('failed');
    expect(lines.map((l) => [l.reqId, l.msg, l.job])).toEqual([
      ['req-2', 'request completed', undefined],
      ['req-2', 'failed', 'mail'],
    ]);
  });

  it("follows a route's own level", () => {
    const { parent, lines } = capture('warn');
    requestLogger(parent, { reqId: 'req-3' }, { level: 'debug' }).debug('verbose route');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-3', msg: 'verbose route' })]);
  });
});
