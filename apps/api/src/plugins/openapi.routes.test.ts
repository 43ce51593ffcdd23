import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { operationIdOf } from './openapi';

/**
 * The OpenAPI document is good enough for an integrator: it passes Redocly's recommended rules, and
 * a client generated from it (openapi-typescript) type-checks a right call and refuses a wrong one.
 */

let t: TestApp;
let document: string;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject('/api/docs/json')).body;
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('names every operation from its method and path, uniquely', () => {
    expect(operationIdOf('GET', '/api/v2/reservations/:id/calendar.ics')).toBe('getV2ReservationsByIdCalendarIcs');
    const paths = JSON.parse(document).paths as Record<string, Record<string, { operationId?: string }>>;
    const ids = Object.values(paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(70);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("documents every operation's errors in the API's shape", () => {
    const paths = JSON.parse(document).paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const undocumented = Object.entries(paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.responses['4XX'])
        .map(([method]) => `${method} ${p}`),
    );
    expect(undocumented).toEqual([]);
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  });

  // It runs the TypeScript compiler over the whole generated client: one program for both calls.
  it('gives a typed client: a right call type-checks, a wrong one does not', { timeout: 90_000 }, async () => {
    const types = astToString(await openapiTS(JSON.parse(document)));
    const dir = mkdtempSync(path.join(tmpdir(), 'tea-openapi-'));
    try {
      writeFileSync(path.join(dir, 'api.d.ts'), types);
      const body = "operations['postV1AuthLogin']['requestBody']['content']['application/json']";
      const calls = {
        ok: `const ok: ${body} = { loginId: 'acme.kim', password: 'Member!2345' };`,
        wrong: `const wrong: ${body} = { loginId: 'acme.kim', pasword: 'x' };`,
      };
      const files = Object.entries(calls).map(([name, call]) => {
        const file = path.join(dir, `${name}.ts`);
        writeFileSync(file, `import type { operations } from './api';\n${call}\nexport {};\n`);
        return file;
      });
      const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true });
      const problems = (name: string) =>
        ts
          .getPreEmitDiagnostics(program, program.getSourceFile(path.join(dir, `${name}.ts`)))
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems('ok')).toEqual([]);
      expect(problems('wrong').length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
