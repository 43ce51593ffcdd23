import type { Page, Route } from '@playwright/test';
import { API_HEADERS, loginAs, passwordOf } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang } from './support/fixtures';
import { field } from './support/form';

/**
 * When the balancer loses the portal's answer (a replica stopped mid-request, decision 0048): the
 * page sends the submission again with the same Idempotency-Key, the server gives the first answer
 * again, and the person gets one complaint; when nothing answers, the page says in their language
 * that it could not confirm, never a parser's message, and links to the history.
 */

const TEXT = {
  ko: {
    floor: '층',
    type: '민원 유형',
    sanitation: '위생',
    subject: '제목',
    detail: '내용',
    submit: '접수하기',
    submitted: '민원이 접수되었습니다.',
    unknown: '요청이 처리되었는지 확인하지 못했습니다',
    history: '내 내역 보기',
  },
  en: {
    floor: 'Floor',
    type: 'Complaint type',
    sanitation: 'Sanitation',
    subject: 'Title',
    detail: 'Details',
    submit: 'Submit',
    submitted: 'Your complaint was received.',
    unknown: 'we could not confirm your request',
    history: 'Open my history',
  },
} as const;

/** What HAProxy answers when the replica behind it is gone: its own HTML page. */
const proxyPage = (route: Route) =>
  route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });

async function fillComplaint(page: Page, l: (typeof TEXT)[Lang], title: string) {
  await page.goto('/voc-home?tab=complaints');
  await field(page, l.floor).selectOption('12');
  await field(page, l.type).selectOption({ label: l.sanitation });
  await field(page, l.subject).fill(title);
  await field(page, l.detail).fill('The tap drips all night.');
}

/** The person's complaints with this title, as the API lists them to them. */
async function complaintsTitled(page: Page, loginId: string, title: string) {
  const login = await page.request.post('/api/v1/auth/login', {
    headers: API_HEADERS,
    data: { loginId, password: passwordOf(loginId) },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await page.request.get('/api/v1/voc/complaints', {
    headers: { ...API_HEADERS, authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { title: string }[] };
  return items.filter((c) => c.title === title).length;
}

// The browser says so when an answer is a 502: that is what these journeys make happen.
test.use({ expectedConsoleErrors: /status of 502 \(Bad Gateway\)/ });

// One language each: the messages of both are checked where they are made (api-client.test.ts).
test('ko: a complaint whose answer the balancer lost is sent again and filed once', async ({ page }) => {
  const l = TEXT.ko;
  const who = 'acme.staff36'; // in no other journey
  await useLanguage(page, 'ko');
  await loginAs(page, who, { lang: 'ko' });
  const title = `Drip ${Date.now().toString(36)}`;
  await fillComplaint(page, l, title);
  const keys: string[] = [];
  // The first submission reaches the server and is filed; its answer is lost on the way back.
  await page.route('**/api/v1/voc/complaints', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.fallback();
    await route.fetch();
    return proxyPage(route);
  });
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByText(l.submitted)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await complaintsTitled(page, who, title)).toBe(1);
});

test('en: a submission nothing answers says it could not be confirmed and links to the history', async ({ page }) => {
  const l = TEXT.en;
  await useLanguage(page, 'en');
  await loginAs(page, 'acme.staff45', { lang: 'en' }); // in no other journey
  const title = `Unconfirmed ${Date.now().toString(36)}`;
  await fillComplaint(page, l, title);
  await page.route('**/api/v1/voc/complaints', (route) =>
    route.request().method() === 'POST' ? proxyPage(route) : route.fallback(),
  );
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: l.unknown }).first()).toBeVisible();
  await expect(page.getByText(/Unexpected token|JSON/)).toHaveCount(0);
  // Nothing the person typed is lost.
  await expect(field(page, l.subject)).toHaveValue(title);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: l.history }).click();
  await expect(page).toHaveURL(/\/my-page\/voc-application-details/);
});
