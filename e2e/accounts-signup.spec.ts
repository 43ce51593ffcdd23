import type { Page } from '@playwright/test';
import { loginAs, loginThroughForm } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';
import { field } from './support/form';
import { waitForMail } from './support/mail';

/** The visible texts of the sign-up journey in each language. */
const TEXT = {
  ko: {
    title: '회원가입',
    next: '다음',
    agreeAll: '선택 항목을 포함해 전체 동의',
    privacy: /동의합니다 \(필수\) 개인정보 수집·이용 동의/,
    terms: /동의합니다 \(필수\) 이용약관 동의/,
    marketing: /동의합니다 \(선택\) 이벤트·혜택 안내 수신 동의/,
    consentMissing: '개인정보 수집 및 이용에 동의해 주세요.',
    company: '입주사',
    companyName: '에이씨엠이코리아',
    floor: '층',
    floorName: '13층',
    name: '이름',
    loginId: '아이디',
    checkId: '중복 확인',
    idAvailable: '사용할 수 있는 아이디입니다.',
    idTaken: '이미 사용 중인 아이디입니다.',
    idNotVerified: '아이디 중복 확인을 해 주세요.',
    password: '비밀번호',
    passwordConfirm: '비밀번호 확인',
    mismatch: '비밀번호가 일치하지 않습니다.',
    email: '이메일',
    mobile: '연락처',
    female: '여성',
    submit: '가입 신청',
    required: [
      '회사를 선택해 주세요.',
      '층을 선택해 주세요.',
      '이름을 입력해 주세요.',
      '아이디를 입력해 주세요.',
      '비밀번호를 입력해 주세요.',
    ],
    requiredMore: [
      '비밀번호를 한 번 더 입력해 주세요.',
      '이메일을 입력해 주세요.',
      '연락처를 입력해 주세요.',
      '성별을 선택해 주세요.',
    ],
    done: '가입 신청이 완료되었습니다',
    approval: '소속 회사(에이씨엠이코리아)의 입주사 관리자가 계정을 승인해야 로그인할 수 있습니다.',
    login: {
      id: '아이디',
      pw: '비밀번호',
      submit: '로그인',
      refused: '승인되지 않은 아이디입니다. 입주사 관리자에게 문의해 주세요.',
    },
    leaveTitle: '변경 사항이 저장되지 않을 수 있습니다',
    stay: '계속 작성',
    leave: '나가기',
    headerLogin: '로그인',
    approveRow: (name: string) => `${name} 승인`,
    approveTitle: '가입 승인',
    approve: '승인',
    approved: '1명의 가입을 승인했습니다.',
    search: '검색어',
    searchButton: '검색',
    myPage: '마이페이지',
    passwordForm: '비밀번호 변경',
    current: '현재 비밀번호',
    newPassword: '새 비밀번호',
    confirmNew: '새 비밀번호 확인',
    passwordSaved: '비밀번호가 변경되었습니다. 다른 기기에서는 모두 로그아웃되었습니다.',
    logout: '로그아웃',
    wrongPassword: '아이디 또는 비밀번호가 올바르지 않습니다.',
  },
  en: {
    title: 'Sign up',
    next: 'Next',
    agreeAll: 'Agree to all, including optional items',
    privacy: /I agree \(Required\) Collection and use of personal information/,
    terms: /I agree \(Required\) Terms of use/,
    marketing: /I agree \(Optional\) News and event notices/,
    consentMissing: 'Please consent to collect and use of personal information',
    company: 'Company',
    companyName: 'ACME Korea',
    floor: 'Floor',
    floorName: '13F',
    name: 'Name',
    loginId: 'ID',
    checkId: 'Check ID',
    idAvailable: 'This ID is available.',
    idTaken: 'This ID is already in use.',
    idNotVerified: 'Your ID is not verified',
    password: 'Password',
    passwordConfirm: 'Confirm password',
    mismatch: 'You have entered different password',
    email: 'Email',
    mobile: 'Contact number',
    female: 'Female',
    submit: 'Sign up',
    required: [
      'Please select your company.',
      'Please select your floor.',
      'Please enter your name.',
      'Please enter your ID.',
      'Please enter your password.',
    ],
    requiredMore: [
      'Please confirm your password.',
      'Please enter your email.',
      'Please enter your contact number.',
      'Please select your gender.',
    ],
    done: 'Your sign-up has been submitted',
    approval: 'Your tenant manager at ACME Korea must approve your account before you can log in.',
    login: {
      id: 'ID',
      pw: 'Password',
      submit: 'Log in',
      refused: 'This ID has not been approved. Please contact your tenant master.',
    },
    leaveTitle: 'Changes may not be saved',
    stay: 'Stay',
    leave: 'Leave',
    headerLogin: 'Log in',
    approveRow: (name: string) => `Approve ${name}`,
    approveTitle: 'Approve sign-up',
    approve: 'Approve',
    approved: 'Approved 1 sign-up(s).',
    search: 'Search',
    searchButton: 'Search',
    myPage: 'My Page',
    passwordForm: 'Change password',
    current: 'Current password',
    newPassword: 'New password',
    confirmNew: 'Confirm new password',
    passwordSaved: 'Your password has been changed. Your other devices have been logged out.',
    logout: 'Log out',
    wrongPassword: 'The ID or password is incorrect.',
  },
} as const;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Logs out through the name menu of the header; the person lands on the home page. */
async function logOut(page: Page, name: string, label: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL('/');
}

