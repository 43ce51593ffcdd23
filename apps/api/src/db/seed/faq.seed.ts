import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { faqItems } from '../schema/faq.js';

type Row = Omit<typeof faqItems.$inferInsert, 'updatedAt'>;

/** The customer service center's first answers; the office edits them in the CMS. */
export const FAQ: Row[] = [
  {
    topic: 'account',
    questionKo: '회원가입 후 바로 로그인할 수 없나요?',
    questionEn: 'Why can I not log in right after signing up?',
    answerKo: '가입 신청은 소속 회사의 입주사 관리자가 승인해야 사용할 수 있습니다. 승인되면 알림과 이메일로 알려 드립니다.',
    answerEn:
      "A sign-up is used once your company's tenant manager approves it. You are told by notification and e-mail when it is.",
    sortOrder: 1,
  },
  {
    topic: 'account',
    questionKo: '비밀번호를 잊어버렸어요.',
    questionEn: 'I forgot my password.',
    answerKo:
      '로그인 화면의 아이디/비밀번호 찾기에서 가입한 이메일로 재설정 링크를 받을 수 있습니다. 링크는 30분 동안 유효합니다.',
    answerEn: 'Use "Find ID / password" on the login page: a reset link is sent to your e-mail and works for 30 minutes.',
    sortOrder: 2,
  },
  {
    topic: 'reservations',
    questionKo: '회의실 예약은 언제까지 취소할 수 있나요?',
    questionEn: 'Until when can I cancel a conference room booking?',
    answerKo: '이용일 3일 전까지 예약 내역에서 취소할 수 있습니다. 이후에는 고객센터로 문의해 주세요.',
    answerEn: 'Up to 3 days before the day, from your reservation history. After that, call the customer service center.',
    sortOrder: 1,
  },
  {
    topic: 'reservations',
    questionKo: '수면실과 리프레시 라운지는 하루에 몇 번 예약할 수 있나요?',
    questionEn: 'How often a day can I book the nap room or the refresh lounge?',
    answerKo: '좌석 시설은 1인 1일 1회 예약할 수 있습니다. 노쇼가 기록되면 일정 기간 예약이 제한됩니다.',
    answerEn: 'Seat amenities take one booking per person a day. A no-show restricts bookings for a while.',
    sortOrder: 2,
  },
  {
    topic: 'visitors',
    questionKo: '방문객 QR 코드는 어떻게 받나요?',
    questionEn: 'How does a visitor get a QR code?',
    answerKo: '방문 신청이 승인되면 방문객에게 QR 코드 링크가 발송됩니다. 1층 안내데스크 게이트에서 QR 코드를 스캔해 입장합니다.',
    answerEn: 'Once the visit is approved, the visitor receives a QR code link and scans it at the 1F reception gates.',
    sortOrder: 1,
  },
  {
    topic: 'requests',
    questionKo: '야간 조명·냉난방 연장은 어떻게 신청하나요?',
    questionEn: 'How do I request lights or heating/cooling after hours?',
    answerKo: 'VOC 메뉴의 연장 신청에서 날짜와 시간을 선택해 신청합니다. 사용 요금은 월별로 청구됩니다.',
    answerEn: 'Use the extension request in the VOC menu: choose the day and hours. The usage is billed monthly.',
    sortOrder: 1,
  },
  {
    topic: 'parking',
    questionKo: '방문객 주차장 이용 요금은 얼마인가요?',
    questionEn: 'What does visitor parking cost?',
    answerKo: '주차 안내 페이지의 요금 계산기에서 이용 시간별 요금을 확인할 수 있습니다.',
    answerEn: 'The parking page has a fee calculator by length of stay.',
    sortOrder: 1,
  },
  {
    topic: 'lease',
    questionKo: '임대 문의 후 연락은 언제 오나요?',
    questionEn: 'When will I hear back about a lease inquiry?',
    answerKo: '임대 담당자가 남겨 주신 연락처로 연락드립니다. 개인정보 수집 동의는 이메일의 링크로 언제든 철회할 수 있습니다.',
    answerEn:
      'The leasing team contacts you at the number or e-mail you left. You can withdraw your consent at any time from the link in the e-mail.',
    sortOrder: 1,
  },
];

/** Seeded once, into an empty table: after that the FAQ is the office's. */
export async function seedFaq(db: Db, now: Date): Promise<void> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(faqItems)) as [{ n: number }];
  if (Number(n) > 0) return;
  await db.insert(faqItems).values(FAQ.map((row) => ({ ...row, updatedAt: now })));
}
