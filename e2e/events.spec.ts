import { loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang, walkIn } from './support/fixtures';
import { field } from './support/form';
import { linkIn, waitForMail } from './support/mail';

/**
 * Events (issue 17) on /event, in Korean and English, on the demo events seeded around the pinned
 * today (Tue 24 November 2026): the networking day is open with free places and takes anyone, the
 * wine class is full with a waiting list and takes members only. A member applies in two steps with
 * their details filled in, and the rules step refuses without the agreement; someone without a login
 * applies, confirms from the e-mail's link (decision 0055) and cancels there; a member joins the full
 * class's waiting list. Only
 * acme.staff72–75 are used here.
 */
const TEXT = {
  ko: {
    title: '이벤트',
    open: '입주사 네트워킹 데이',
    full: '점심 와인 클래스',
    apply: '신청하기',
    applyWaitlist: '대기자로 신청',
    next: '다음',
    step1: '신청자 정보',
    step2: '이벤트 신청 규정',
    name: '이름',
    email: '이메일',
    phone: '휴대폰',
    agree: '이벤트 신청 규정에 동의합니다',
    refused: '이벤트 신청 규정에 동의해 주세요.',
    confirmed: '신청이 확정되었습니다',
    unconfirmed: '이메일에서 신청을 확정해 주세요',
    holding: /까지 신청 확정을 기다립니다/,
    confirm: '신청 확정하기',
    confirmedByLink: '신청을 확정했습니다.',
    waitlisted: '대기자로 신청되었습니다',
    position: /대기 \d+번/,
    mine: '나의 신청',
    cancel: '신청 취소',
    cancelled: '신청을 취소했습니다.',
    search: '이벤트 검색',
    searchButton: '검색',
    stateOpen: '접수 중',
    stateWaitlist: '정원 마감 · 대기 신청 가능',
    stateClosed: '종료',
  },
  en: {
    title: 'Events',
    open: 'Tenant networking day',
    full: 'Lunchtime wine class',
    apply: 'Apply',
    applyWaitlist: 'Join the waiting list',
    next: 'Next',
    step1: 'Your details',
    step2: 'Event rules',
    name: 'Name',
    email: 'E-mail',
    phone: 'Mobile',
    agree: 'I agree to the event application rules',
    refused: 'Please agree to the event application rules.',
    confirmed: 'Your place is confirmed',
    unconfirmed: 'Check your e-mail to confirm',
    holding: /Waiting for your confirmation until \d\d:\d\d/,
    confirm: 'Confirm application',
    confirmedByLink: 'Thank you: your application is confirmed.',
    waitlisted: 'You are on the waiting list',
    position: /number \d+ on the waiting list/,
    mine: 'My applications',
    cancel: 'Cancel application',
    cancelled: 'The application is cancelled.',
    search: 'Search events',
    searchButton: 'Search',
    stateOpen: 'Open',
    stateWaitlist: 'Full · waiting list open',
    stateClosed: 'Closed',
  },
} satisfies Record<Lang, unknown>;

const ADMIN = {
  ko: {
    newTitle: '옥상 음악회',
    create: '새 이벤트',
    titleKo: '제목(한국어)',
    titleEn: '제목(영어)',
    placeKo: '장소(한국어)',
    descriptionKo: '설명(한국어)',
    rulesKo: '신청 규정(한국어)',
    startsAt: '시작',
    endsAt: '종료',
    opens: '신청 시작',
    closes: '신청 마감',
    status: '게시 상태',
    anonymous: '비회원도 신청할 수 있음',
    save: '저장',
    saved: '이벤트를 저장했습니다.',
    missingEnglish: '영문 없음',
    applicants: '신청자',
    noApplicants: '아직 신청자가 없습니다.',
    addPhoto: '사진 추가',
    removePhoto: '사진 빼기',
  },
  en: {
    newTitle: '옥상 음악회',
    create: 'New event',
    titleKo: 'Title (Korean)',
    titleEn: 'Title (English)',
    placeKo: 'Place (Korean)',
    descriptionKo: 'Description (Korean)',
    rulesKo: 'Application rules (Korean)',
    startsAt: 'Starts',
    endsAt: 'Ends',
    opens: 'Applications open',
    closes: 'Applications close',
    status: 'Status',
    anonymous: 'People without a login may apply',
    save: 'Save',
    saved: 'The event is saved.',
    missingEnglish: 'English missing',
    applicants: 'Applicants',
    noApplicants: 'Nobody has applied yet.',
    addPhoto: 'Add a photo',
    removePhoto: 'Remove the photo',
  },
} satisfies Record<Lang, unknown>;