async function passConsent(page: Page, l: (typeof TEXT)[Lang]) {
  await page.getByRole('button', { name: l.next }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: l.companyName === 'ACME Korea' ? 'Your details' : '정보 입력' }),
  ).toBeVisible();
}

// The refused logins answer 403 ACCOUNT_NOT_APPROVED and 401, which the browser logs as failed resources.
test.describe('from sign-up to the first login', () => {
  test.use({ expectedConsoleErrors: /status of 40[13]/ });
  for (const lang of walkIn('en')) {
    const l = TEXT[lang];

    test(`${lang}: signs up, is refused until the tenant manager approves, then logs in, changes the password and logs out`, async ({
      page,
    }) => {
      test.slow(); // four people's steps in one journey
      await useLanguage(page, lang);
      const loginId = `e2e.${lang}.${unique()}`.slice(0, 20);
      const password = 'Tower!Gate42';
      const name = lang === 'ko' ? '김가입' : 'Jamie Signup';

      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Step 1: a required item missing gives the spec's message; the optional one alone is not enough.
      await page.getByRole('button', { name: l.next }).click();
      await expect(page.getByText(l.consentMissing)).toBeVisible();
      await page.getByRole('checkbox', { name: l.marketing }).check();
      await page.getByRole('checkbox', { name: l.privacy }).check();
      await page.getByRole('button', { name: l.next }).click();
      await expect(page.getByText(l.consentMissing)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: l.terms })).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('checkbox', { name: l.agreeAll }).check();
      await expect(page.getByRole('checkbox', { name: l.terms })).toBeChecked();
      await expect(page.getByText(l.consentMissing)).toBeHidden();
      await passConsent(page, l);
      await expectNoSeriousA11yViolations(page);

      // Step 2: each required field has its own message.
      await page.getByRole('button', { name: l.submit, exact: true }).click();
      for (const message of [...l.required, ...l.requiredMore])
        await expect(page.getByText(message, { exact: true })).toBeVisible();

      await field(page, l.company).selectOption({ label: l.companyName });
      await field(page, l.floor).selectOption({ label: l.floorName });
      await field(page, l.name).fill(name);
      await field(page, l.loginId).fill('acme.kim');
      await page.getByRole('button', { name: l.checkId }).click();
      await expect(page.getByText(l.idTaken)).toBeVisible();
      await field(page, l.loginId).fill(loginId);
      await field(page, l.password).fill(password);
      await field(page, l.passwordConfirm).fill('Tower!Gate43');
      await field(page, l.email).fill(`${loginId}@example.com`);
      await field(page, l.mobile).fill('010-2345-6789');
      await page.getByRole('radio', { name: l.female }).check();

      // Unverified ID and a different confirmation: both named on their fields, the entered values stay.
      await page.getByRole('button', { name: l.submit, exact: true }).click();
      await expect(page.getByText(l.idNotVerified)).toBeVisible();
      await expect(page.getByText(l.mismatch)).toBeVisible();
      await expect(field(page, l.name)).toHaveValue(name);
      await expect(field(page, l.email)).toHaveValue(`${loginId}@example.com`);

      await page.getByRole('button', { name: l.checkId }).click();
      await expect(page.getByText(l.idAvailable)).toBeVisible();
      await expect(page.getByText(l.idNotVerified)).toBeHidden();
      await field(page, l.passwordConfirm).fill(password);
      await page.getByRole('button', { name: l.submit, exact: true }).click();

      await expect(page.getByRole('heading', { level: 2, name: l.done })).toBeVisible();
      await expect(page.getByText(l.approval)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The tenant manager is told by e-mail (in the language they last used the portal in).
      const mail = await waitForMail('acme.master@tea-demo.example', { containing: loginId });
      expect(mail.text).toMatch(/has signed up as a member of ACME Korea|에이씨엠이코리아 임직원으로 회원가입을 신청했습니다/);

      // Pending: the new ID cannot log in yet (leaving the finished sign-up asks nothing).
      await page.goto('/login');
      await field(page, l.login.id).fill(loginId);
      await field(page, l.login.pw).fill(password);
      await page.getByRole('main').getByRole('button', { name: l.login.submit, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: l.login.refused })).toBeVisible();
      await expect(page).toHaveURL(/\/login/);

      // The tenant manager finds the sign-up among the waiting ones and approves it.
      await loginAs(page, 'acme.master', { lang });
      await page.goto('/tenant-manager/employee-management');
      await page.getByRole('searchbox', { name: l.search }).fill(loginId);
      await page.getByRole('search').getByRole('button', { name: l.searchButton }).click();
      await page
        .getByRole('row')
        .filter({ hasText: loginId })
        .getByRole('button', { name: l.approveRow(name) })
        .click();
      await page.getByRole('dialog', { name: l.approveTitle }).getByRole('button', { name: l.approve, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: l.approved })).toBeVisible();
      await logOut(page, '최지훈', l.logout);

      // The new member logs in, sees their My Page, changes the password and logs out.
      await loginAs(page, loginId, { lang, password });
      await page.goto('/my-page');
      await expect(page.getByRole('heading', { level: 1, name: l.myPage })).toBeVisible();
      await expect(page.getByRole('region').getByText(name, { exact: true })).toBeVisible();
      await page.goto('/my-page/edit-info');
      const form = page.getByRole('form', { name: l.passwordForm });
      await field(form, l.current).fill(password);
      await field(form, l.newPassword).fill('Harbor!Light77');
      await field(form, l.confirmNew).fill('Harbor!Light77');
      await form.getByRole('button', { name: l.passwordForm }).click();
      await expect(form.getByText(l.passwordSaved)).toBeVisible();
      await logOut(page, name, l.logout);

      // Only the new password opens the account now.
      await page.goto('/login');
      await field(page, l.login.id).fill(loginId);
      await field(page, l.login.pw).fill(password);
      await page.getByRole('main').getByRole('button', { name: l.login.submit, exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: l.wrongPassword })).toBeVisible();
      await loginThroughForm(page, loginId, { lang, password: 'Harbor!Light77' });
    });
  }
});

