import { loginAs } from './support/auth';
import { field } from './support/form';
import { expect, expectNoSeriousA11yViolations, test, useLanguage, walkIn } from './support/fixtures';

/**
 * The customer service center (issue 17, decision 0042): /number-information gives the service
 * line, the ways to write to the office (VOC, the lease inquiry) and the FAQ, searched by a partial
 * Korean word with the hits marked; the building manager writes the FAQ in the CMS, and an entry
 * without English shows its Korean on the English page, flagged in the CMS.
 */
const TEXT = {
  ko: {
    search: '질문 검색',
    count: /^\d+개의 질문$/,
    query: '주차',
    mark: /^주차$/,
    parking: '주차',
    all: '전체',
    voc: /불편사항 접수/,
    lease: /임대 문의/,
    add: '질문 추가',
    question: '질문 (한국어)',
    answer: '답변 (한국어)',
    topic: '주제',
    save: '저장',
    saved: /질문을 저장했습니다\./,
    missing: '영어 없음',
  },
  en: {
    search: 'Search the questions',
    count: /^\d+ questions?$/,
    query: 'parking',
    mark: /^parking$/i,
    parking: 'Parking',
    all: 'All',
    voc: /Report an issue/,
    lease: /Lease inquiry/,
    add: 'Add a question',
    question: 'Question (Korean)',
    answer: 'Answer (Korean)',
    topic: 'Topic',
    save: 'Save',
    saved: /was saved\./,
    missing: 'No English',
  },
} as const;

for (const lang of walkIn('ko')) {
  const t = TEXT[lang];
  test(`${lang}: the FAQ is found by a partial Korean word, hits marked, narrowed by topic; VOC and the lease inquiry are a click away`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/number-information');
    const faq = page.locator('#faq');
    await expect(faq.getByRole('status')).toHaveText(t.count);
    const everything = await faq.getByRole('status').textContent();
    // A part of a word: "주차" in "주차장", "parking" in "Parking": every hit is opened and marks it.
    await field(faq, t.search).fill(t.query);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(t.query)}`));
    await expect(faq.getByRole('status')).not.toHaveText(everything!);
    await expect(faq.locator('details[open]').first()).toBeVisible();
    await expect(faq.locator('mark').first()).toHaveText(t.mark);
    const questions = faq.locator('summary');
    const hits = await questions.count();
    expect(hits).toBeGreaterThan(0);
    await faq.getByRole('button', { name: t.parking, exact: true }).click();
    await expect(faq.getByRole('button', { name: t.parking, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/topic=parking/);
    await expect(questions).toHaveCount(1);
    await faq.getByRole('button', { name: t.all, exact: true }).click();
    await expect(questions).toHaveCount(hits);
    await expectNoSeriousA11yViolations(page);

    // Anonymous: VOC asks for a login first and comes back; the lease inquiry is open to anyone.
    const ways = page.locator('#service-line');
    await expect(ways.getByRole('link', { name: t.lease })).toHaveAttribute('href', '/lease-inquiry');
    await ways.getByRole('link', { name: t.voc }).click();
    await expect(page).toHaveURL('/login?next=%2Fvoc-home');
  });
}

test('the building manager adds a Korean-only question: flagged in the CMS, shown in Korean on the English page', async ({
  page,
}) => {
  await loginAs(page, 'admin', { lang: 'ko' });
  const question = '회의실 프로젝터는 어떻게 연결하나요?';
  await page.goto('/admin/content/faq');
  const t = TEXT.ko;
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.topic).selectOption('reservations');
  await field(dialog, t.question).fill(question);
  await dialog.getByRole('button', { name: t.save }).click();
  // Nothing typed is lost on a refusal: the answer is missing, the question stays.
  await expect(dialog.getByText('필수 입력 항목입니다.').first()).toBeVisible();
  await expect(field(dialog, t.question)).toHaveValue(question);
  await field(dialog, t.answer).fill('회의실 테이블의 HDMI 케이블을 연결하고 리모컨의 입력 버튼을 누르세요.');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(question.slice(0, 8)) });
  await expect(row.getByText(t.missing)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => localStorage.setItem('selectedLang', 'en'));
  await page.goto(`/number-information?q=${encodeURIComponent('프로젝터')}`);
  await expect(page.locator('#faq summary')).toHaveText([/Reservations\s*회의실 프로젝터는 어떻게 연결하나요\?/]);
});
