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

  // A route without a documented success answer is a file download that forgot fileAnswer (or a JSON
  // answer without its schema): a validating proxy then rejects every answer it gives.
  it('documents the success answer of every operation: JSON, a file in its media type, or nothing (204)', () => {
    const paths = JSON.parse(document).paths as Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, { schema?: { format?: string } }> }> }>
    >;
    const problems = Object.entries(paths).flatMap(([p, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => {
        const operation = `${method} ${p}`;
        const success = Object.entries(op.responses).filter(([code]) => /^2/.test(code));
        if (success.length === 0) return [`${operation}: no success answer`];
        return success.flatMap(([code, answer]) => {
          if (code === '204') return [];
          if (!answer.content) return [`${operation}: ${code} without its content`];
          const files = Object.entries(answer.content).filter(([type]) => !type.includes('json'));
          // A file's bytes are binary; a path that names a file answers one.
          if (files.some(([, { schema }]) => schema?.format !== 'binary')) return [`${operation}: ${code} file not binary`];
          if (/\.[a-z]+$/.test(p) && files.length === 0) return [`${operation}: ${code} names a file but answers JSON`];
          return [];
        });
      }),
    );
    expect(problems).toEqual([]);
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

describe('the documentation in production', () => {
  it('is not served unless API_DOCS=true: /api/docs is then unknown, as any page is', async () => {
    const hidden = await createTestApp({ NODE_ENV: 'production' });
    const shown = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const unknown = await hidden.app.inject(url);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.body).toBe((await hidden.app.inject('/api/nothing-here')).body);
        expect((await shown.app.inject(url)).statusCode).not.toBe(404);
      }
    } finally {
      await hidden.close();
      await shown.close();
    }
  });
});
