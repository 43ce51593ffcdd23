import type { EventState } from '@tea/shared/events/event.rules';
import { useTranslation } from 'react-i18next';
import { loginPath, useSession } from '../../../shared/session';
import { Button } from '../../../shared/ui/button';
import { HighlightedText } from '../../../shared/ui/highlighted-text';
import { seoulDate, seoulTime } from '@tea/shared/calendar';
import { DateTimeText, useDateFormat } from '../../../shared/ui/date-time-text';
import { LinkButton } from '../../../shared/ui/link-button';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { StatusChip, type Tone } from '../../../shared/ui/status-chip';
import type { EventView } from '../api';

export const STATE_TONES: Record<EventState, Tone> = {
  upcoming: 'neutral',
  open: 'good',
  waitlist: 'warn',
  full: 'bad',
  closed: 'muted',
};

/** An event's period: one day's times (`Fri 27 Nov 2026, 18:00–20:00`), else both instants. */
export function Period({ start, end }: { start: string; end: string }) {
  const format = useDateFormat();
  if (seoulDate(start) === seoulDate(end))
    return <time dateTime={start}>{format.span(seoulDate(start), seoulTime(start), seoulTime(end))}</time>;
  return (
    <>
      <DateTimeText value={start} /> – <DateTimeText value={end} />
    </>
  );
}

/**
 * An event's poster or cover photo at its public sizes (decision 0058), named by the event's title;
 * nothing at all when the event has none. Its posters are 16:9 and shown whole (never cropped: they
 * carry text).
 */
export function EventPhoto({
  event,
  sizes,
  eager,
  className = '',
}: {
  event: EventView;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  if (!event.photoId) return null;
  return (
    <ResponsiveImage
      id={event.photoId}
      alt={event.title}
      sizes={sizes}
      width={640}
      height={360}
      eager={eager}
      className={`aspect-[16/9] h-auto w-full rounded-lg bg-navy-50 object-cover ${className}`}
    />
  );
}

/** One event of /event: its photo, period, place, places taken and state, and what the visitor can do. */
export function EventCard({ event, q, onApply }: { event: EventView; q: string; onApply: () => void }) {
  const { t } = useTranslation('events');
  const { user } = useSession();
  const needsLogin = !user && !event.allowAnonymous;
  return (
    <article
      aria-labelledby={`event-${event.id}`}
      className="rounded-xl border border-line bg-white p-5 shadow-sm sm:flex sm:items-start sm:gap-5 lg:p-6"
    >
      {/* Above the texts on a phone, beside them from 640 px (14 rem wide). */}
      <EventPhoto event={event} sizes="(min-width: 640px) 14rem, 100vw" className="mb-4 sm:mb-0 sm:w-56 sm:shrink-0" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={`event-${event.id}`} className="text-lg font-bold text-navy-900">
            <HighlightedText text={event.title} query={q} />
          </h2>
          <StatusChip tone={STATE_TONES[event.state]}>{t(`states.${event.state}`)}</StatusChip>
        </div>
        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-muted">{t('card.period')}</dt>
          <dd>
            <Period start={event.startsAt} end={event.endsAt} />
          </dd>
          <dt className="font-semibold text-muted">{t('card.place')}</dt>
          <dd>
            <HighlightedText text={event.place} query={q} />
          </dd>
          <dt className="font-semibold text-muted">{t('card.capacity')}</dt>
          <dd>
            {t('card.capacityValue', { taken: Math.min(event.taken, event.capacity), capacity: event.capacity })}
            {event.waitlistLength > 0 && (
              <span className="ml-2 text-muted">
                {t('card.waitlistValue', { waitlisted: event.waitlisted, length: event.waitlistLength })}
              </span>
            )}
          </dd>
          <dt className="font-semibold text-muted">{t('card.window')}</dt>
          <dd>
            <DateTimeText value={event.applyOpensAt} /> – <DateTimeText value={event.applyClosesAt} />
            <span className="ml-2 text-muted">{event.allowAnonymous ? t('card.anyone') : t('card.membersOnly')}</span>
          </dd>
        </dl>
        <p className="mt-4 text-sm whitespace-pre-line text-ink">
          <HighlightedText text={event.description} query={q} />
        </p>
        {event.accepting && (
          <div className="mt-5 flex justify-end">
            {needsLogin ? (
              <LinkButton variant="secondary" to={loginPath(`/event?apply=${event.id}`)}>
                {t('card.loginToApply')}
              </LinkButton>
            ) : (
              <Button onClick={onApply} aria-describedby={`event-${event.id}`}>
                {event.state === 'waitlist' ? t('card.applyWaitlist') : t('card.apply')}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
