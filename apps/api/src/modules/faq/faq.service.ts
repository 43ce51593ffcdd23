import type { FaqValues } from '@tea/shared/faq/faq.schema';
import type { FaqTopic } from '@tea/shared/faq/faq.topics';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { faqItems } from '../../db/schema/faq.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';

interface FaqQuery {
  q?: string;
  topic?: FaqTopic;
}

function conditions(query: FaqQuery): SQL[] {
  const where: SQL[] = [];
  if (query.topic) where.push(eq(faqItems.topic, query.topic));
  // Both languages at once, through the trigram index on the lower-cased text.
  if (query.q) where.push(ilike(faqItems.searchText, containsPattern(query.q.toLowerCase())));
  return where;
}

const order = [asc(faqItems.topic), asc(faqItems.sortOrder), asc(faqItems.id)];

/** The published entries, by topic and the office's order, matching the search in either language. */
export async function listFaq(db: Db, query: FaqQuery) {
  return db
    .select({
      id: faqItems.id,
      topic: faqItems.topic,
      questionKo: faqItems.questionKo,
      questionEn: faqItems.questionEn,
      answerKo: faqItems.answerKo,
      answerEn: faqItems.answerEn,
    })
    .from(faqItems)
    .where(and(eq(faqItems.published, true), ...conditions(query)))
    .orderBy(...order);
}

/** Every entry for the CMS, drafts included, with the missing translations flagged. */
export async function listFaqForOffice(db: Db, query: FaqQuery) {
  const rows = await db
    .select()
    .from(faqItems)
    .where(and(...conditions(query)))
    .orderBy(...order);
  return rows.map(({ searchText: _searchText, updatedAt, ...row }) => ({
    ...row,
    missingEnglish: row.questionEn === '' || row.answerEn === '',
    updatedAt: updatedAt.toISOString(),
  }));
}

export async function createFaq(ctx: ActorContext, values: FaqValues): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqItems)
      .values({ ...values, updatedAt: ctx.now })
      .returning({ id: faqItems.id });
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'faq_item',
      targetId: row!.id,
      detail: values,
    });
    return row!.id;
  });
}

export async function updateFaq(ctx: ActorContext, id: number, values: FaqValues): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqItems)
      .set({ ...values, updatedAt: ctx.now })
      .where(eq(faqItems.id, id))
      .returning({ id: faqItems.id });
    if (!row) throw new AppError('NOT_FOUND');
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'faq_item',
      targetId: id,
      detail: values,
    });
  });
}

export async function deleteFaq(ctx: ActorContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(faqItems)
      .where(eq(faqItems.id, id))
      .returning({ topic: faqItems.topic, questionKo: faqItems.questionKo });
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: ctx.actor.id, action: 'delete', targetType: 'faq_item', targetId: id, ip: ctx.ip, detail: row });
  });
}
