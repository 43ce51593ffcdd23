import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS as API, apiLogin, loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, walkIn } from './support/fixtures';
import { seoulToday } from './support/dates';
import { field } from './support/form';
import { formatDate } from '@tea/shared/format';

/** The back office (issue 3) as a building manager uses it, in Korean and English. */

const TEXT = {
  ko: {
    nav: '관리자 메뉴',
    dashboard: '대시보드',
    pending: '승인 대기',
    users: '사용자',
    search: '조회',
    userSearch: '이름, 아이디 또는 이메일',
    approve: '승인',
    approved: '승인됨',
    companies: '입주사',
    addCompany: '입주사 추가',
    companySearch: '회사명 또는 코드',
    holidays: '휴일',
    audit: '감사 로그',
    action: '작업',
    login: '로그인',
    pageViews: '페이지 조회',
  },
  en: {
    nav: 'Back office',
    dashboard: 'Dashboard',
    pending: 'Pending approvals',
    users: 'Users',
    search: 'Search',
    userSearch: 'Name, ID or e-mail',
    approve: 'Approve',
    approved: 'Approved',
    companies: 'Companies',
    addCompany: 'Add company',
    companySearch: 'Name or code',
    holidays: 'Holidays',
    audit: 'Audit log',
    action: 'Action',
    login: 'Logged in',
    pageViews: 'Page views',
  },
} as const;

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('access_token')))!;
}

