import type { Locator, Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { seoulDay } from './support/dates';
import { ptTrainerByApi } from './support/wellness';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';

/**
 * Paid PT (issue 15, decision 0028) as people use it. The pinned today is Tuesday 24 November 2026,
 * 09:30 in Seoul. A member buys a package (the PT terms agreed), books a session in a trainer's free
 * time two days ahead, moves it a day later, cancels it, then books one tomorrow at 09:00 (less than
 * 24 hours ahead, said on the slot and before Book, decision 0062): that one is locked at once, not
 * used, and its move and cancel buttons are disabled with the reason. The office sees the trainer and the package. Each language has its own trainer (made
 * through the office's API) and its own person (acme.staff33 and acme.staff34, used by no other journey).
 */

const TEXT = {
  ko: {
    title: 'PT (퍼스널 트레이닝)',
    agree: 'PT 이용약관에 동의합니다',
    agreeRequired: 'PT 이용약관에 동의해 주세요.',
    next: '다음',
    reserve: '예약하기',
    done: 'PT 패키지가 준비되었습니다',
    open: '세션 예약하기',
    trainer: '트레이너',
    date: '날짜',
    book: '예약',
    booked: /세션을 예약했습니다/,
    move: '변경',
    moved: /변경했습니다/,
    cancel: '취소',
    cancelConfirm: '세션 취소',
    cancelled: '세션을 취소했으며 패키지에 반환되었습니다.',
    locked: '시작까지 24시간이 남지 않아 변경·취소할 수 없습니다.',
    lateSlot: '09:00 (예약 후 변경 불가)',
    lateWarning: '이 시간은 예약하면 변경·취소할 수 없습니다',
    uses: (used: number, remaining: number) => `사용 ${used}회 / 잔여 ${remaining}회`,
    stateLocked: '변경 불가',
    history: '나의 PT 패키지',
  },
  en: {
    title: 'Personal training (PT)',
    agree: 'I agree to the PT terms of use',
    agreeRequired: 'Please agree to the PT terms of use.',
    next: 'Next',
    reserve: 'Reserve',
    done: 'Your PT package is ready',
    open: 'Book a session',
    trainer: 'Trainer',
    date: 'Date',
    book: 'Book',
    booked: /was booked/,
    move: 'Move',
    moved: /was moved to/,
    cancel: 'Cancel',
    cancelConfirm: 'Cancel the session',
    cancelled: 'The session was cancelled and returned to the package.',
    locked: 'Less than 24 hours before the start: it can no longer be moved or cancelled.',
    lateSlot: '09:00 (locked once booked)',
    lateWarning: 'This time cannot be moved or cancelled once booked',
    uses: (used: number, remaining: number) => `Used ${used} / remaining ${remaining}`,
    stateLocked: 'Locked',
    history: 'My PT packages',
  },
} satisfies Record<Lang, unknown>;

const PERSON: Record<Lang, string> = { ko: 'acme.staff33', en: 'acme.staff34' };

/** Trainer, day and free time in a picker (the page's, or the move dialog's). */
async function pick(scope: Page | Locator, t: (typeof TEXT)[Lang], name: string, date: string, start: string) {
  await scope.getByLabel(t.trainer).selectOption({ label: name });
  await scope.getByLabel(t.date).fill(date);
  await scope.getByRole('radio', { name: start }).check();
}

test.use({ expectedConsoleErrors: /status of 409/ });

for (const lang of walkIn('en')) {
  const t = TEXT[lang];
  test(`${lang}: buy PT, book, move and cancel a session; a session within 24 hours can no longer be moved or cancelled`, async ({
    page,
  }) => {
    test.slow(); // a purchase, four bookings and changes, five axe scans
    const name = `PT ${lang} ${Math.random().toString(36).slice(2, 7)}`;
    await ptTrainerByApi(page.request, name);
    await useLanguage(page, lang);
    await loginAs(page, PERSON[lang], { lang });

    // Buying: the PT terms must be agreed, then confirm (previous, reserve) and done.
    await page.goto('/fitness-reservation/pt/0');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(
      page.getByRole('link', { name: lang === 'ko' ? 'PT 이용약관 보기' : 'Read the PT terms of use' }),
    ).toHaveAttribute('href', '/termsofusePT');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.agreeRequired)).toBeVisible();
    await page.getByLabel(t.agree).check();
    await page.getByRole('button', { name: t.next }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.reserve }).click();
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    await page.getByRole('link', { name: t.open }).click();
    await expect(page).toHaveURL(/\/fitness-reservation\/pt\/\d+$/);
    await expect(page.getByText(t.uses(0, 10))).toBeVisible();

    // Book a session two days ahead (Thursday) at 10:00.
    await pick(page, t, name, seoulDay(2), '10:00');
    await page.getByRole('button', { name: t.book, exact: true }).click();
    await expect(page.getByText(t.booked)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '10:00–10:50' });
    await expect(row).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // Move it to Friday 11:00.
    await row.getByRole('button', { name: t.move }).click();
    const dialog = page.getByRole('dialog');
    await pick(dialog, t, name, seoulDay(3), '11:00');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.move, exact: true }).click();
    await expect(page.getByText(t.moved)).toBeVisible();
    const moved = page.getByRole('row').filter({ hasText: '11:00–11:50' });
    await expect(moved).toHaveCount(1);

    // Cancel it: the session returns to the package.
    await moved.getByRole('button', { name: t.cancel, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.cancelConfirm }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    await expect(page.getByText(t.uses(0, 10))).toBeVisible();

    // Tomorrow 09:00 is less than 24 hours ahead: the slot and a warning before Book say so; booked, it is locked.
    await pick(page, t, name, seoulDay(1), t.lateSlot);
    await expect(page.getByText(t.lateWarning)).toBeVisible();
    await page.getByRole('button', { name: t.book, exact: true }).click();
    await expect(page.getByText(t.booked)).toBeVisible();
    const soon = page.getByRole('row').filter({ hasText: '09:00–09:50' });
    await expect(soon.getByRole('button', { name: t.move })).toBeDisabled();
    await expect(soon.getByRole('button', { name: t.cancel, exact: true })).toBeDisabled();
    await expect(soon.getByText(t.locked)).toBeVisible();
    await expect(soon.getByText(t.stateLocked, { exact: true })).toBeVisible();
    await expect(page.getByText(t.uses(0, 10))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The one history's PT tab (the wellness history's address leads to it) lists the package, then the
    // sessions (reservations of the core), the used one without a cancel button.
    await page.goto('/my-page/wellness-reservation-history?tab=pt');
    await expect(page).toHaveURL(/\/my-page\/amenity-reservation-history\?tab=pt$/);
    await expect(page.getByRole('table', { name: t.history }).getByText(t.uses(0, 10))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const listed = page.getByRole('listitem').filter({ hasText: name });
    await expect(listed.filter({ hasText: '09:00–09:50' })).toHaveCount(1);
    await expect(listed.filter({ hasText: '09:00–09:50' }).getByRole('button', { name: new RegExp(`^${t.cancel}`) })).toHaveCount(
      0,
    );

    // The office sees the trainer and the package.
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/wellness/pt');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: PERSON[lang] }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