const APPLICANT: Record<Lang, string> = { ko: 'acme.staff72', en: 'acme.staff73' };
const WAITING: Record<Lang, string> = { ko: 'acme.staff74', en: 'acme.staff75' };

const card = (page: import('@playwright/test').Page, title: string) => page.getByRole('article').filter({ hasText: title });

/** A 2×2 PNG: a poster, as far as the server can tell. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4Y2wMRAwQCgAj6gTJ2R4cRwAAAABJRU5ErkJggg==',
  'base64',
);

/** An event's photo on its card: read by the browser itself at the public sizes (decision 0058), and loaded. */
async function expectPhoto(page: import('@playwright/test').Page, title: string) {
  const photo = card(page, title).getByRole('img', { name: title });
  await expect(photo).toHaveAttribute('srcset', /^\/media\/[\w-]{22}\/320\.webp 320w, .+ 1280w$/);
  // Read lazily: once it is scrolled to.
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];

  test.describe(`events (${lang})`, () => {
    test('a member applies in two steps, prefilled, and the rules step refuses without the agreement', async ({ page }) => {
      await loginAs(page, APPLICANT[lang], { lang });
      await page.goto('/event');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(card(page, t.open).getByText(t.stateOpen, { exact: true })).toBeVisible();
      await expect(card(page, t.full).getByText(t.stateWaitlist, { exact: true })).toBeVisible();
      // The demo's drawn poster.
      await expectPhoto(page, t.open);
      await expectNoSeriousA11yViolations(page);

      await card(page, t.open).getByRole('button', { name: t.apply }).click();
      await expect(page).toHaveURL(/\/event\?apply=\d+&step=1/);
      await expect(page.getByRole('heading', { name: t.step1 })).toBeFocused();
      // Filled in from the account.
      await expect(field(page, t.name)).not.toHaveValue('');
      await expect(field(page, t.email)).toHaveValue(`${APPLICANT[lang]}@tea-demo.example`);
      await expect(field(page, t.phone)).toHaveValue(/^010-\d{4}-\d{4}$/);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: t.next }).click();

      await expect(page).toHaveURL(/step=2/);
      await expect(page.getByRole('heading', { name: t.step2 })).toBeVisible();
      await page.getByRole('button', { name: t.apply, exact: true }).click();
      await expect(page.getByText(t.refused)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel(t.agree).check();
      await page.getByRole('button', { name: t.apply, exact: true }).click();

      await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
      await expect(page).toHaveURL(/step=done/);
      await expectNoSeriousA11yViolations(page);
      await waitForMail(`${APPLICANT[lang]}@tea-demo.example`, { containing: '/event?cancel=' });

      // Their list on the same page, and cancelling.
      await page.getByRole('button', { name: lang === 'ko' ? '이벤트 목록으로' : 'Back to the events' }).click();
      const mine = page.getByRole('region', { name: t.mine });
      await expect(mine.getByText(t.open)).toBeVisible();
      await mine.getByRole('button', { name: t.cancel }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.cancel }).click();
      await expect(mine.getByText(t.cancelled)).toBeVisible();
    });

    test('someone without a login applies where the event allows it, confirms from the e-mail and cancels', async ({ page }) => {
      await useLanguage(page, lang);
      const email = `event.guest.${lang}@example.com`;
      await page.goto('/event');
      await card(page, t.open).getByRole('button', { name: t.apply }).click();
      await field(page, t.name).fill(lang === 'ko' ? '방문객' : 'Jane Guest');
      await field(page, t.email).fill(email);
      await field(page, t.phone).fill('010-2345-6789');
      await page.getByRole('button', { name: t.next }).click();
      await page.getByLabel(t.agree).check();
      await page.getByRole('button', { name: t.apply, exact: true }).click();
      // Held, not yet confirmed: the e-mail's link confirms it.
      await expect(page.getByRole('heading', { name: t.unconfirmed })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const mail = await waitForMail(email, { containing: '/event?cancel=' });
      await page.goto(linkIn(mail, '/event'));
      await expect(page.getByText(t.open)).toBeVisible();
      await expect(page.getByText(t.holding)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByText(t.confirmedByLink)).toBeVisible();
      await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(0);
      await page.getByRole('button', { name: t.cancel }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.cancel }).click();
      await expect(page.getByText(lang === 'ko' ? '취소됨' : 'Cancelled', { exact: true })).toBeVisible();
    });

    test('a member joins the waiting list of a full event; the search finds a partial Korean word', async ({ page }) => {
      await loginAs(page, WAITING[lang], { lang });
      await page.goto('/event');
      await card(page, t.full).getByRole('button', { name: t.applyWaitlist }).click();
      await page.getByRole('button', { name: t.next }).click();
      await page.getByLabel(t.agree).check();
      await page.getByRole('button', { name: t.apply, exact: true }).click();
      await expect(page.getByRole('heading', { name: t.waitlisted })).toBeVisible();
      await expect(page.getByText(t.position)).toBeVisible();

      await page.goto('/event');
      await page.getByLabel(t.search).fill('네트워');
      await page.getByRole('button', { name: t.searchButton, exact: true }).click();
      await expect(page).toHaveURL(/q=/);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(card(page, t.open)).toBeVisible();
      if (lang === 'ko') await expect(card(page, t.open).locator('mark').first()).toHaveText('네트워');
    });

    test('the office creates a bilingual event, publishes it and sees its applicants', async ({ page }) => {
      const a = ADMIN[lang];
      const title = `${a.newTitle} ${lang}`;
      await loginAs(page, 'admin', { lang });
      await page.goto('/admin/content/events');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: a.create }).click();
      const dialog = page.getByRole('dialog');
      await field(dialog, a.titleKo).fill(title);
      await field(dialog, a.titleEn).fill(`Rooftop concert ${lang}`);
      await field(dialog, a.placeKo).fill('옥상 정원');
      await field(dialog, a.descriptionKo).fill('저녁 음악회입니다.\n자유롭게 오세요.');
      await field(dialog, a.rulesKo).fill('좌석은 신청 순서대로 배정됩니다.');
      await field(dialog, a.startsAt).fill('2026-12-03T18:00');
      await field(dialog, a.endsAt).fill('2026-12-03T20:00');
      await field(dialog, a.opens).fill('2026-11-24T09:00');
      await field(dialog, a.closes).fill('2026-12-02T18:00');
      await field(dialog, a.status).selectOption('published');
      await dialog.getByLabel(a.anonymous).check();
      await dialog.getByLabel(a.addPhoto).setInputFiles({ name: `rooftop-${lang}.png`, mimeType: 'image/png', buffer: PNG });
      await expect(dialog.getByRole('img', { name: title })).toBeVisible();
      await expect(dialog.getByRole('button', { name: a.removePhoto })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: a.save }).click();
      await expect(page.getByText(a.saved)).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row.getByText(a.missingEnglish)).toBeVisible();
      await row.getByRole('button', { name: new RegExp(a.applicants) }).click();
      await expect(page.getByText(a.noApplicants)).toBeVisible();

      // The public sees it at once, in Korean when the English text is missing.
      await page.goto('/event');
      await expect(card(page, lang === 'ko' ? title : `Rooftop concert ${lang}`)).toContainText(
        lang === 'ko' ? '옥상 정원' : '옥상 정원',
      );
      await expectPhoto(page, lang === 'ko' ? title : `Rooftop concert ${lang}`);
    });
  });
}