async function adminGet<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1/admin${path}`, { headers: { ...API, authorization: `Bearer ${await token(page)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** A fresh sign-up waiting for approval, so no other journey's account is touched. */
async function signUpPending(request: APIRequestContext, loginId: string, name: string) {
  const companies = (await (await request.get('/api/v1/companies', { headers: API })).json()) as {
    items: { id: number; nameEn: string; floors: number[] }[];
  };
  const haneul = companies.items.find((c) => c.nameEn === 'Haneul Soft')!;
  const res = await request.post('/api/v1/accounts/signup', {
    headers: API,
    data: {
      companyId: haneul.id,
      floor: haneul.floors[0],
      name,
      loginId,
      idVerified: true,
      password: 'Signup!2345',
      passwordConfirm: 'Signup!2345',
      email: `${loginId}@example.com`,
      mobile: '010-3333-4444',
      gender: 'female',
      consents: { privacyRequired: true, termsRequired: true, marketingOptional: false },
    },
  });
  expect(res.status()).toBe(201);
}

for (const lang of walkIn('en')) {
  const l = TEXT[lang];

  test.describe(`back office (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await loginAs(page, 'admin', { lang });
      await page.goto('/admin');
    });

    test('the dashboard shows how many sign-ups wait for approval', async ({ page, request }) => {
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('heading', { level: 1, name: l.dashboard })).toBeVisible();
      await expect(page.getByRole('navigation', { name: l.nav })).toBeVisible();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: l.pending }) });
      // Other journeys approve sign-ups at the same time: compare with the server until both agree.
      await expect(async () => {
        const { pendingUsers } = await adminGet<{ pendingUsers: number }>(page, request, '/summary');
        await page.reload();
        await expect(card).toContainText(pendingUsers.toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US'), { timeout: 2000 });
      }).toPass();
      await expectNoSeriousA11yViolations(page);
    });

    test('approves a pending sign-up in the user list and sees its status change', async ({ page, request }) => {
      const loginId = `haneul.adm${lang}`;
      const name = lang === 'ko' ? '정다은' : '유하린';
      await signUpPending(request, loginId, name);
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.users, exact: true }).click();
      await expect(page).toHaveURL('/admin/users');
      await page.getByLabel(l.userSearch).fill(loginId);
      await page.getByRole('button', { name: l.search, exact: true }).click();
      await expect(page).toHaveURL(`/admin/users?q=${loginId}`);
      const row = page.getByRole('row').filter({ hasText: loginId });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(lang === 'ko' ? '승인 대기' : 'Pending', { exact: true })).toBeVisible();
      await row
        .getByRole('button', {
          name: new RegExp(`${l.approve}.*${loginId.replace('.', '\\.')}|${loginId.replace('.', '\\.')}.*${l.approve}`),
        })
        .click();
      await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();
      await expect(row.getByText(l.approved, { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: new RegExp(`^${l.approve}|${l.approve}$`) })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('adds a company, with a message on each missing field first, and finds it', async ({ page, request }) => {
      const code = `e2e-${lang}`;
      const nameKo = lang === 'ko' ? '이투이 상사' : '이투이 트레이딩';
      const nameEn = lang === 'ko' ? 'E2E Sangsa' : 'E2E Trading';
      await page.goto('/admin/companies');
      await page.getByRole('button', { name: l.addCompany }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const f =
        lang === 'ko'
          ? {
              code: '코드',
              nameKo: '회사명(국문)',
              nameEn: '회사명(영문)',
              floors: '층',
              save: '저장',
              retail: '리테일',
              split: '분리 층 입주사',
            }
          : {
              code: 'Code',
              nameKo: 'Name (Korean)',
              nameEn: 'Name (English)',
              floors: 'Floors',
              save: 'Save',
              retail: 'Retail',
              split: 'Split-floor tenant',
            };
      await dialog.getByRole('button', { name: f.save }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(4); // code, both names, floors
      await expect(field(dialog, f.code)).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);

      await field(dialog, f.code).fill(code);
      await field(dialog, f.nameKo).fill(nameKo);
      await field(dialog, f.nameEn).fill(nameEn);
      await field(dialog, f.floors).fill('B1, 3-4');
      await field(dialog, f.split).check();
      await dialog.getByRole('button', { name: f.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: lang === 'ko' ? nameKo : nameEn })).toBeVisible();

      await page.getByLabel(l.companySearch).fill(code);
      await page.getByRole('button', { name: l.search, exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText(lang === 'ko' ? nameKo : nameEn);
      await expect(row).toContainText('B1, 3, 4');
      const offered = (await (await request.get('/api/v1/companies', { headers: API })).json()) as {
        items: { nameEn: string }[];
      };
      expect(offered.items.map((c) => c.nameEn)).toContain(nameEn);
    });

    test('adds a temporary holiday and removes it after confirming', async ({ page }) => {
      const year = Number(seoulToday().slice(0, 4));
      const date = `${year}-11-${lang === 'ko' ? '18' : '19'}`;
      const t =
        lang === 'ko'
          ? {
              date: '날짜',
              nameKo: '이름(국문)',
              nameEn: '이름(영문)',
              add: '추가',
              kind: '임시 휴일',
              remove: '삭제',
              dialog: '이 날을 삭제하시겠습니까?',
            }
          : {
              date: 'Date',
              nameKo: 'Name (Korean)',
              nameEn: 'Name (English)',
              add: 'Add',
              kind: 'Temporary holiday',
              remove: 'Remove',
              dialog: 'Remove this day?',
            };
      await page.goto('/admin/holidays');
      await expect(page.getByRole('heading', { level: 1, name: l.holidays })).toBeVisible();
      const form = page.getByRole('region', { name: lang === 'ko' ? '휴일 추가' : 'Add a day' });
      await field(form, t.date).fill(date);
      await field(form, t.nameKo).fill('창립 기념 휴무');
      await field(form, t.nameEn).fill('Founding day off');
      await form.getByRole('radio', { name: t.kind }).check();
      await form.getByRole('button', { name: t.add }).click();
      const row = page.getByRole('row').filter({ hasText: formatDate(date, lang) });
      await expect(row).toContainText(lang === 'ko' ? '창립 기념 휴무' : 'Founding day off');
      await expect(row).toContainText(t.kind);
      await expectNoSeriousA11yViolations(page);

      await row.getByRole('button', { name: new RegExp(t.remove) }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.remove }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: formatDate(date, lang) })).toHaveCount(0);
      // A public holiday has no remove button.
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: formatDate(`${year}-01-01`, lang) })
          .getByRole('button'),
      ).toHaveCount(0);
    });

    test('finds its own login in the audit log', async ({ page }) => {
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.audit }).click();
      await page.getByLabel(l.action).selectOption({ label: l.login });
      await page.getByRole('button', { name: l.search, exact: true }).click();
      await expect(page).toHaveURL('/admin/audit?action=login');
      const first = page.getByRole('row').nth(1);
      await expect(first).toContainText('admin');
      await expect(first).toContainText(l.login);
      await expect(first).toContainText('127.0.0.1');
      await expectNoSeriousA11yViolations(page);
    });

    test('shows the page views of today in the chart after visiting a few pages', async ({ page }) => {
      for (const path of ['/about', '/parking', '/gallery']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.goto('/admin/page-views');
      const chart = page.getByRole('img', { name: lang === 'ko' ? /일별 페이지 조회/ : /Page views per day/ });
      await expect(chart).toBeVisible();
      // Only /parking: the three visits of this journey count, whatever the other journeys viewed.
      await field(page, lang === 'ko' ? '경로' : 'Path').fill('/parking');
      await page.getByRole('search').getByRole('button', { name: l.search }).click();
      await expect(page).toHaveURL(/path=%2Fparking/);
      await page.getByRole('button', { name: lang === 'ko' ? '표로 보기' : 'Show as table' }).click();
      const today = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: seoulToday() }) });
      await expect(async () => {
        await expect(today).toBeVisible({ timeout: 1000 });
        expect(Number((await today.getByRole('cell').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
      }).toPass();
      const topPaths = page.getByRole('table', { name: lang === 'ko' ? '많이 본 경로' : 'Most viewed paths' });
      await expect(topPaths.getByRole('rowheader')).toHaveText(['/parking']);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('pages of the back office', () => {
  test('each page passes axe and is reachable from the navigation', async ({ page }) => {
    test.slow(); // seven axe scans in one journey
    await useLanguage(page, 'en');
    await loginAs(page, 'admin', { lang: 'en' });
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const [link, heading] of [
      ['Companies', 'Companies'],
      ['Users', 'Users'],
      ['Holidays', 'Holidays'],
      ['Audit log', 'Audit log'],
      ['Notifications', 'Notifications'],
      ['Page views', 'Page views'],
      ['Dashboard', 'Dashboard'],
    ]) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the outbox lists a password e-mail with its recipient, status and text, in the person’s language', async ({
    page,
    request,
  }) => {
    await apiLogin(request, 'blue.park'); // in Korean: the person now reads the portal in Korean
    await useLanguage(page, 'en');
    await loginAs(page, 'admin', { lang: 'en' });
    await page.goto('/admin');
    const found = await adminGet<{ items: { id: number }[] }>(page, request, '/users?q=blue.park');
    const res = await request.post(`/api/v1/admin/users/${found.items[0]!.id}/reset-password`, {
      headers: { ...API, 'x-language': 'en', authorization: `Bearer ${await token(page)}` },
    });
    expect(res.status()).toBe(202);
    await page.goto('/admin/notifications?channel=email');
    const row = page.getByRole('row').filter({ hasText: 'blue.park@tea-demo.example' }).first();
    // The delivery job sends it within a second or two: kept without an SMTP server, sent with one.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText(/Kept|Sent/, { timeout: 1000 });
    }).toPass();
    // Written for blue.park in Korean, though the manager who asked reads the back office in English.
    await row.getByText('[T.E.A. 타워] 비밀번호 재설정 안내').click();
    await expect(row.getByText(/아래 링크에서 새 비밀번호를 설정해 주세요/)).toBeVisible();
    await expect(row.getByText(/^\/findid\/reset\?token=/)).toBeVisible();
  });
});

test.describe('someone who is not a building manager', () => {
  test.use({ expectedConsoleErrors: /status of 403/ });

  test('a tenant manager opening /admin sees the access-denied screen and keeps the session', async ({ page }) => {
    await useLanguage(page, 'ko');
    await loginAs(page, 'acme.master');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
    await expect(page.getByText('입주사 마스터에게 문의해 주세요.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toHaveCount(0);
    expect(await token(page)).not.toBeNull();
  });
});
