import { historyPath } from '@tea/shared/reservations/amenity-policies';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import type { Notice } from '../notifications/outbox.js';
import type { ProgramRow } from './gx.service.js';

/** Tells each person about their GX program, in their own language, in the transaction of the change (outbox). */
export async function notifyGx(
  notify: (notice: Notice, tx?: Db) => Promise<void>,
  tx: Db,
  kind: 'gx_promoted' | 'gx_program_cancelled' | 'gx_cancelled_by_office',
  program: ProgramRow,
  people: { userId: number; total: number }[],
  reason = '',
): Promise<void> {
  if (people.length === 0) return;
  const rows = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((p) => p.userId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const person of people) {
    const user = byId.get(person.userId);
    if (!user) continue;
    const params = {
      programId: program.id,
      program: { ko: program.nameKo, en: program.nameEn },
      month: program.month,
      weekdays: program.weekdays,
      start: program.startTime,
      end: program.endTime,
      total: person.total,
    };
    const target = { link: historyPath('gx'), userId: user.id, email: user.email, language: user.language };
    await notify(
      kind === 'gx_cancelled_by_office' ? { kind, params: { ...params, reason }, ...target } : { kind, params, ...target },
      tx,
    );
  }
}
