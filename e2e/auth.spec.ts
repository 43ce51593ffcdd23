import { API_HEADERS, loginAs, loginThroughForm } from './support/auth';
import { bookConferenceByApi } from './support/bookings';
import { businessDayAhead } from './support/dates';
import { expect, expectNoSeriousA11yViolations, test, useLanguage } from './support/fixtures';
import { field } from './support/form';

// Refused logins and expired sessions answer 401/403, which Chromium logs as failed resources.
test.use({ expectedConsoleErrors: /status of 40[13]/ });

test.describe('login', () => {
  test('in Korean: names the missing fields, refuses a wrong password, then logs in and shows the name in the header', async ({
    page,
  }) => {
    await useLanguage(page, 'ko');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const form = page.getByRole('main');
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(form.getByText('아이디를 입력해 주세요.')).toBeVisible();
    await expect(form.getByText('비밀번호를 입력해 주세요.')).toBeVisible();

    await field(page, '아이디').fill('acme.kim');
    await field(page, '비밀번호').fill('Wrong!2345');
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(form.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 올바르지 않습니다.' })).toBeVisible();
    await expect(field(page, '아이디')).toHaveValue('acme.kim'); // nothing entered is lost

    await field(page, '비밀번호').fill('Member!2345');
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL('/tenant-service-home');
    await expect(page.getByRole('banner').getByRole('button', { name: '김민지' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('username'), localStorage.getItem('company_name')])).toEqual([
      'acme.kim',
      '에이씨엠이코리아',
    ]);
  });

  test('in English: the page and its messages are English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Please enter your ID.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Find ID' })).toHaveAttribute('href', '/findid/id');
    await expect(page.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/findid/password');
  });

  test('"save login info" remembers the ID in the startup cookie (30 days, path /login)', async ({ page, context }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await field(page, 'ID').fill('blue.park');
    await field(page, 'Password').fill('Member!2345');
    await page.getByLabel('Save login info').check();
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/tenant-service-home');
    const cookie = (await context.cookies()).find((c) => c.name === 'savedLoginId');
    expect(cookie).toMatchObject({ value: 'blue.park', path: '/login', sameSite: 'None', secure: true });
    // The browser's cookie jar counts on the real clock: Max-Age keeps it there, whatever the page's clock says.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expect(field(page, 'ID')).toHaveValue('blue.park');
    await expect(page.getByLabel('Save login info')).toBeChecked();
  });

  test('a guarded page sends an anonymous visitor to login and back there afterwards', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/voc-home');
    await expect(page).toHaveURL('/login?next=%2Fvoc-home');
    await field(page, 'ID').fill('acme.kim');
    await field(page, 'Password').fill('Member!2345');
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/voc-home');
  });
});

test.describe('logout and sessions', () => {
  test('logout ends the session on the server, clears the stored user and goes home', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await loginAs(page, 'blue.park', { lang: 'en' });
    await page.goto('/about');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await page.getByRole('banner').getByRole('button', { name: '박도윤' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('last_route')])).toEqual([
      null,
      '/about',
    ]);
    await expect
      .poll(async () => {
        const res = await request.get('/api/v1/auth/me', {
          headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
        });
        return res.status();
      })
      .toBe(403);
  });

  test('a session ended on the server runs the expired-session flow on the next call, and login brings the person back', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'ko');
    await loginAs(page, 'acme.staff20');
    await page.goto('/my-page');
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    // The session ends elsewhere (logged out in another tab).
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const ended = await request.post('/api/v1/auth/logout', { headers: { ...API_HEADERS, authorization: `Bearer ${token}` } });
    expect(ended.status()).toBe(204);

    await page.goto('/my-page/edit-info');
    await expect(page.getByRole('alert').filter({ hasText: '세션이 만료되었습니다' })).toBeVisible();
    await expect(page).toHaveURL('/login?next=%2Fmy-page%2Fedit-info');
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('name')])).toEqual([null, null]);
    await field(page, '아이디').fill('acme.staff20');
    await field(page, '비밀번호').fill('Member!2345');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL('/my-page/edit-info');
  });

  test('a building manager lands in the back office after login', async ({ page }) => {
    await useLanguage(page, 'en');
    await loginThroughForm(page, 'admin', { lang: 'en' });
    await expect(page).toHaveURL(/\/admin/);
  });
});

test.describe('prerendered login page', () => {
  test.use({ expectedConsoleErrors: /status of 40[13]|Failed to load resource|Failed to fetch dynamically imported module/ });
  test('paints the form in the language of the cookie, and logs in once the app has started', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'selectedLang', value: 'en', url: baseURL! }]);
    await useLanguage(page, 'en');
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('lang="en"');
    expect(html).toMatch(/<label[^>]*>ID/);
    await loginThroughForm(page, 'acme.kim', { lang: 'en' });
    await expect(page.getByRole('banner').getByRole('button', { name: '김민지' })).toBeVisible();
  });

  test('before the app has started the form is shown but disabled, so nothing typed into it is lost', async ({ page }) => {
    // Only the boot script loads, as on a slow phone in the first seconds.
    await page.route('**/assets/*.js', (route) =>
      /\/assets\/boot-[\w-]+\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(field(page, '아이디')).toBeDisabled();
    await expect(page.getByRole('main').getByRole('button', { name: '로그인', exact: true })).toBeDisabled();
  });
});

test.describe('after logging in', () => {
  test('a tenant manager lands on the tenant-service home: coming bookings, sign-ups to approve, notifications', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await loginThroughForm(page, 'acme.master', { lang: 'en' });
    await expect(page).toHaveURL('/tenant-service-home');
    await expect(page.getByRole('heading', { level: 2, name: 'Coming up' })).toBeVisible();
    const approvals = page.getByRole('region', { name: 'Waiting for your approval' });
    await expect(approvals.getByText(/^\d+ sign-ups? of your company waits? for a decision\.$/)).toBeVisible();
    await approvals.getByRole('link', { name: 'Review sign-ups' }).click();
    await expect(page).toHaveURL('/tenant-manager/employee-management?status=pending');
  });

  test('the bell counts unread notifications, lists them and marks them read when opened', async ({ page, request }) => {
    // A booking leaves its confirmation in the booker's notifications (acme.staff04: no other journey uses it).
    await bookConferenceByApi(request, 'acme.staff04', {
      room: 2,
      date: businessDayAhead(8),
      start: '17:00',
      end: '18:00',
      purpose: 'Bell check',
      contactEmail: 'staff04@example.com',
    });

    await useLanguage(page, 'en');
    await loginThroughForm(page, 'acme.staff04', { lang: 'en' });
    const banner = page.getByRole('banner');
    const bell = banner.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    // Stored as a kind with its data, the notice is written in the language the page is in now.
    const item = banner
      .getByRole('listitem')
      .filter({ hasText: /Conference room booked: Conference room 303, / })
      .first();
    await expect(item).toBeVisible();
    await expect(item.getByText(/^(New|새 알림)$/)).toBeVisible(); // still marked new while the list is open
    await expect(banner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible(); // read now
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(banner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    await banner.getByLabel('Language').selectOption('ko');
    await banner.getByRole('button', { name: '알림', exact: true }).click();
    await expect(
      banner
        .getByRole('listitem')
        .filter({ hasText: /회의실 예약 확정: 회의실 303, / })
        .first(),
    ).toBeVisible();
  });
});
