import type { Page } from '@playwright/test';
import { API_HEADERS as API, apiLogin, loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage } from './support/fixtures';
import { field } from './support/form';

/**
 * My Page, editing one's own info and password, and the member QR (issue 3). Journeys that change an
 * account use accounts of their own (acme.staff09/10 edit their info, acme.staff03/15 change their
 * password), so the other journeys' logins are not disturbed.
 */

// Refused saves answer 400, wrong logins 401, the anonymous visit 403: Chromium logs those as failed resources.
test.use({ expectedConsoleErrors: /status of 40[013]/ });

/** The value shown next to a label in the personal-info list. */
const infoValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /개인 정보|Personal info/ })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

test.describe('My Page', () => {
  test('in Korean: shows the personal info with the contact formatted, the histories and the notifications', async ({ page }) => {
    await useLanguage(page, 'ko');
    await loginAs(page, 'acme.kim');
    await page.goto('/my-page');
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'white');
    await expect(infoValue(page, '이름')).toHaveText('김민지');
    await expect(infoValue(page, '아이디')).toHaveText('acme.kim');
    await expect(infoValue(page, '입주사')).toHaveText('에이씨엠이코리아 · 13층');
    await expect(infoValue(page, '성별')).toHaveText('여성');
    await expect(infoValue(page, '권한')).toHaveText('일반 회원');
    await expect(infoValue(page, '연락처')).toHaveText(/^010-\d{4}-\d{4}$/);
    await expect(infoValue(page, '이메일')).toHaveText('acme.kim@tea-demo.example');

    // One history of every kind's bookings (decision 0064).
    await expect(page.getByRole('link', { name: /^예약 내역/ })).toHaveAttribute('href', '/my-page/amenity-reservation-history');
    await expect(page.getByRole('link', { name: /VOC 신청 내역/ })).toHaveAttribute('href', '/my-page/voc-application-details');
    await expect(page.getByRole('heading', { name: '관리', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: '알림' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: '회원정보 수정' }).click();
    await expect(page).toHaveURL('/my-page/edit-info');
    await expect(page.getByRole('heading', { level: 1, name: '회원정보 수정' })).toBeVisible();
  });

  test('in English: a building manager sees the back-office entry and no company', async ({ page }) => {
    await useLanguage(page, 'en');
    await loginAs(page, 'admin', { lang: 'en' });
    await page.goto('/my-page');
    await expect(page.getByRole('heading', { level: 1, name: 'My Page' })).toBeVisible();
    await expect(infoValue(page, 'Name')).toHaveText('관리자');
    await expect(infoValue(page, 'Tenant company')).toHaveText('None');
    await expect(infoValue(page, 'Permission')).toHaveText('Building manager');
    await expect(page.getByRole('region', { name: 'Management' }).getByRole('link', { name: /Back office/ })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(page.getByRole('link', { name: /Employee management/ })).toHaveCount(0);
    // The office books and files nothing of its own: no histories to open.
    await expect(page.getByRole('region', { name: 'Histories' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /My reservations/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a tenant manager sees the unread sign-up notice, the staff entry, and marks the notices read', async ({
    page,
    request,
  }) => {
    const loginId = `mp.${Date.now().toString(36)}`;
    const companies = (await (await request.get('/api/v1/companies', { headers: API })).json()) as {
      items: { id: number; nameEn: string; floors: number[] }[];
    };
    const blue = companies.items.find((c) => c.nameEn === 'Blue Ocean Partners')!;
    const signup = await request.post('/api/v1/accounts/signup', {
      headers: { ...API, 'x-language': 'ko' },
      data: {
        companyId: blue.id,
        floor: blue.floors[0],
        name: '알림대상',
        loginId,
        idVerified: true,
        password: 'Signup!2345',
        passwordConfirm: 'Signup!2345',
        email: `${loginId}@example.com`,
        mobile: '010-4444-5555',
        gender: 'male',
        consents: { privacyRequired: true, termsRequired: true, marketingOptional: false },
      },
    });
    expect(signup.status()).toBe(201);

    await useLanguage(page, 'ko');
    await loginAs(page, 'blue.master');
    await page.goto('/my-page');
    const notices = page.getByRole('region', { name: '알림' });
    const item = notices.getByRole('listitem').filter({ hasText: `알림대상님(${loginId})` });
    await expect(item.getByText('새 알림')).toBeVisible();
    await expect(item.getByText('블루오션파트너스 임직원 가입 승인 요청', { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: /자세히 보기/ })).toHaveAttribute('href', '/tenant-manager/employee-management');
    await expect(notices.getByText(/읽지 않은 알림 \d+건/)).toBeVisible();
    await expect(page.getByRole('region', { name: '관리' }).getByRole('link', { name: /임직원 관리/ })).toHaveAttribute(
      'href',
      '/tenant-manager/employee-management',
    );

    await notices.getByRole('button', { name: '모두 읽음으로 표시' }).click();
    await expect(notices.getByText('모든 알림을 읽었습니다.')).toBeVisible();
    await expect(item.getByText('새 알림')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: '알림' }).getByText('새 알림')).toHaveCount(0);
  });

  test('an anonymous visitor opening My Page gets the session-expired flow and lands on login', async ({ page }) => {
    await useLanguage(page, 'ko');
    await page.goto('/my-page');
    await expect(page.getByText('세션이 만료되었습니다')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-page$/);
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  });
});

test.describe('editing one’s info', () => {
  test('in Korean: a wrong contact keeps what was typed, the fix saves and the header shows the new name', async ({ page }) => {
    await useLanguage(page, 'ko');
    await loginAs(page, 'acme.staff09');
    await page.goto('/my-page/edit-info');
    const form = page.getByRole('form', { name: '개인 정보 변경' });
    await expect(form.getByLabel('아이디')).toHaveValue('acme.staff09');
    const email = await form.getByLabel('이메일').inputValue();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('이름').fill('한다온');
    await form.getByLabel('연락처').fill('010-12');
    await form.getByRole('radio', { name: '남성' }).check();
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByText('올바른 전화번호를 입력해 주세요. 예: 010-1234-5678')).toBeVisible();
    await expect(form.getByLabel('이름')).toHaveValue('한다온');
    await expect(form.getByLabel('이메일')).toHaveValue(email);
    await expect(form.getByRole('radio', { name: '남성' })).toBeChecked();

    await form.getByLabel('연락처').fill('01098765432');
    await form.getByLabel('층').selectOption({ label: '14층' });
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByText('회원정보가 저장되었습니다.')).toBeVisible();
    await expect(form.getByLabel('연락처')).toHaveValue('010-9876-5432');
    await expect(page.getByRole('banner').getByRole('button', { name: '한다온' })).toBeVisible();

    await page.getByRole('link', { name: '마이페이지로' }).click();
    await expect(infoValue(page, '이름')).toHaveText('한다온');
    await expect(infoValue(page, '연락처')).toHaveText('010-9876-5432');
    await expect(infoValue(page, '입주사')).toHaveText('에이씨엠이코리아 · 14층');
    await expect(infoValue(page, '성별')).toHaveText('남성');
  });

  test('in English: each field names its problem and keeps the other values; the fix saves', async ({ page }) => {
    await useLanguage(page, 'en');
    await loginAs(page, 'acme.staff10', { lang: 'en' });
    await page.goto('/my-page/edit-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit member info' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Change personal info' });
    await form.getByLabel('Name').fill('Dana Han');
    await form.getByLabel('Email').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter your email.')).toBeVisible();
    await form.getByLabel('Email').fill('dana.han@example.com');
    await form.getByLabel('Contact').fill('+1 202 555 0143');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a valid Korean phone number, e.g. 010-1234-5678.')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Dana Han');
    await form.getByLabel('Contact').fill('02-6000-1234');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Your info has been saved.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dana Han' })).toBeVisible();
    await page.goto('/my-page');
    await expect(infoValue(page, 'Contact')).toHaveText('02-6000-1234');
    await expect(infoValue(page, 'Email')).toHaveText('dana.han@example.com');
  });
});

