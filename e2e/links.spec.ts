import type { Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { expect, seriousA11yViolations, test, useLanguage, type Lang } from './support/fixtures';
import { PUBLIC_ROUTES } from './support/routes';

/**
 * Every link on every page leads to a built page, never the not-found or error screen (since issue 17
 * every route of the spec has its page: no "being prepared" page is left). Crawled from
 * the public pages and each role's own start pages, in both languages, logged out and as each role,
 * visiting each path once. The English crawl runs on a 320 px screen and checks that no page scrolls
 * sideways there (WCAG 1.4.10 reflow; English is the longer language): every page a role can reach,
 * not a list kept by hand. Logged out, every page reached also passes axe in both languages (once a
 * route: one notice of many), and each public page shows its one heading, the site's title in the
 * page's language, the site's header and footer where it has them, and a header picture of its own
 * (decision 0049: once a page, in the crawl).
 */

/** The narrowest screen a page must fit without sideways scrolling (WCAG 1.4.10 reflow). */
const REFLOW_WIDTH = 320;

const ROLES: { name: string; loginId: string | null; start: string[] }[] = [
  { name: 'anonymous', loginId: null, start: ['/visitor-reservation-main/'] },
  {
    name: 'member',
    loginId: 'acme.kim',
    start: [
      '/tenant-service-home',
      '/my-page',
      '/tenant-service/amenities',
      '/visitor-reservation-main/',
      '/voc-home',
      '/fitness-reservation/locker/0',
      '/fitness-reservation/seat/0',
      '/my-page/wellness-reservation-history?tab=locker',
      '/tenant-service/amenities/wellness-center',
      '/tenant-service/amenities/wellness-center-gx/reservation',
      '/my-page/wellness-reservation-history?tab=gx',
      '/fitness-reservation/pt/0',
      '/my-page/wellness-reservation-history?tab=pt',
      '/tenant-service/amenities/sleeping-room',
      '/tenant-service/amenities/sleeping-room/reservation',
      '/my-page/amenity-reservation-history?tab=sleeping-room',
      '/tenant-service/amenities/refresh-lounge',
      '/tenant-service/amenities/refresh-lounge/reservation',
      '/my-page/amenity-reservation-history?tab=refresh-lounge',
      '/my-page/nap-passes',
      '/tenant-service/amenities/wellness-center-golf/reservation',
      '/my-page/wellness-reservation-history?tab=golf',
    ],
  },
  {
    name: 'tenant manager',
    loginId: 'acme.master',
    start: ['/tenant-service-home', '/my-page', '/tenant-manager/employee-management'],
  },
  {
    name: 'building manager',
    loginId: 'admin',
    start: [
      '/admin',
      '/my-page',
      '/admin/voc',
      '/admin/voc/extensions',
      '/admin/wellness',
      '/admin/wellness/lockers',
      '/admin/wellness/pt',
      '/admin/wellness/golf',
      '/admin/wellness/attendance',
      '/admin/seats',
      '/admin/nap-passes',
      '/admin/no-shows',
      '/admin/lease-inquiries',
      '/admin/content/retail',
      '/admin/content',
      '/admin/content/community',
      '/admin/content/advertisements',
      '/admin/content/events',
      '/admin/content/faq',
      '/admin/content/gallery',
    ],
  },
];

const TITLES: Record<Lang, RegExp> = { ko: /T\.E\.A\. 예약 시스템/, en: /T\.E\.A\. RESERVATION SYSTEM/ };
const PUBLIC = new Map(PUBLIC_ROUTES.map((route) => [route.path, route]));

/** Links that are not pages: files, the API, other schemes. */
const skip = (path: string) => /^\/api\//.test(path) || /\.(ics|xlsx|pdf|webm|mp4|webp|png|svg|json)$/.test(path);

async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !skip(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

/**
 * Opens a path the way a followed link does in the running app: the first page loads the app, every
 * later one is a navigation inside it (the server answers every such path with the same app, so a
 * full load would only boot it again). Waits until the app marks the page it has rendered.
 */
async function visit(page: Page, path: string): Promise<void> {
  if (!(await page.evaluate(() => document.documentElement.dataset.app === 'ready').catch(() => false))) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
  } else {
    await page.evaluate((to) => {
      delete document.documentElement.dataset.route;
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await page.waitForFunction(() => document.documentElement.dataset.route !== undefined);
}

/** Counts the page's requests in flight (not its live streams), to wait until its data has come. */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let quiet: (() => void)[] = [];
  const counted = (r: { resourceType(): string }) => !['eventsource', 'websocket'].includes(r.resourceType());
  const ended = (r: { resourceType(): string }) => {
    if (!counted(r) || --inFlight > 0) return;
    for (const resolve of quiet) resolve();
    quiet = [];
  };
  page.on('request', (r) => void (counted(r) && inFlight++));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    // Quiet for 50 ms: a page's lazy part can ask for its data just after the first answers.
    for (;;) {
      if (inFlight > 0) await new Promise<void>((resolve) => quiet.push(resolve));
      await page.waitForTimeout(50);
      if (inFlight === 0) return;
    }
  };
}

/** A path's route: the same page for every record (/notice/3 and /notice/4 are one page to check). */
const routeOf = (key: string) => key.replace(/\/\d+(?=\/|$)/g, '/:id');

/** What a public page shows in the site's frame (or without it, the legal texts and phone intros). */
async function frameProblems(page: Page, lang: Lang, chrome: boolean): Promise<string[]> {
  const problems: string[] = [];
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) problems.push(`${h1} level-one headings`);
  if ((await page.locator('html').getAttribute('lang')) !== lang) problems.push('html lang is not the page language');
  if (!TITLES[lang].test(await page.title())) problems.push(`title "${await page.title()}"`);
  if ((await page.locator('header[data-variant]').count()) !== (chrome ? 1 : 0)) problems.push('site header');
  if ((await page.locator('footer[data-site-footer]').count()) !== (chrome ? 1 : 0)) problems.push('site footer');
  return problems;
}

for (const role of ROLES) {
  for (const lang of ['ko', 'en'] as Lang[]) {
    test(`${lang}, ${role.name}: no link leads to the error page${lang === 'en' ? ', and every page fits 320 px' : ''}`, async ({
      page,
      baseURL,
    }) => {
      // 30–60 pages: under half a minute on a quiet 2-core machine, a minute or more when its cores are slow or shared.
      test.setTimeout(180_000);
      const narrow = lang === 'en';
      const anonymous = role.loginId === null;
      if (narrow) await page.setViewportSize({ width: REFLOW_WIDTH, height: 800 });
      const settled = trackRequests(page);
      await useLanguage(page, lang);
      if (role.loginId) await loginAs(page, role.loginId, { lang });
      const origin = new URL(baseURL!).origin;
      const queue = ['/', ...PUBLIC_ROUTES.map((r) => r.path), ...role.start];
      const seen = new Set<string>();
      const broken: string[] = [];
      const wide: string[] = [];
      const framing: string[] = [];
      const inaccessible: string[] = [];
      const scenes = new Map<string, string>();
      const checked = new Set<string>();
      while (queue.length > 0) {
        const path = queue.shift()!;
        const key = path.split('?')[0]!.replace(/\/+$/, '') || '/';
        if (seen.has(key)) continue;
        seen.add(key);
        await visit(page, path);
        await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
        const error = page.locator('[data-error-screen]');
        if ((await error.count()) > 0) broken.push(`${path}: ${await page.locator('h1').first().textContent()}`);
        const width = narrow ? await page.evaluate(() => document.documentElement.scrollWidth) : 0;
        if (width > REFLOW_WIDTH) wide.push(`${path}: ${width} px`);
        if (anonymous) await settled();
        const route = anonymous ? PUBLIC.get(key) : undefined;
        if (route) {
          for (const problem of await frameProblems(page, lang, route.chrome)) framing.push(`${path}: ${problem}`);
          // The home page's poster is a picture of its own kind.
          if (route.chrome && key !== '/') {
            const scene = await page.locator('main section svg[data-scene]').first().getAttribute('data-scene');
            if (!scene) framing.push(`${path}: no header picture`);
            else if ([...scenes.values()].includes(scene)) framing.push(`${path}: the header picture of another page`);
            scenes.set(key, scene ?? '');
          }
        }
        if (anonymous && !checked.has(routeOf(key))) {
          checked.add(routeOf(key));
          for (const violation of await seriousA11yViolations(page)) inaccessible.push(`${path}: ${violation}`);
        }
        for (const link of await linksOn(page, origin))
          if (!seen.has(link.split('?')[0]!.replace(/\/+$/, '') || '/')) queue.push(link);
      }
      expect(broken, `links to an error page (${seen.size} pages visited)`).toEqual([]);
      expect(wide, `pages wider than a ${REFLOW_WIDTH} px screen`).toEqual([]);
      expect(framing, 'public pages out of their frame').toEqual([]);
      expect(inaccessible, 'serious axe violations').toEqual([]);
      expect(seen.size).toBeGreaterThan(20);
    });
  }
}
