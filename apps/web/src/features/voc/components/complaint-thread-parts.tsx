import type { ComplaintThread } from '@tea/shared/voc/complaint.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FloorText } from '../../../shared/ui/floor-text';
import { HeadedSection } from '../../../shared/ui/headed-section';
import { UploadImage } from '../../../shared/ui/upload-image';
import { ComplaintStatusChip } from '../../../shared/ui/complaint-status';

type Inquiry = Pick<ComplaintThread, 'id' | 'title' | 'detail' | 'imageUploadId' | 'createdAt' | 'status' | 'author'>;

/** One inquiry of a thread (the original or a follow-up): title, status, who and when, the text and its image. */
export function InquiryCard({ inquiry, heading }: { inquiry: Inquiry; heading: string }) {
  const { t } = useTranslation('voc');
  return (
    <article aria-label={heading} className="space-y-3 rounded-lg border border-line bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-navy-900">
          <Link to={`/customer-complaints/${inquiry.id}`} className="underline-offset-4 hover:underline">
            {inquiry.title}
          </Link>
        </h3>
        <ComplaintStatusChip status={inquiry.status} />
      </div>
      <p className="text-sm text-muted">
        {inquiry.author.name} · <DateTimeText value={inquiry.createdAt} />
      </p>
      <p className="whitespace-pre-line text-[15px] text-ink">{inquiry.detail}</p>
      {inquiry.imageUploadId && (
        <UploadImage
          id={inquiry.imageUploadId}
          alt={t('thread.image')}
          className="max-h-80 w-auto max-w-full rounded-md border border-line"
        />
      )}
    </article>
  );
}

/** The facts of a complaint: type, floor, company and the SLA instant shown as "answer expected by …". */
export function ComplaintFacts({ thread }: { thread: ComplaintThread }) {
  const { t } = useTranslation('voc');
  const resolutionPhase = thread.answers.length > 0;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-navy-900">{t('list.type')}</dt>
        <dd>{t(`types.${thread.type}`)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{t('list.floor')}</dt>
        <dd>
          <FloorText floor={thread.floor} />
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{t('admin.company')}</dt>
        <dd>{thread.company.name}</dd>
      </div>
      {thread.dueAt && (
        <div>
          <dt className="font-semibold text-navy-900">{t('admin.due')}</dt>
          <dd>
            {t(resolutionPhase ? 'sla.resolutionExpectedLabel' : 'sla.expectedLabel')} <DateTimeText value={thread.dueAt} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The answers, oldest first. */
export function AnswerList({ answers }: { answers: ComplaintThread['answers'] }) {
  const { t } = useTranslation('voc');
  return (
    <HeadedSection id="complaint-answers" title={t('thread.answers')} className="space-y-3">
      {answers.length === 0 && <p className="text-[15px] text-muted">{t('thread.noAnswer')}</p>}
      {answers.map((a) => (
        <article key={a.id} className="rounded-lg border border-line bg-navy-50 p-4">
          <p className="text-sm text-muted">
            {a.author.name} · <DateTimeText value={a.createdAt} />
          </p>
          <p className="mt-2 whitespace-pre-line text-[15px] text-ink">{a.body}</p>
        </article>
      ))}
    </HeadedSection>
  );
}

/** Every status the complaint took, with who and when. */
export function StatusHistory({ history }: { history: ComplaintThread['history'] }) {
  const { t } = useTranslation('voc');
  return (
    <HeadedSection id="complaint-history" title={t('thread.history')} className="space-y-3">
      <ol className="space-y-2">
        {history.map((h, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2 text-[15px]">
            <ComplaintStatusChip status={h.status} />
            <DateTimeText value={h.at} className="text-muted" />
            <span className="text-muted">{h.by ? h.by.name : t('thread.system')}</span>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