const passwordCases = [
  {
    lang: 'ko' as const,
    loginId: 'acme.staff03',
    next: 'Renewed!Pw03',
    t: {
      form: '비밀번호 변경',
      current: '현재 비밀번호',
      new: '새 비밀번호',
      confirm: '새 비밀번호 확인',
      wrong: '현재 비밀번호가 올바르지 않습니다.',
      saved: '비밀번호가 변경되었습니다. 다른 기기에서는 모두 로그아웃되었습니다.',
      logout: '로그아웃',
      id: '아이디',
      pw: '비밀번호',
      submit: '로그인',
      refused: '아이디 또는 비밀번호가 올바르지 않습니다.',
    },
  },
  {
    lang: 'en' as const,
    loginId: 'acme.staff15',
    next: 'Renewed!Pw15',
    t: {
      form: 'Change password',
      current: 'Current password',
      new: 'New password',
      confirm: 'Confirm new password',
      wrong: 'The current password is incorrect.',
      saved: 'Your password has been changed. Your other devices have been logged out.',
      logout: 'Log out',
      id: 'ID',
      pw: 'Password',
      submit: 'Log in',
      refused: 'The ID or password is incorrect.',
    },
  },
];

for (const { lang, loginId, next, t } of passwordCases) {
  test(`changing the password in ${lang === 'ko' ? 'Korean' : 'English'}: wrong current refused, other devices logged out, only the new password works`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, lang);
    const otherDevice = await apiLogin(request, loginId, 'Member!2345');
    await loginAs(page, loginId, { lang });
    await page.goto('/my-page/edit-info');
    const form = page.getByRole('form', { name: t.form });
    await field(form, t.current).fill('Wrong!2345');
    await field(form, t.new).fill(next);
    await field(form, t.confirm).fill(next);
    await form.getByRole('button', { name: t.form }).click();
    await expect(form.getByText(t.wrong)).toBeVisible();
    await expect(field(form, t.new)).toHaveValue(next);

    await field(form, t.current).fill('Member!2345');
    await form.getByRole('button', { name: t.form }).click();
    await expect(form.getByText(t.saved)).toBeVisible();
    await expect(field(form, t.current)).toHaveValue('');
    const other = await request.get('/api/v1/me/profile', { headers: { ...API, authorization: `Bearer ${otherDevice}` } });
    expect(other.status()).toBe(403);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/my-page/edit-info'); // this device stays logged in

    const name = (await page.evaluate(() => localStorage.getItem('name')))!;
    await page.getByRole('banner').getByRole('button', { name }).click();
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/login');
    await field(page, t.id).fill(loginId);
    await field(page, t.pw).fill('Member!2345');
    await page.getByRole('main').getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: t.refused })).toBeVisible();
    await field(page, t.pw).fill(next);
    await page.getByRole('main').getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });
}

