import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type Lang = 'ko' | 'en';

/** Starts the page in a language, the way a returning visitor would have it stored. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('selectedLang')) localStorage.setItem('selectedLang', l);
    // The advertisement banner is covered by its own tests; keep it out of the way elsewhere.
    if (!sessionStorage.getItem('keep-banner'))
      localStorage.setItem('bannerDismissedDate', new Date().toISOString().slice(0, 10));
  }, lang);
}

/** Fails a test on any console error or uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

export { expect };