for (const lang of walkIn('ko')) {
  const l = TEXT[lang];

  test(`${lang}: leaving the sign-up with changes asks first`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/signup');
    await page.getByRole('checkbox', { name: l.agreeAll }).check();
    await passConsent(page, l);
    await field(page, l.name).fill('Kept Name');

    const headerLogin = page.getByRole('banner').getByRole('link', { name: l.headerLogin, exact: true });
    await headerLogin.click();
    const dialog = page.getByRole('dialog', { name: l.leaveTitle });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: l.stay }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/signup');
    await expect(field(page, l.name)).toHaveValue('Kept Name');

    await headerLogin.click();
    await page.getByRole('dialog', { name: l.leaveTitle }).getByRole('button', { name: l.leave }).click();
    await expect(page).toHaveURL('/login');
  });
}

test('en: a changed ID is unverified again', async ({ page }) => {
  await useLanguage(page, 'en');
  const l = TEXT.en;
  await page.goto('/signup');
  await page.getByRole('checkbox', { name: l.agreeAll }).check();
  await passConsent(page, l);
  const id = field(page, l.loginId);
  await id.fill(`e2e.chg.${unique()}`.slice(0, 18));
  await page.getByRole('button', { name: l.checkId }).click();
  await expect(page.getByText(l.idAvailable)).toBeVisible();
  await id.press('End');
  await id.press('x');
  await expect(page.getByText(l.idAvailable)).toBeHidden();
  await page.getByRole('button', { name: l.submit, exact: true }).click();
  await expect(page.getByText(l.idNotVerified)).toBeVisible();
});
