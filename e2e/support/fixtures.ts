import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_NOW } from './clock';

export type Lang = 'ko' | 'en';

/** Starts the page in a language, the way a returning visitor would have it stored. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('selectedLang')) localStorage.setItem('selectedLang', l);
    // The advertisement banner is covered by its own tests; keep it out of the way elsewhere.
    if (!sessionStorage.getItem('keep-banner'))
      localStorage.setItem('bannerDismissedDate', new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }));
  }, lang);
}

/**
 * The language a journey is walked in (decision 0049): `for (const lang of walkIn('en'))`. A journey
 * runs once; the files take Korean and English in turn, so both are walked end to end, while the
 * link crawl reads every page of every role in both languages and the component tests check the texts.
 * Kept as a loop so a journey can be walked in both again by naming both.
 */
export function walkIn(...langs: Lang[]): readonly Lang[] {
  return langs;
}

/**
 * Fails a test on any console error or uncaught exception in the page, except those a test
 * provokes on purpose and names with `test.use({ expectedConsoleErrors: /…/ })`.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp | null; consoleErrors: string[]; pinnedClock: void }>({
  expectedConsoleErrors: [null, { option: true }],
  /** Every page starts at the pinned instant the server's clock started at (support/clock.ts), and runs on from it. */
  pinnedClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: E2E_NOW });
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!expectedConsoleErrors?.test(text)) errors.push(text);
      };
      page.on('console', (m) => {
        if (m.type() === 'error') record(m.text());
      });
      page.on('pageerror', (e) => record(e.message));
      // A Content-Security-Policy violation is an error too, even when the page carries on (zod's eval probe did).
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI || e.sourceFile}`),
        ),
      );
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Axe on the page's final state: scroll-reveal animations are settled first (reduced motion shows everything).
 * Run in the page itself (axe's legacy mode): the default mode runs axe in every frame and merges the
 * results in a second, blank page, twice the time (1.5 s instead of 0.8 s a page here) for frames the
 * portal does not have (its CSP lets no page be framed and it frames none). Only violations come back.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The serious and critical axe violations of the page's final state, one line each (see above). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export { expect };
