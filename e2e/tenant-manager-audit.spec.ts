import type { APIRequestContext } from '@playwright/test';
import { API_HEADERS, loginAs } from './support/auth';
import { seoulDay } from './support/dates';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, walkIn } from './support/fixtures';

/**
 * The tenant manager's audit log (issue 15, decision 0031): a member of ACME suspends their locker
 * rental, and ACME's tenant manager finds the change from My Page's management links, filtered to
 * rentals. Accounts no other journey uses: acme.staff46 (ko) and acme.staff47 (en).
 */

const TEXT = {
  ko: {
    member: 'acme.staff46',
    management: '관리',
    link: /감사 로그/,
    title: '감사 로그',
    targetType: '대상 유형',
    rental: '락커·바구니 대여',
    apply: '조회',
    note: (start: string) => `${start}부터 10일 일시정지`,
  },
  en: {
    member: 'acme.staff47',
    management: 'Management',
    link: /Audit log/,
    title: 'Audit log',
    targetType: 'Target type',
    rental: 'Locker or basket rental',
    apply: 'Search',
    note: (start: string) => `Suspended 10 days from ${start}`,
  },
} as const;

async function session(request: APIRequestContext, loginId: string) {
  const res = await request.post('/api/v1/auth/login', { headers: API_HEADERS, data: { loginId, password: 'Member!2345' } });
  expect(res.status(), `login of ${loginId}`).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { ...API_HEADERS, authorization: `Bearer ${accessToken}` };
}

/** The member rents a free locker from tomorrow (the middle of the row, away from other journeys' picks) and suspends it for 10 days. */
async function suspendsALocker(request: APIRequestContext, headers: Record<string, string>, lang: 'ko' | 'en') {
  const start = seoulDay(1);
  const map = await request.get(`/api/v2/wellness/rentals/map?kind=locker&start=${start}&months=1`, { headers });
  const free = ((await map.json()) as { units: { number: number; free: boolean }[] }).units.filter((u) => u.free);
  const unit = free[Math.floor(free.length / 2) + (lang === 'ko' ? 0 : 1)]!;
  const rented = await request.post('/api/v2/wellness/rentals', {
    headers,
    data: { kind: 'locker', number: unit.number, start, months: 1 },
  });
  expect(rented.status(), await rented.text()).toBe(201);
  const { id } = (await rented.json()) as { id: number };
  const suspendedFrom = seoulDay(2);
  const suspended = await request.post(`/api/v2/wellness/memberships/locker/${id}/suspend`, {
    headers,
    data: { start: suspendedFrom, days: 10, reason: 'Business trip' },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  return suspendedFrom;
}

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: the tenant manager sees a member's locker suspension in the company's audit log`, async ({ page }) => {
    const from = await suspendsALocker(page.request, await session(page.request, t.member), lang);

    await useLanguage(page, lang);
    await loginAs(page, 'acme.master', { lang });
    await page.goto('/my-page');
    await page.getByRole('region', { name: t.management }).getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL('/tenant-manager/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    await page.getByLabel(t.targetType).selectOption({ label: t.rental });
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/targetType=rental/);
    const row = page.getByRole('row').filter({ hasText: t.member });
    await expect(row.getByText(t.note(from))).toBeVisible();
    // Only ACME's entries: no company column, and the member's own address shown (their action).
    await expect(page.getByRole('columnheader', { name: lang === 'ko' ? '입주사' : 'Company' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
