import type { Sent } from '@tea/shared/answers';
import {
  VISIT_SEARCH_FIELDS,
  VISITOR_ACCESS_HOURS,
  VISITOR_LINKS_PER_DAY,
  visitSearchFieldOk,
  VISIT_SEARCH_MESSAGES,
  type VisitSearchField,
  type VisitSearchMode,
} from '@tea/shared/visitors/visitor-access';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { tabId, Tabs } from '../../../shared/ui/tabs';
import { usePlainForm } from '../../../shared/use-plain-form';

const MODES = Object.keys(VISIT_SEARCH_FIELDS) as VisitSearchMode[];

/** What a search says, match or not: a link went to the contact on file if a visit matches. Takes the focus, announced. */
function SentNotice() {
  const { t } = useTranslation('visitors');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="mb-6 rounded-xl border border-[#1f7a4d]/30 bg-[#eef8f2] p-5">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-[#17603c] outline-none">
        {t('search.sentTitle')}
      </h2>
      <p className="mt-2 text-ink">{t('search.sent', { hours: VISITOR_ACCESS_HOURS })}</p>
      <p className="mt-2 text-sm text-muted">{t('search.noMessage', { max: VISITOR_LINKS_PER_DAY })}</p>
    </div>
  );
}

/** One way to search, checked by the shared rules (visitor-access.ts, which the API's schema is built on). */
function SearchForm({ mode, onSent }: { mode: VisitSearchMode; onSent: () => void }) {
  const { t } = useTranslation('visitors');
  const fields = VISIT_SEARCH_FIELDS[mode];
  const {
    input: field,
    submit,
    formError,
    busy,
    formRef,
  } = usePlainForm<VisitSearchField>({
    fields,
    problemOf: (f, value) => (visitSearchFieldOk(f, value) ? undefined : VISIT_SEARCH_MESSAGES[f]),
  });
  const onSubmit = submit(async (values) => {
    const body = Object.fromEntries(fields.map((f) => [f, values[f].trim()]));
    await api<Sent>('/visits/search', { method: 'POST', body });
    onSent();
  });
  const input = (f: VisitSearchField) => ({ ...field(f), required: true });
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      {mode === 'details' ? (
        <>
          <TextField label={t('search.name')} autoComplete="name" {...input('name')} />
          <TextField label={t('search.contact')} hint={t('search.contactHint')} autoComplete="email" {...input('contact')} />
          <TextField label={t('search.date')} type="date" className="sm:max-w-60" {...input('date')} />
        </>
      ) : (
        <TextField
          label={t('search.reference')}
          hint={t('search.referenceHint')}
          autoCapitalize="characters"
          spellCheck={false}
          className="sm:max-w-80"
          {...input('reference')}
        />
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto sm:min-w-48" busy={busy}>
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /external-visitor-reservation-search and /visitor/search (public, the same screen): a visitor asks
 * for the link to their own application, by their name, a contact on file and the visit day, or by
 * its reference. The answer never says whether a visit matched (decision 0022); each way keeps what
 * was typed in it while the other is open.
 */
export default function VisitorSearchPage() {
  const { t } = useTranslation('visitors');
  const [mode, setMode] = useState<VisitSearchMode>('details');
  const [sent, setSent] = useState(0);
  return (
    <ServicePage title={t('search.title')} lead={t('search.lead')}>
      {sent > 0 && <SentNotice key={sent} />}
      <Panel title={t('search.modes')}>
        <Tabs
          label={t('search.modes')}
          tabs={MODES.map((m) => ({ id: m, label: t(m === 'details' ? 'search.byDetails' : 'search.byReference') }))}
          current={mode}
          onChoose={setMode}
          panelId="visit-search-panel"
          idPrefix="visit-search"
        />
        {MODES.map((m) => (
          <div
            key={m}
            id={m === mode ? 'visit-search-panel' : undefined}
            role="tabpanel"
            aria-labelledby={tabId('visit-search', m)}
            hidden={m !== mode}
          >
            <SearchForm mode={m} onSent={() => setSent((n) => n + 1)} />
          </div>
        ))}
      </Panel>
    </ServicePage>
  );
}
