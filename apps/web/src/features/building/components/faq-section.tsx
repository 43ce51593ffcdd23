import { inLanguage } from '@tea/shared/bilingual';
import { FAQ_QUERY_MAX, FAQ_TOPICS, type FaqTopic } from '@tea/shared/faq/faq.topics';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HighlightedText } from '../../../shared/ui/highlighted-text';
import { Section } from '../../../shared/ui/section';
import { useFaq } from '../api';
import { QueryStatus } from './query-status';
import { useLang } from './use-lang';

const isTopic = (value: string | null): value is FaqTopic => FAQ_TOPICS.includes(value as FaqTopic);

/**
 * The customer service center's FAQ (issue 17, decision 0042): a search over both languages that
 * finds partial words, topic chips, and each answer opened in place. The search and topic live in
 * the address (`?q=&topic=`), so a result can be shared and survives a reload.
 */
export function FaqSection() {
  const { t } = useTranslation('building');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const topicParam = params.get('topic');
  const topic = isTopic(topicParam) ? topicParam : undefined;
  const query = useDeferredValue(q.trim());
  const faq = useFaq(query, topic);
  const searchId = useId();

  const set = (key: 'q' | 'topic', value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
      active ? 'border-navy-900 bg-navy-900 text-white' : 'border-line bg-white text-navy-900 hover:bg-navy-50'
    }`;

  return (
    <Section id="faq" title={t('faq.title')} className="pt-0 lg:pt-0">
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-4">
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-navy-900">
          {t('faq.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={q}
          maxLength={FAQ_QUERY_MAX}
          placeholder={t('faq.searchHint')}
          onChange={(e) => set('q', e.target.value)}
          className="h-12 w-full max-w-xl rounded-md border border-line px-4 text-base"
        />
      </form>
      <div role="group" aria-label={t('faq.topicsLabel')} className="mb-6 flex flex-wrap gap-2">
        <button type="button" aria-pressed={!topic} className={chip(!topic)} onClick={() => set('topic', undefined)}>
          {t('faq.allTopics')}
        </button>
        {FAQ_TOPICS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={topic === id}
            className={chip(topic === id)}
            onClick={() => set('topic', id)}
          >
            {t(`faq.topics.${id}`)}
          </button>
        ))}
      </div>
      {faq.data ? (
        <>
          <p className="mb-3 text-sm text-muted" role="status" aria-live="polite">
            {t('faq.count', { count: faq.data.length })}
          </p>
          {faq.data.length === 0 ? (
            <p className="rounded-xl border border-line bg-navy-50 p-6 text-center text-muted">{t('faq.empty')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-xl border border-line">
              {faq.data.map((item) => (
                <li key={item.id}>
                  <details className="group" open={query !== ''}>
                    <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
                      <span className="shrink-0 rounded bg-navy-100 px-2 py-0.5 text-xs font-bold text-navy-800">
                        {t(`faq.topics.${item.topic}`)}
                      </span>
                      <span className="flex-1">
                        <HighlightedText text={inLanguage(item.questionKo, item.questionEn, lang)} query={query} />
                      </span>
                      <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
                        ▾
                      </span>
                    </summary>
                    <p className="px-5 pb-5 leading-7 whitespace-pre-line text-ink">
                      <HighlightedText text={inLanguage(item.answerKo, item.answerEn, lang)} query={query} />
                    </p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <QueryStatus isPending={faq.isPending} isError={faq.isError} onRetry={() => void faq.refetch()} />
      )}
    </Section>
  );
}
