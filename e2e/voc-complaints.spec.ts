import type { Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, type Lang } from './support/fixtures';
import { field } from './support/form';

/**
 * VOC complaints (issue 14) as people use them: a member files a complaint with a photo, the building
 * office notes it internally and answers it from the back office with a canned reply, the member rates the answer 1 star and
 * the complaint is reopened.
 */

const TEXT = {
  ko: {
    title: '고객의 소리 (VOC)',
    floor: '층',
    type: '민원 유형',
    sanitation: '위생',
    subject: '제목',
    detail: '내용',
    image: '이미지',
    uploaded: (name: string) => `${name} 올림 완료`,
    submit: '접수하기',
    submitted: '민원이 접수되었습니다.',
    thread: '민원',
    expected: '답변 예정',
    office: 'VOC 민원',
    answer: '답변',
    canned: '자주 쓰는 답변',
    cannedTitle: '방문 점검',
    note: '새 메모',
    addNote: '메모 남기기',
    cannedText: '오늘 시설 담당자가 해당 층을 방문하여 점검하겠습니다.',
    send: '답변 보내기',
    answered: '답변을 보냈습니다.',
    stars: '별 1개',
    rateUs: '평가하기',
    rateConfirm: '이 평점을 보낼까요?',
    reopened: '재접수',
    answeredStatus: '답변완료',
  },
  en: {
    title: 'VOC',
    floor: 'Floor',
    type: 'Complaint type',
    sanitation: 'Sanitation',
    subject: 'Title',
    detail: 'Details',
    image: 'Image',
    uploaded: (name: string) => `${name} uploaded`,
    submit: 'Submit',
    submitted: 'Your complaint was received.',
    thread: 'Complaint',
    expected: 'Answer expected by',
    office: 'VOC complaints',
    answer: 'Answer',
    canned: 'Canned replies',
    cannedTitle: 'Visit today',
    note: 'New note',
    addNote: 'Add the note',
    cannedText: 'A facility engineer will visit the floor today to inspect the issue.',
    send: 'Send the answer',
    answered: 'The answer was sent.',
    stars: '1 star',
    rateUs: 'Rate us',
    rateConfirm: 'Send this rating?',
    reopened: 'Reopened',
    answeredStatus: 'Answered',
  },
} as const;

/** A 2 × 2 PNG: what a phone photo is to the form, small enough for the journey. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4Y2wMRAwQCgAj6gTJ2R4cRwAAAABJRU5ErkJggg==',
  'base64',
);

async function fileComplaint(page: Page, l: (typeof TEXT)[Lang], title: string) {
  await page.goto('/voc-home?tab=complaints');
  await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await field(page, l.floor).selectOption('12');
  await field(page, l.type).selectOption({ label: l.sanitation });
  await field(page, l.subject).fill(title);
  await field(page, l.detail).fill('Water is leaking under the pantry sink.');
  await page.getByLabel(new RegExp(`^${l.image}`)).setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(l.uploaded('leak.png'))).toBeVisible();
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByText(l.submitted)).toBeVisible();
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/customer-complaints\/\d+$/);
  return page.url();
}

// People no journey changes (tenant-manager.spec.ts edits acme.staff16 and deletes acme.staff17);
// visitors.spec.ts only registers visitors as them.
for (const [lang, who] of [
  ['ko', 'acme.staff01'],
  ['en', 'acme.staff02'],
] as [Lang, string][]) {
  const l = TEXT[lang];
  test(`${lang}: a complaint with a photo is answered in the back office, rated 1 and reopened`, async ({ page }) => {
    test.slow();
    const title = `Leak ${lang} ${Date.now().toString(36)}`;
    await useLanguage(page, lang);
    await loginAs(page, who, { lang });
    const threadUrl = await fileComplaint(page, l, title);
    await expect(page.getByRole('heading', { level: 1, name: l.thread })).toBeVisible();
    await expect(page.getByText(l.expected)).toBeVisible();
    await expect(page.getByRole('img', { name: /./ }).last()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The building office leaves itself a note and answers with a canned reply.
    await loginAs(page, 'admin', { lang });
    await page.goto('/admin/voc');
    await expect(page.getByRole('heading', { level: 1, name: l.office })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: `${l.answer}: ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    const note = `Landlord pipe ${title}`;
    await field(dialog, l.note).fill(note);
    await dialog.getByRole('button', { name: l.addNote }).click();
    await expect(dialog.getByText(note)).toBeVisible();
    await field(dialog, l.canned).selectOption({ label: l.cannedTitle });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: l.send }).click();
    await expect(page.getByText(l.answered)).toBeVisible();

    // The member rates the answer 1 star: the complaint is reopened.
    await loginAs(page, who, { lang });
    await page.goto(threadUrl);
    await expect(page.getByText(l.cannedText)).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0); // the desk's note stays in the back office
    await page.getByRole('radio', { name: l.stars }).click();
    await page.getByRole('button', { name: l.rateUs }).click();
    const confirm = page.getByRole('dialog', { name: l.rateConfirm });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: l.rateUs }).click();
    await expect(page.getByRole('heading', { name: l.thread, level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: /./ }).first().getByText(l.reopened)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
