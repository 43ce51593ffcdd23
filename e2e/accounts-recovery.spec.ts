import { expect, expectNoSeriousA11yViolations, test, useLanguage } from './support/fixtures';
import { field } from './support/form';
import { linkIn, mailsTo, waitForMail } from './support/mail';

/**
 * Find ID and reset password through the e-mailed link. Uses its own demo staff accounts
 * (acme.staff11, acme.staff13, acme.staff14, acme.staff19) so that other journeys' logins are not affected.
 */

for (const { lang, loginId, t } of [
  {
    lang: 'ko' as const,
    loginId: 'acme.staff11',
    t: {
      title: '아이디·비밀번호 찾기',
      tab: '아이디 찾기',
      email: '이메일',
      send: '아이디 받기',
      neutral: '입력한 정보와 일치하는 계정이 있으면 아이디를 이메일로 보냈습니다. 메일함을 확인해 주세요.',
      mail: '아이디',
    },
  },
  {
    lang: 'en' as const,
    loginId: 'acme.staff19',
    t: {
      title: 'Find ID and password',
      tab: 'Find ID',
      email: 'Email',
      send: 'Send my ID',
      neutral: 'If an account matches, we have sent an e-mail with its ID. Please check your mailbox.',
      mail: 'The IDs registered with this e-mail address are:',
    },
  },
]) {
  test(`${lang}: finds an ID by e-mail with the same answer for an unknown address`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/findid/id');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);
    const panel = page.getByRole('tabpanel', { name: t.tab });
    const unknown = `nobody.${lang}@example.com`;

    await field(panel, t.email).fill(unknown);
    await panel.getByRole('button', { name: t.send }).click();
    await expect(panel.getByText(t.neutral)).toBeVisible();

    await field(panel, t.email).fill(`${loginId}@tea-demo.example`);
    await panel.getByRole('button', { name: t.send }).click();
    await expect(panel.getByText(t.neutral)).toBeVisible();
    const mail = await waitForMail(`${loginId}@tea-demo.example`);
    expect(mail.text).toContain(`- ${loginId}`);
    expect(mail.text).toContain(t.mail);
    expect(mailsTo(unknown)).toEqual([]);
  });
}

test('en: the tabs follow the URL and the arrow keys', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/findid/id');
  const idTab = page.getByRole('tab', { name: 'Find ID' });
  await idTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/findid/password');
  await expect(page.getByRole('tab', { name: 'Reset password' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Reset password' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page.getByRole('tabpanel', { name: 'Reset password' }), 'ID')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL('/findid/id');
  await page.goto('/findid/unknown');
  await expect(page).toHaveURL('/findid/id');
});

for (const { lang, loginId, password } of [
  { lang: 'en' as const, loginId: 'acme.staff13', password: 'Fresh!Start13' },
  { lang: 'ko' as const, loginId: 'acme.staff14', password: 'Fresh!Start14' },
]) {
  const l =
    lang === 'en'
      ? {
          tab: 'Reset password',
          id: 'ID',
          email: 'Email',
          send: 'Send reset link',
          neutral:
            'If an account matches, we have sent an e-mail with a link to reset your password. The link expires in 30 minutes.',
          title: 'Set a new password',
          pw: 'New password',
          confirm: 'Confirm new password',
          save: 'Save password',
          mismatch: 'You have entered different password',
          done: 'Your password has been set. Please log in with the new password.',
          toLogin: 'Go to login',
          invalid: 'This link has expired or has already been used. Please request a new one.',
          again: 'Request a new link',
          loginLabel: 'ID',
          passwordLabel: 'Password',
          loginButton: 'Log in',
        }
      : {
          tab: '비밀번호 재설정',
          id: '아이디',
          email: '이메일',
          send: '재설정 링크 받기',
          neutral:
            '입력한 정보와 일치하는 계정이 있으면 비밀번호 재설정 링크를 이메일로 보냈습니다. 링크는 30분 동안 유효합니다.',
          title: '새 비밀번호 설정',
          pw: '새 비밀번호',
          confirm: '새 비밀번호 확인',
          save: '비밀번호 저장',
          mismatch: '비밀번호가 일치하지 않습니다.',
          done: '비밀번호를 설정했습니다. 새 비밀번호로 로그인해 주세요.',
          toLogin: '로그인하기',
          invalid: '만료되었거나 이미 사용된 링크입니다. 다시 요청해 주세요.',
          again: '링크 다시 요청하기',
          loginLabel: '아이디',
          passwordLabel: '비밀번호',
          loginButton: '로그인',
        };

  test(`${lang}: resets a password through the e-mailed link, which then works no more`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/findid/password');
    const panel = page.getByRole('tabpanel', { name: l.tab });
    await expectNoSeriousA11yViolations(page);

    // A wrong pairing gets the same answer and no e-mail.
    await field(panel, l.id).fill(loginId);
    await field(panel, l.email).fill('someone.else@example.com');
    await panel.getByRole('button', { name: l.send }).click();
    await expect(panel.getByText(l.neutral)).toBeVisible();

    await field(panel, l.email).fill(`${loginId}@tea-demo.example`);
    await panel.getByRole('button', { name: l.send }).click();
    await expect(panel.getByText(l.neutral)).toBeVisible();
    const mail = await waitForMail(`${loginId}@tea-demo.example`, { containing: '/findid/reset?token=' });
    expect(mailsTo('someone.else@example.com')).toEqual([]);
    const link = linkIn(mail, '/findid/reset');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await field(page, l.pw).fill(password);
    await field(page, l.confirm).fill(`${password}x`);
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.mismatch)).toBeVisible();
    await field(page, l.confirm).fill(password);
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.done)).toBeVisible();
    await page.getByRole('link', { name: l.toLogin }).click();
    await expect(page).toHaveURL('/login');

    await field(page, l.loginLabel).fill(loginId);
    await field(page, l.passwordLabel).fill(password);
    await page.getByRole('main').getByRole('button', { name: l.loginButton, exact: true }).click();
    await expect(page).toHaveURL('/tenant-service-home');

    // The link worked once.
    await page.goto(link);
    await expect(page.getByText(l.invalid)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: l.again }).click();
    await expect(page).toHaveURL('/findid/password');
  });
}

test('a field is checked as the person goes: on leaving it, then on each change', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/findid/id');
  const panel = page.getByRole('tabpanel', { name: 'Find ID' });
  const email = field(panel, 'Email');
  await email.fill('not-an-address');
  await expect(panel.getByText('Please enter a valid email address.')).toHaveCount(0); // not while typing the first time
  await email.press('Tab');
  await expect(panel.getByText('Please enter a valid email address.')).toBeVisible();
  await email.fill('someone@example.com');
  await expect(panel.getByText('Please enter a valid email address.')).toHaveCount(0);
  await expect(email).toHaveValue('someone@example.com');
});
