import type { Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

// The last-manager refusal answers 409 and a member's request 403: Chromium logs both as failed resources.
test.use({ expectedConsoleErrors: /status of 40[39]/ });

const LIST = '/tenant-manager/employee-management';

const TEXT = {
  ko: {
    title: '임직원 관리',
    search: '검색어',
    searchButton: '검색',
    status: '상태',
    pending: '승인 대기',
    add: '임직원 등록',
    details: '임직원 상세',
    approve: '승인',
    reject: '거절',
    approveSelected: '선택 승인',
    selectAll: '이 페이지의 승인 대기 전체 선택',
    save: '저장',
    saved: '변경 내용을 저장했습니다.',
    delete: '삭제',
    deleteConfirm: '이 임직원을 삭제하시겠습니까?',
    deleted: '임직원을 삭제했습니다.',
    empty: '조건에 맞는 임직원이 없습니다.',
    unmake: '입주사 관리자 해제',
    lastManager: '회사에는 입주사 관리자가 한 명 이상 있어야 합니다.',
    name: '이름',
    loginId: '아이디',
    email: '이메일',
    mobile: '연락처',
    floor: '층',
    female: '여성',
    submit: '등록',
    invited: /비밀번호 설정 안내 메일을 보냈습니다/,
    denied: '입주사 마스터에게 문의해 주세요.',
    nameRequired: '이름을 입력해 주세요.',
  },
  en: {
    title: 'Employee management',
    search: 'Search',
    searchButton: 'Search',
    status: 'Status',
    pending: 'Waiting for approval',
    add: 'Add employee',
    details: 'Employee details',
    approve: 'Approve',
    reject: 'Reject',
    approveSelected: 'Approve selected',
    selectAll: 'Select all waiting sign-ups on this page',
    save: 'Save',
    saved: 'Your changes have been saved.',
    delete: 'Delete',
    deleteConfirm: 'Would you like to delete this employee?',
    deleted: 'The employee has been deleted.',
    empty: 'No employees match.',
    unmake: 'Unmake tenant manager',
    lastManager: 'The company needs at least one tenant manager.',
    name: 'Name',
    loginId: 'ID',
    email: 'Email',
    mobile: 'Contact',
    floor: 'Floor',
    female: 'Female',
    submit: 'Add',
    invited: /an invitation e-mail to set the password was sent/,
    denied: 'Please contact your tenant master.',
    nameRequired: 'Please enter your name.',
  },
} as const;

async function openList(page: Page, lang: Lang) {
  await useLanguage(page, lang);
  await loginAs(page, 'acme.master', { lang });
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

async function search(page: Page, lang: Lang, q: string) {
  await page.getByRole('searchbox', { name: TEXT[lang].search }).fill(q);
  await page.getByRole('search').getByRole('button', { name: TEXT[lang].searchButton }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q).replace('.', '\\.')}`));
}

const row = (page: Page, loginId: string) => page.getByRole('row').filter({ hasText: loginId });

async function openDetails(page: Page, lang: Lang, loginId: string, name: string) {
  await search(page, lang, loginId);
  await row(page, loginId).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].details })).toBeVisible();
}

test('in Korean: approves a pending sign-up one by one, then two more in bulk', async ({ page }) => {
  await openList(page, 'ko');
  await expectNoSeriousA11yViolations(page);
  // Waiting sign-ups come first.
  await expect(page.getByRole('row').nth(1)).toContainText('승인 대기');

  await row(page, 'acme.lee').getByRole('button', { name: '이서준 승인' }).click();
  const dialog = page.getByRole('dialog', { name: '가입 승인' });
  await expect(dialog).toContainText('이서준님의 가입을 승인하시겠습니까?');
  await dialog.getByRole('button', { name: '승인' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1명의 가입을 승인했습니다.' })).toBeVisible();
  await expect(row(page, 'acme.lee').getByRole('button', { name: '이서준 승인' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: '한수아(acme.staff06) 선택' }).check();
  await page.getByRole('checkbox', { name: '안건우(acme.staff12) 선택' }).check();
  await expect(page.getByRole('region', { name: '2명 선택됨' })).toBeVisible();
  await page.getByRole('button', { name: '선택 승인' }).click();
  const bulk = page.getByRole('dialog', { name: '가입 승인' });
  await expect(bulk).toContainText('선택한 2명의 가입을 승인하시겠습니까?');
  await bulk.getByRole('button', { name: '승인' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2명의 가입을 승인했습니다.' })).toBeVisible();
  for (const loginId of ['acme.staff06', 'acme.staff12']) {
    await search(page, 'ko', loginId);
    await expect(row(page, loginId).getByRole('cell').nth(7)).toHaveText('승인됨');
    await expect(row(page, loginId).getByRole('checkbox')).toHaveCount(0);
  }
});

test('in English: filters and searches, rejects one sign-up, approves with "select all", and pages', async ({ page }) => {
  const t = TEXT.en;
  await openList(page, 'en');
  await page.getByRole('combobox', { name: t.status, exact: true }).selectOption({ label: t.pending });
  await expect(page).toHaveURL(/status=pending/);
  await search(page, 'en', 'acme.staff18');
  await expect(page.getByRole('row')).toHaveCount(2);
  await row(page, 'acme.staff18').getByRole('button', { name: 'Reject 윤수아' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject sign-up' });
  await expect(dialog).toContainText('Would you like to reject the sign-up of 윤수아?');
  await dialog.getByRole('button', { name: t.reject }).click();
  await expect(page.getByText('Rejected 1 sign-up(s).')).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible(); // no longer waiting

  await search(page, 'en', 'acme.staff24');
  await page.getByRole('checkbox', { name: t.selectAll }).check();
  await expect(page.getByRole('checkbox', { name: 'Select 신건우 (acme.staff24)' })).toBeChecked();
  await page.getByRole('button', { name: t.approveSelected }).click();
  await page.getByRole('dialog', { name: 'Approve sign-up' }).getByRole('button', { name: t.approve }).click();
  await expect(page.getByText('Approved 1 sign-up(s).')).toBeVisible();

  await page.goto(LIST);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('11');
});

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];
  const people =
    lang === 'ko'
      ? { newId: 'acme.newko', edit: ['acme.staff07', '오도현'], remove: ['acme.staff08', '서지호'] }
      : { newId: 'acme.newen', edit: ['acme.staff16', '강민서'], remove: ['acme.staff17', '조예준'] };

  test(`in ${lang === 'ko' ? 'Korean' : 'English'}: adds, edits and deletes employees; cannot unmake the last manager`, async ({
    page,
  }) => {
    await openList(page, lang);
    await page.getByRole('link', { name: t.add }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.add })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const form = page.getByRole('main');
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(form.getByText(t.nameRequired)).toBeVisible();
    await page.getByRole('textbox', { name: t.loginId, exact: true }).fill(people.newId);
    await page.getByRole('textbox', { name: t.name, exact: true }).fill(lang === 'ko' ? '나신입' : 'New Hire');
    await page.getByRole('textbox', { name: t.email, exact: true }).fill(`${people.newId}@example.com`);
    await page.getByRole('textbox', { name: t.mobile, exact: true }).fill('010-2468-1357');
    await page.getByRole('combobox', { name: t.floor, exact: true }).selectOption({ index: 2 });
    await page.getByRole('radio', { name: t.female, exact: true }).check();
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.invited })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`${people.newId}@example.com`);

    await page.goto(LIST);
    await openDetails(page, lang, people.edit[0]!, people.edit[1]!);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: t.name, exact: true }).fill(`${people.edit[1]}2`);
    await page.getByRole('textbox', { name: t.mobile, exact: true }).fill('010-1357-2468');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await expect(page.getByText('010-1357-2468', { exact: true })).toBeVisible();
    await expect(page.getByText(`${people.edit[1]}2`, { exact: true })).toBeVisible();

    await page.goto(LIST);
    await openDetails(page, lang, people.remove[0]!, people.remove[1]!);
    await page.getByRole('button', { name: t.delete, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.deleteConfirm);
    await dialog.getByRole('button', { name: t.delete, exact: true }).click();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByRole('status').filter({ hasText: t.deleted })).toBeVisible();
    await search(page, lang, people.remove[0]!);
    await expect(page.getByText(t.empty)).toBeVisible();

    await page.goto(LIST);
    await openDetails(page, lang, 'acme.master', lang === 'ko' ? '최지훈' : '최지훈');
    await page.getByRole('button', { name: t.unmake }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.lastManager })).toBeVisible();
    await expect(page.getByRole('button', { name: t.delete, exact: true })).toHaveCount(0); // nobody deletes themselves
  });

  test(`in ${lang === 'ko' ? 'Korean' : 'English'}: a member opening the manager pages sees access denied`, async ({ page }) => {
    await useLanguage(page, lang);
    await loginAs(page, 'acme.kim', { lang });
    for (const path of [
      LIST,
      '/tenant-manager/employee-registration',
      '/tenant-manager/1/employee-details',
      '/tenant-manager/audit-log',
    ]) {
      await page.goto(path);
      await expect(page.getByText(t.denied)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toHaveCount(0);
    }
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull(); // the session is kept
  });
}
