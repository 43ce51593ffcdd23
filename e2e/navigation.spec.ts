import { loginAs } from './support/auth';
import { expect, test, useLanguage } from './support/fixtures';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('an unknown path shows the error page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('header[data-variant]')).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
});

test('a guarded path sends an anonymous user to /login, remembering where they were going', async ({ page }) => {
  await page.goto('/tenant-service-home');
  await expect(page).toHaveURL('/login?next=%2Ftenant-service-home');
});

test('Amenity and VOC in the menu send an anonymous user to login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tenant Service' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Amenity' })).toHaveAttribute('href', '/login?next=%2Ftenant-service%2Famenities');
  await expect(menu.getByRole('link', { name: 'VOC' })).toHaveAttribute('href', '/login?next=%2Fvoc-home');
});

test('the menu opens and is followed by keyboard', async ({ page }) => {
  await page.goto('/');
  const about = page.getByRole('button', { name: 'About Us' });
  await about.focus();
  await page.keyboard.press('Enter');
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Building Outline' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(about).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/gallery');
});

test('navigation scrolls to the top, and a hash scrolls to its element 100 px below the top', async ({ page }) => {
  await page.goto('/about');
  await page.mouse.wheel(0, 1500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/terms-of-use#privacypolicy');
  await expect
    .poll(async () => page.locator('#privacypolicy').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 5000,
    })
    .toBe(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await expect.poll(() => page.locator('#termofuse').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
  await page.goto('/terms-of-use#prohibition');
  await expect.poll(() => page.locator('#prohibition').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
  await page.getByRole('link', { name: 'T.E.A. home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the header becomes sticky after 100 px of scroll', async ({ page }) => {
  await page.goto('/about');
  const bar = page.getByTestId('header-bar');
  await page.evaluate(() => window.scrollTo(0, 90));
  await expect(bar).toHaveAttribute('data-sticky', 'false');
  await page.evaluate(() => window.scrollTo(0, 101));
  await expect(bar).toHaveAttribute('data-sticky', 'true');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  await expect(bar).toBeInViewport();
});

test('the language choice changes the interface, is stored lower-cased and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ko');
  await expect(page.getByRole('button', { name: '회사소개' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveTitle('T.E.A. 예약 시스템');
  expect(await page.evaluate(() => localStorage.getItem('selectedLang'))).toBe('ko');
  await page.reload();
  await expect(page.getByRole('button', { name: '회사소개' })).toBeVisible();
  // The prerendered home shows its header before the app takes the page over: choose once it has.
  await expect(page.locator('html')).toHaveAttribute('data-route', '/');
  await page.getByLabel('언어 선택').selectOption('en');
  // Reloaded once the interface has changed (a reload amid the English texts' loading was aborted once).
  await expect(page.getByRole('button', { name: 'About Us' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveTitle('T.E.A. RESERVATION SYSTEM');
});

test('API calls carry the key and the chosen language', async ({ page }) => {
  const request = page.waitForRequest('**/api/v1/building/contacts');
  await page.goto('/number-information');
  const headers = (await request).headers();
  expect(headers['x-api-key']).toBeTruthy();
  expect(headers['x-language']).toBe('en');
});

test('every route change sends a page-view event with the new path', async ({ page }) => {
  // What was sent and how the server answered, by its batch timer (2 s) or when the page is hidden,
  // whichever comes first on a busy machine.
  const paths: string[] = [];
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (!r.url().endsWith('/api/v1/analytics/events')) return;
    paths.push(...(r.request().postDataJSON().events as { path: string }[]).map((e) => e.path));
    statuses.push(r.status());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'About Us' }).click();
  await page.getByRole('link', { name: 'Parking', exact: true }).click();
  await expect(page).toHaveURL('/parking');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => paths).toEqual(['/', '/parking']);
  expect(statuses.every((s) => s === 204)).toBe(true);
});

test('a logged-in user sees the name menu and the QR shortcut; logout clears the stored user and goes home', async ({ page }) => {
  await loginAs(page, 'acme.kim', { lang: 'en' });
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'My QR code' })).toHaveAttribute('href', '/member-qr');
  await page.getByRole('button', { name: 'Visitor' }).click();
  await expect(page.getByRole('link', { name: 'Group Reservation' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: '김민지' }).click();
  await expect(page.getByRole('link', { name: 'My Page' })).toHaveAttribute('href', '/my-page');
  const logoutEvent = page.waitForRequest(
    (r) => r.url().endsWith('/analytics/events') && r.postData()?.includes('"logout"') === true,
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await logoutEvent;
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    name: localStorage.getItem('name'),
    last: localStorage.getItem('last_route'),
  }));
  expect(stored).toEqual({ token: null, name: null, last: '/about' });
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test.describe('errors the API answers', () => {
  test.use({ expectedConsoleErrors: /status of (500|403)|Unknown Server Error occurred/ });

  test('a 500 from the API shows the Server Error screen', async ({ page }) => {
    await page.route('**/api/v1/building/contacts', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'SERVER_ERROR', message: 'Unknown Server Error occurred.' }),
      }),
    );
    await page.goto('/number-information');
    await expect(page.getByRole('heading', { name: 'Server Error' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Unknown Server Error occurred.')).toBeVisible();
  });

  test('403 ACCESS_DENIED shows "Please contact your tenant master" and keeps the session', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('access_token', 't'));
    await page.route('**/api/v1/building/contacts', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'ACCESS_DENIED', message: 'denied' }),
      }),
    );
    await page.goto('/number-information');
    await expect(page.getByText('Please contact your tenant master.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe('t');
  });

  test('403 SESSION_EXPIRED shows the toast, clears storage and goes to /login', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seen')) {
        sessionStorage.setItem('seen', '1');
        localStorage.setItem('access_token', 'expired');
        localStorage.setItem('name', 'Minjun Kim');
      }
    });
    let calls = 0;
    await page.route('**/api/v1/building/contacts', (route) => {
      calls++;
      return calls === 1
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'SESSION_EXPIRED', message: 'expired' }),
          })
        : route.continue();
    });
    // The toast lasts 2.5 s (spec): record every alert the page shows, so a slow machine cannot miss it.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { alertsSeen: string[] }).alertsSeen = []);
      new MutationObserver(() => {
        for (const el of Array.from(document.querySelectorAll('[role="alert"]'))) {
          const text = el.textContent ?? '';
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/number-information');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { alertsSeen: string[] }).alertsSeen.join(' | ')))
      .toContain('Session Expired');
    // The login page brings the person back to where the session ended.
    await expect(page).toHaveURL('/login?next=%2Fnumber-information');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('selectedLang'))).toBe('en');
    expect(calls).toBe(2);
  });
});
