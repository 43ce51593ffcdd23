// After `vite build`: render the home page to HTML in Korean and English (dist/prerendered/),
// so a first visit paints the page before any script runs. The server picks the file by the
// `selectedLang` cookie. Other routes keep the empty shell.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { render } = await import(pathToFileURL(path.join(web, 'dist-ssr/entry-prerender.js')).href);
const template = readFileSync(path.join(web, 'dist/index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
mkdirSync(path.join(web, 'dist/prerendered'), { recursive: true });

for (const lang of ['ko', 'en']) {
  const { html, title } = await render('/', lang);
  const page = template
    .replace('<html lang="ko">', `<html lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  writeFileSync(path.join(web, `dist/prerendered/home.${lang}.html`), page);
  console.log(`prerendered / (${lang}): ${Math.round(page.length / 1024)} KB`);
}
