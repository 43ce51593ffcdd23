import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { complaintReplies } from '../schema/complaints.js';

type Row = Omit<typeof complaintReplies.$inferInsert, 'updatedAt'>;

/** The desk's first canned replies (decision 0057); the office edits them on the complaint page. */
export const CANNED_REPLIES: Row[] = [
  {
    titleKo: '접수 안내',
    titleEn: 'Received',
    bodyKo: '알려 주셔서 감사합니다. 민원이 접수되었으며 시설 담당자가 곧 확인하겠습니다.',
    bodyEn: 'Thank you for letting us know. We have received your complaint and a facility engineer will check it shortly.',
  },
  {
    titleKo: '방문 점검',
    titleEn: 'Visit today',
    bodyKo: '오늘 시설 담당자가 해당 층을 방문하여 점검하겠습니다.',
    bodyEn: 'A facility engineer will visit the floor today to inspect the issue.',
  },
  {
    titleKo: '조치 완료',
    titleEn: 'Fixed',
    bodyKo: '조치가 완료되었습니다. 남은 문제가 있으면 알려 주세요.',
    bodyEn: 'The issue has been fixed. Please let us know if anything remains.',
  },
  {
    titleKo: '외부 업체 수리',
    titleEn: 'Contractor',
    bodyKo: '외부 업체 작업이 필요하여 수리 일정을 잡았습니다. 완료되면 알려 드리겠습니다.',
    bodyEn: 'This needs a contractor; we have scheduled the repair and will update you when it is done.',
  },
];

/** Once, into an empty table: the office's edits and deletions are kept. */
export async function seedComplaintReplies(db: Db, now: Date): Promise<void> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(complaintReplies)) as [{ n: number }];
  if (Number(n) > 0) return;
  await db.insert(complaintReplies).values(CANNED_REPLIES.map((row) => ({ ...row, updatedAt: now })));
}