test.describe('member QR', () => {
  test('in Korean: a large QR with the name and company that changes on its own before it expires', async ({ page }) => {
    await useLanguage(page, 'ko');
    await loginAs(page, 'acme.kim');
    await page.goto('/member-qr');
    const image = page.getByRole('img', { name: '김민지 님의 회원 QR 코드' });
    await expect(image).toBeVisible();
    // From here the page's time moves only when the test says so: the countdown cannot drift while it reads.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await expect(page.getByText('에이씨엠이코리아')).toBeVisible();
    await expect(page.getByText('화면 밝기를 최대로')).toBeVisible();
    const box = (await image.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(box.height).toBeGreaterThanOrEqual(280);
    const countdown = page.getByTestId('member-qr-countdown');
    await expect(countdown).toHaveText(/^\d+초 동안 유효$/);

    const qrPath = () => image.locator('path').getAttribute('d');
    const before = await qrPath();
    const secondsLeft = async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
    const left = await secondsLeft();
    expect(left).toBeGreaterThan(50);
    await page.clock.runFor(10_000);
    await expect(countdown).toHaveText(`${left - 10}초 동안 유효`);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/qr-token') && r.status() === 200);
    await page.clock.runFor(40_000);
    const { token } = (await (await refreshed).json()) as { token: string };
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    await page.clock.runFor(500); // the query cache hands the answer to React on a timer
    await expect.poll(async () => (await qrPath()) !== before, { message: 'the QR image changed' }).toBe(true);
    // Without the refresh only a few seconds would be left; the new code starts a new minute.
    expect(await secondsLeft()).toBeGreaterThan(40);

    // A hidden tab asks for nothing; coming back into view fetches a fresh code at once.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/me/qr-token')) asked += 1;
    });
    const setVisible = (visible: boolean) =>
      page.evaluate((v) => {
        Object.defineProperty(document, 'visibilityState', { value: v ? 'visible' : 'hidden', configurable: true });
        Object.defineProperty(document, 'hidden', { value: !v, configurable: true });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, visible);
    await setVisible(false);
    await page.clock.runFor(100_000);
    expect(asked).toBe(0);
    const back = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/qr-token') && r.status() === 200);
    await setVisible(true);
    await back;
    expect(asked).toBe(1);
    await page.clock.runFor(500);
    await expect(countdown).toHaveText('60초 동안 유효'); // fetched at this very moment
    await page.clock.resume(); // axe needs running timers
    await expectNoSeriousA11yViolations(page);
  });

  test('in English: the QR names the person, and the refresh button fetches a new code', async ({ page }) => {
    await useLanguage(page, 'en');
    await loginAs(page, 'acme.kim', { lang: 'en' });
    await page.goto('/member-qr');
    await expect(page.getByRole('heading', { level: 1, name: 'My QR code' })).toBeVisible();
    const image = page.getByRole('img', { name: 'Member QR code of 김민지' });
    await expect(image).toBeVisible();
    await expect(page.getByText('ACME Korea')).toBeVisible();
    await expect(page.getByText(/turn your screen brightness all the way up/)).toBeVisible();
    const qrPath = () => image.locator('path').getAttribute('d');
    const before = await qrPath();
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/qr-token') && r.status() === 200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    await expect.poll(async () => (await qrPath()) !== before, { message: 'the QR image changed' }).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
