// bench:bundle — initial JS per public route (DESIGN.md §9: ≤ 150 KB gzip).
// Starts the built server, opens each route in a fresh headless Chromium context (empty cache), records every
// JavaScript response fetched until network idle (entry, preloads, lazy route chunks: all the route needs to
// render), gzips each body at level 9 ourselves (independent of server compression) and sums them.
// Prints route → KB gzip, writes results/bundle.json, exits 1 if a route is over budget or fails to load.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { resultsDir, root, startServer } from './lib/server.mjs';

const BUDGET_KB = 150;
// Every page anyone may open without logging in, read from the web's route table of the first load
// (apps/web/src/app/routes.tsx): a public page added there is measured here without a list to keep.
// Paths with a parameter (a pass's code, a tab) are the same pages as the ones measured, with data.
const ROUTES = [
  ...new Set(
    [...readFileSync(path.join(root, 'apps/web/src/app/routes.tsx'), 'utf8').matchAll(/'(\/[\w\-/]*)'/g)]
      .map((m) => m[1])
      .filter((route) => !route.includes('/features/')),
  ),
];
if (!ROUTES.includes('/')) ROUTES.unshift('/'); // the index route

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const server = await startServer();
let browser;
const results = [];
try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pending = [];
    const errors = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || /javascript/.test(type)) {
        // A missing chunk (e.g. dist rebuilt while the server runs) fails the route instead of counting a 404 body.
        if (!response.ok()) return void errors.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
        pending.push(
          response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
        );
      }
    });
    page.on('pageerror', (e) => errors.push(e.message));
    let status = null;
    try {
      status = (await page.goto(server.url + route, { waitUntil: 'networkidle', timeout: 30_000 }))?.status() ?? null;
    } catch (err) {
      errors.push(err.message);
    }
    const files = [...new Map((await Promise.all(pending)).map((f) => [f.url, f])).values()];
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const failed = status !== 200 || errors.length > 0;
    results.push({
      route,
      status,
      title: await page.title().catch(() => ''),
      files: files.map((f) => ({ file: new URL(f.url).pathname, rawKb: kb(f.raw), gzipKb: kb(f.gzip) })),
      rawKb: kb(raw),
      gzipKb: kb(gzip),
      overBudget: kb(gzip) > BUDGET_KB,
      errors,
    });
    if (failed) console.error(`${route}: HTTP ${status} ${errors.join('; ')}`);
    await context.close();
  }
} finally {
  await browser?.close();
  await server.stop();
}

console.log(`\nInitial JS per route (gzip level 9, budget ${BUDGET_KB} KB)\n`);
console.log(`${'route'.padEnd(48)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
for (const r of results) {
  const mark = r.status !== 200 || r.errors.length ? '  FAILED' : r.overBudget ? '  OVER BUDGET' : '';
  console.log(
    `${r.route.padEnd(48)} ${String(r.files.length).padStart(5)} ${String(r.rawKb).padStart(8)} ${String(r.gzipKb).padStart(8)}${mark}`,
  );
}
const largest = Math.max(...results.map((r) => r.gzipKb));
console.log(`\nLargest: ${largest} KB gzip of ${BUDGET_KB} KB budget`);

mkdirSync(resultsDir, { recursive: true });
const out = path.join(resultsDir, 'bundle.json');
writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), budgetKb: BUDGET_KB, routes: results }, null, 2) + '\n');
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
if (results.some((r) => r.overBudget || r.status !== 200 || r.errors.length)) process.exit(1);
