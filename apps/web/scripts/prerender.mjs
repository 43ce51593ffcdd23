// After `vite build`: render the home and login pages to HTML in Korean and English (dist/prerendered/),
// so a first visit paints the page before any script runs. The server picks the file by the
// `selectedLang` cookie. Other routes keep the empty shell.
// The CSS the page uses is inlined (beasties); the full stylesheet moves to the end of <body> as a
// low-priority `media="print"` load that the entry script switches on (src/main.tsx; the CSP allows
// no inline handler). The app's scripts start only after the first paint: a small hashed boot
// script (the CSP allows no inline script) imports the entry once a frame has been drawn, and the
// app then hydrates the prerendered DOM in place.
import Beasties from 'beasties';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { render } = await import(pathToFileURL(path.join(web, 'dist-ssr/entry-prerender.js')).href);
const template = readFileSync(path.join(web, 'dist/index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
mkdirSync(path.join(web, 'dist/prerendered'), { recursive: true });
const beasties = new Beasties({
  path: path.join(web, 'dist'),
  publicPath: '/',
  preload: 'body',
  pruneSource: false, // the SPA's other routes need the whole stylesheet
  preloadFonts: false, // the dynamic subset has 92 files; the browser fetches only the ranges on screen
  compress: true,
  logLevel: 'warn',
});

/**
 * Beasties cannot see that the page uses Pretendard (Tailwind names it through a CSS variable), so
 * the stylesheet's @font-face rules are added to the inlined CSS: the browser then fetches the
 * unicode ranges on screen at the first style pass, together, instead of after the full stylesheet.
 */
function withFontFaces(page) {
  const cssFile = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/.exec(page)?.[1];
  if (!cssFile) throw new Error('the prerendered page links no stylesheet');
  const faces = readFileSync(path.join(web, 'dist', cssFile), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [];
  if (faces.length === 0) throw new Error(`${cssFile} has no @font-face rules`);
  return page.replace('</style>', `${faces.join('')}</style>`);
}

function deferStylesheet(page) {
  const link = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">(?=<\/body>)/.exec(page)?.[0];
  if (!link) throw new Error('beasties did not move the stylesheet to the end of <body>');
  return page.replace(link, link.replace('>', ' media="print" data-deferred-style>'));
}

/**
 * Replaces the first load's scripts (the app's entry last) and their module preloads (the chunks
 * vite.config.ts groups the first load into) by a boot script that starts the app after the first paint: it fetches
 * every chunk at once, then evaluates them one per task (React DOM, the libraries, the router, i18n,
 * the app), so no single task blocks the main thread for long.
 */
function startAfterFirstPaint(page) {
  const scripts = [...page.matchAll(/\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g)];
  const entry = scripts.at(-1);
  if (!entry) throw new Error('dist/index.html has no entry script');
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const chunks = [...preloads, ...scripts.filter((m) => m !== entry).map((m) => m[1])];
  // Until the app has taken over (it marks <html data-app="ready">), a language picked in the
  // painted page is saved the way the app saves it, and the page reloads in that language.
  // A form sent before the app has started would go out as a plain GET with its fields in the address
  // (a password among them): it waits for the app instead.
  const boot = `document.addEventListener('submit', (event) => {
  if (document.documentElement.dataset.app !== 'ready') event.preventDefault();
});
document.addEventListener('change', (event) => {
  const select = event.target;
  if (document.documentElement.dataset.app === 'ready' || !select.matches('select[data-language-select]')) return;
  const lang = select.value === 'en' ? 'en' : 'ko';
  localStorage.setItem('selectedLang', lang);
  document.cookie = 'selectedLang=' + lang + '; max-age=31536000; path=/; SameSite=Lax';
  location.reload();
});
const steps = ${JSON.stringify([...chunks, entry[1]])};
const next = (i) => import(steps[i]).then(() => i + 1 < steps.length && setTimeout(() => next(i + 1)));
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of steps) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
      document.head.append(link);
    }
    next(0);
  }),
);
`;
  const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(web, 'dist', bootFile), boot);
  const booted = scripts.reduce((html, m) => html.replace(m[0], ''), page);
  return booted
    .replace('</title>', `</title>\n    <script type="module" src="/${bootFile}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/** The pages served prerendered (their names match PRERENDERED_PAGES in apps/api/src/plugins/web.ts). */
const PAGES = [
  { path: '/', name: 'home' },
  { path: '/login', name: 'login' },
  { path: '/notice', name: 'notice' },
  { path: '/event', name: 'event' },
];

for (const { path: pagePath, name } of PAGES)
  for (const lang of ['ko', 'en']) {
    const { html, title, description } = await render(pagePath, lang);
    const shell = template
      .replace('<html lang="ko">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${description.replaceAll('"', '&quot;')}"`,
      )
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    const page = startAfterFirstPaint(deferStylesheet(withFontFaces(await beasties.process(shell))));
    const critical = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    if (critical.length < 1000) throw new Error(`no critical CSS was inlined for ${pagePath} (${lang})`);
    writeFileSync(path.join(web, `dist/prerendered/${name}.${lang}.html`), page);
    console.log(`prerendered ${pagePath} (${lang}): ${Math.round(page.length / 1024)} KB`);
  }
