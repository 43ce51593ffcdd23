import type { FieldIssue } from '@tea/shared/reservations/reservation.rules';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { applyServerErrors } from '../../../shared/forms';
import { useBookingWizard, type BookingStep } from '../../../shared/ui/booking-wizard';
import type { Quote } from '../api';

/**
 * What a booking page keeps across the wizard's steps: the wizard, the quote the confirm step shows
 * and the id of the booking made. `setError` and `fields` are the details form's, where the rules'
 * and the server's messages land.
 */
export function useBookingFlow<T extends FieldValues>({
  setError,
  fields,
  initialStep,
  initialQuote = null,
}: {
  setError: UseFormSetError<T>;
  fields: readonly string[];
  initialStep?: BookingStep;
  initialQuote?: Quote | null;
}) {
  const { t } = useTranslation('reservations');
  const wizard = useBookingWizard(initialStep);
  const [quote, setQuote] = useState<Quote | null>(initialQuote);
  const [savedId, setSavedId] = useState<number | null>(null);

  /**
   * The details' next step: the amenity's rules (`issues`, the same the server applies) shown on their
   * fields before anything is sent; then the price, which the confirm step shows. `price` may answer
   * null when it took the person elsewhere itself; a refusal lands on the fields, the rest above them.
   */
  const next = async (issues: FieldIssue[], price: () => Promise<Quote | null>) => {
    wizard.showError(null);
    for (const issue of issues) setError(issue.field as Path<T>, { type: 'rule', message: t(issue.key, issue.params) });
    if (issues.length > 0) return;
    try {
      const priced = await price();
      if (!priced) return;
      setQuote(priced);
      wizard.go('confirm');
    } catch (error) {
      wizard.showError(applyServerErrors(error, setError, fields));
    }
  };

  /**
   * The confirm step's reserve: saves the booking. A refusal puts the server's field messages on the
   * details (back to them with `toDetails` when the request itself was wrong, nothing lost) and throws
   * the message for the confirm step.
   */
  const reserve = async (save: () => Promise<{ id: number }>, toDetails: () => void) => {
    try {
      setSavedId((await save()).id);
    } catch (error) {
      const message = applyServerErrors(error, setError, fields) ?? (error instanceof ApiError ? error.message : String(error));
      if (error instanceof ApiError && error.status === 400) toDetails();
      throw new Error(message, { cause: error });
    }
  };

  /** Another booking after this one: the details from the start (`resetForm`), on the first step. */
  const again = (resetForm: () => void) => {
    resetForm();
    setQuote(null);
    setSavedId(null);
    wizard.go('form');
  };

  return { wizard, quote, savedId, next, reserve, again };
}
