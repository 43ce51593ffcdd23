// Screenshots of pages in Debian's Chromium: node scripts/dev/screenshot.mjs <baseUrl> <outDir> <lang ko|en> <path> [<path>…]
// Writes <outDir>/<name>-<lang>-390.png and -1440.png (full page) and prints console errors.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base, outDir, lang, ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await context.addInitScript((l) => localStorage.setItem('selectedLang', l), lang);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror ${width}] ${e.message}`));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1400);
    const name = p.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'home';
    await page.screenshot({ path: path.join(outDir, `${name}-${lang}-${width}.png`), fullPage: true });
  }
  await context.close();
}
await browser.close();
