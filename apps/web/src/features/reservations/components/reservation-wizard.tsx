import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingWizard } from '../../../shared/ui/booking-wizard';
import type { useBookingFlow } from './booking-flow';
import { DoneLinks } from './done-links';

/**
 * An amenity's booking in the BookingWizard, in the reservation pages' words: the details, the
 * summary with its price to confirm, then the booking made (its recap, and the way to another one).
 */
export function ReservationWizard({
  flow,
  amenity,
  editing,
  details,
  onNext,
  summary,
  reserveLabel,
  onReserve,
  onPrevious,
  extraName,
  againTo,
  resetForm,
}: {
  flow: Pick<ReturnType<typeof useBookingFlow>, 'wizard' | 'savedId' | 'again'>;
  amenity: 'conference' | 'lounge';
  /** A booking being changed (not a new one). */
  editing: boolean;
  details: ReactNode;
  onNext: (event: FormEvent<HTMLFormElement>) => Promise<unknown> | void;
  summary: ReactNode;
  reserveLabel: string;
  onReserve: () => Promise<unknown>;
  onPrevious?: () => void;
  extraName: (code: string) => string;
  /** The page of a new booking, and how its form starts again there. */
  againTo: string;
  resetForm: () => void;
}) {
  const { t } = useTranslation('reservations');
  const { wizard, savedId, again } = flow;
  return (
    <BookingWizard
      wizard={wizard}
      form={{ title: t('form.title'), lead: t('form.required'), nextLabel: t('form.next'), onNext, children: details }}
      confirm={{ title: t('confirm.title'), lead: t('confirm.lead'), reserveLabel, onReserve, onPrevious, children: summary }}
      done={{
        title: editing ? t('done.changed') : t(`done.${amenity}`),
        lead: t(`done.${amenity}Lead`),
        children: savedId !== null && (
          <DoneLinks id={savedId} extraName={extraName} againTo={againTo} onAgain={() => again(resetForm)} />
        ),
      }}
    />
  );
}
