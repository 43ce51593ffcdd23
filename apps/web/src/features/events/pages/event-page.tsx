import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session';
import { useHydrated } from '../../../shared/use-hydrated';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { ServicePage } from '../../../shared/ui/service-page';
import { useEvents } from '../api';
import type { Applied } from '../components/apply-flow';
import { EventCard } from '../components/event-card';
import { PageLoading } from '../../../shared/ui/page-loading';

// The list is the public first load (150 KB budget); the apply steps, the cancel link's page and a
// member's applications come when they are opened.
const ApplyFlow = lazy(async () => ({ default: (await import('../components/apply-flow')).ApplyFlow }));
const ApplyDone = lazy(async () => ({ default: (await import('../components/apply-flow')).ApplyDone }));
const ApplicationByCode = lazy(async () => ({ default: (await import('../components/application-by-code')).ApplicationByCode }));
const MyApplications = lazy(async () => ({ default: (await import('../components/my-applications')).MyApplications }));

/**
 * /event (public, issue 17): the events with their period, place, places and state, a search that finds
 * partial words, and the two-step application on the same route (the event and the step in the
 * address: ?apply={id}&step=1|2|done); ?cancel={code} opens the application of an e-mail's link.
 * Members see and cancel their applications here.
 */
export default function EventPage() {
  const { t } = useTranslation('events');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const hydrated = useHydrated();
  const events = useEvents(q);
  const [applied, setApplied] = useState<Applied | null>(null);
  const applyId = Number(params.get('apply')) || null;
  const step = params.get('step');
  const code = params.get('cancel');
  const chosen = applyId !== null ? events.data?.items.find((e) => e.id === applyId) : undefined;

  const go = (next: Record<string, string | null>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) out.delete(key);
        else out.set(key, value);
      }
      return out;
    });
  const toList = () => {
    setApplied(null);
    go({ apply: null, step: null, cancel: null });
  };

  let body;
  if (code)
    body = (
      <ApplicationByCode
        code={code}
        onClose={toList}
        onApplyAgain={(eventId) => go({ cancel: null, apply: String(eventId), step: '1' })}
      />
    );
  else if (chosen && step === 'done' && applied) body = <ApplyDone event={chosen} applied={applied} onClose={toList} />;
  else if (chosen && chosen.accepting && (user || chosen.allowAnonymous))
    body = (
      <ApplyFlow
        key={chosen.id}
        event={chosen}
        step={step === '2' ? 2 : 1}
        onStep={(s) => go({ step: String(s) })}
        onDone={(result) => {
          setApplied(result);
          go({ step: 'done' });
        }}
        onClose={toList}
      />
    );
  else
    body = (
      <>
        <form
          role="search"
          className="mb-6"
          onSubmit={(e) => {
            e.preventDefault();
            go({ q: typed.trim() || null });
          }}
        >
          {/* Prerendered (/event): disabled until the app runs, so nothing typed into the painted page is lost. */}
          <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <TextField
                label={t('search.label')}
                type="search"
                placeholder={t('search.placeholder')}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            {/* Level with the input: the field keeps a line below it for an error (h-6). */}
            <Button type="submit" className="sm:mb-6">
              {t('search.submit')}
            </Button>
            {q && (
              <Button
                variant="secondary"
                className="sm:mb-6"
                onClick={() => {
                  setTyped('');
                  go({ q: null });
                }}
              >
                {t('search.clear')}
              </Button>
            )}
          </fieldset>
        </form>
        {/* The list's room is kept while it loads: the footer below does not move when it lands. */}
        {events.isPending && (
          <p role="status" className="min-h-[60vh] text-muted">
            {t('common:loading')}
          </p>
        )}
        {events.isError && <FormAlert>{events.error.message}</FormAlert>}
        {events.data && (
          <>
            {q && (
              <p role="status" className="mb-4 text-sm text-muted">
                {events.data.items.length === 0
                  ? t('emptySearch', { q })
                  : t('search.results', { q, count: events.data.items.length })}
              </p>
            )}
            {!q && events.data.items.length === 0 && <p className="text-muted">{t('empty')}</p>}
            <ul aria-label={t('card.list')} className="space-y-5">
              {events.data.items.map((e) => (
                <li key={e.id}>
                  <EventCard event={e} q={q} onApply={() => go({ apply: String(e.id), step: '1' })} />
                </li>
              ))}
            </ul>
          </>
        )}
        {user && (
          <div className="mt-8">
            <MyApplications />
          </div>
        )}
      </>
    );

  return (
    <ServicePage title={t('title')} lead={t('lead')}>
      <Suspense fallback={<PageLoading />}>{body}</Suspense>
    </ServicePage>
  );
}
