import { formatBytes } from '@tea/shared/uploads/upload.rules';
import type { ContentKind } from '@tea/shared/content/content.rules';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { downloadFile } from '../../../shared/download';
import { DateText } from '../../../shared/ui/date-time-text';
import { PageLoading } from '../../../shared/ui/page-loading';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { RichHtml } from '../../../shared/ui/rich-html';
import { HeadedSection } from '../../../shared/ui/headed-section';
import { Section } from '../../../shared/ui/section';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { KIND_PATHS, usePublicDetail } from '../api';

/** An item's page (/notice-details/:id and the others): its title, date, body (sanitised again here) and files. */
export function contentDetailPage(kind: ContentKind) {
  return function ContentDetailPage() {
    const { t } = useTranslation('content');
    const id = Number(useParams().id);
    const item = usePublicDetail(kind, id);
    useDocumentTitle(item.data?.title ?? t(`kinds.${kind}`));
    const back = KIND_PATHS[kind].list;
    if (item.isPending && Number.isInteger(id) && id > 0) return <PageLoading />;
    if (!item.data) {
      return (
        <RecordNotFound title={t('detail.notFound')} message={t('detail.notFoundHint')} to={back} label={t('detail.back')} />
      );
    }
    const data = item.data;
    return (
      <Section>
        <p className="text-sm font-semibold text-gold-700">
          <Link to={back} className="hover:underline">
            {t(`kinds.${kind}`)}
          </Link>
          {data.category && <span className="text-muted"> · {t(`categories.${data.category}`)}</span>}
        </p>
        <article className="mt-2">
          <header className="border-b-2 border-navy-900 pb-4">
            <h1 className="text-2xl font-bold text-navy-900 lg:text-3xl">{data.title}</h1>
            <p className="mt-2 text-sm text-muted">
              {t('detail.published')} <DateText value={data.publishedAt} />
            </p>
          </header>
          {data.fallback && <p className="mt-4 rounded-md bg-navy-50 p-3 text-sm text-muted">{t('detail.fallback')}</p>}
          <div lang={data.fallback ? 'ko' : undefined}>
            <RichHtml html={data.body} className="py-6" />
          </div>
          {data.attachments.length > 0 && <Attachments files={data.attachments} />}
        </article>
        <Link
          to={back}
          className="mt-8 inline-flex h-11 items-center rounded-md border border-navy-900 px-5 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {t('detail.back')}
        </Link>
      </Section>
    );
  };
}

function Attachments({ files }: { files: Upload[] }) {
  const { t } = useTranslation('content');
  return (
    <HeadedSection
      id="content-files"
      title={t('detail.attachments')}
      className="rounded-xl border border-line p-4"
      headingClassName="font-bold text-navy-900"
    >
      <ul className="mt-2 space-y-1">
        {files.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              onClick={() => void downloadFile(`/uploads/${file.id}`, file.name).catch(() => undefined)}
              aria-label={t('detail.download', { name: file.name })}
              className="inline-flex min-h-11 items-center gap-2 text-left font-semibold text-navy-700 underline"
            >
              {file.name} <span className="text-sm font-normal text-muted">({formatBytes(file.size)})</span>
            </button>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
