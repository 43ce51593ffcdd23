import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refusedBooking } from '../forms';
import { Button } from './button';
import { FormAlert } from './form/form-alert';

const STEPS = ['form', 'confirm', 'done'] as const;
export type BookingStep = (typeof STEPS)[number];

/**
 * The step a booking is at, and the message of the step. `go` moves to a step (the wizard then puts
 * the focus on its heading); `showError` shows a message above the current step's content.
 */
export function useBookingWizard(initial: BookingStep = 'form') {
  const [at, setAt] = useState({ step: initial, moves: 0 });
  const [error, setError] = useState<string | null>(null);
  const go = useCallback((step: BookingStep) => {
    setError(null);
    setAt((current) => ({ step, moves: current.moves + 1 }));
  }, []);
  /**
   * The confirm step's reserve action: runs `book`; a refusal is put back on the form (`refusedBooking`:
   * the messages of its `known` fields, and back to the form on a 400) and thrown for the step to show.
   */
  const reserve =
    <T extends FieldValues>(setFormError: UseFormSetError<T>, known: readonly string[], book: () => Promise<void>) =>
    async () => {
      try {
        await book();
      } catch (error) {
        throw refusedBooking(error, setFormError, known, () => go('form'));
      }
    };
  return { step: at.step, moves: at.moves, go, error, showError: setError, reserve };
}

export type BookingWizardState = ReturnType<typeof useBookingWizard>;

/** Where the person is in the booking: details, confirm, done (the current step is announced). */
function BookingSteps({ current }: { current: BookingStep }) {
  const { t } = useTranslation('common');
  const at = STEPS.indexOf(current);
  return (
    <ol aria-label={t('wizard.label')} className="mb-6 grid grid-cols-3 gap-2 text-center text-sm">
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === at ? 'step' : undefined}
          className={`border-t-4 pt-2 ${i <= at ? 'border-navy-900 font-bold text-navy-900' : 'border-line text-muted'}`}
        >
          <span aria-hidden="true">{i + 1} </span>
          {t(`wizard.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

/** A step: its heading (where the focus lands when the step opens), a lead line and the step's message. */
function StepHeading({
  id,
  title,
  lead,
  error,
  headingRef,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  error: string | null;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </>
  );
}

/** A term and its value in the confirm step's summary. */
export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/**
 * A booking in three steps (DESIGN.md §10 BookingWizard), the same for every amenity: the details
 * (`form`), then a check of what will be booked and its price with previous and reserve (`confirm`),
 * then the booking made (`done`). The steps show above, the current one marked; each step opens
 * with the focus on its heading. The form stays in the page while the person checks, so going back
 * finds everything as it was entered.
 *
 * The amenity brings its fields, its summary and what follows the booking. `form.onNext` checks the
 * details and calls `wizard.go('confirm')` when they are right (or `wizard.showError`). While
 * `confirm.onReserve` runs, the buttons wait; when it succeeds the done step opens, when it throws
 * the confirm step stays with the error's message (a caller that wants the details again calls
 * `wizard.go('form')` before throwing).
 */
export function BookingWizard({
  wizard,
  form,
  confirm,
  done,
}: {
  wizard: BookingWizardState;
  form: {
    title: string;
    lead?: ReactNode;
    nextLabel: string;
    onNext: (event: FormEvent<HTMLFormElement>) => Promise<unknown> | void;
    children: ReactNode;
  };
  confirm: {
    title: string;
    lead?: ReactNode;
    reserveLabel: string;
    onReserve: () => Promise<unknown>;
    /** Back to the details; by default the form step of this wizard. */
    onPrevious?: () => void;
    children: ReactNode;
  };
  done: { title: string; lead?: ReactNode; children?: ReactNode };
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [checking, setChecking] = useState(false);
  const [reserving, setReserving] = useState(false);
  const { step, moves, go, error, showError } = wizard;

  // Each move shows the steps from the top and puts the focus on the new step's heading (not on the
  // first render: a page starts at its own start).
  useEffect(() => {
    if (moves === 0) return;
    root.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [moves]);

  const next = (event: FormEvent<HTMLFormElement>) => {
    const checked = form.onNext(event);
    if (!checked) return;
    setChecking(true);
    checked.catch((e: unknown) => showError(e instanceof Error ? e.message : String(e))).finally(() => setChecking(false));
  };

  const reserve = async () => {
    setReserving(true);
    showError(null);
    try {
      await confirm.onReserve();
      go('done');
    } catch (e) {
      showError(e instanceof Error ? e.message : String(e));
    } finally {
      setReserving(false);
    }
  };

  const refOf = (s: BookingStep) => (s === step ? heading : undefined);

  return (
    <div ref={root} className="scroll-mt-24">
      <BookingSteps current={step} />
      {step !== 'done' && (
        // Hidden, not removed, while the person checks: nothing entered is lost on the way back.
        <section aria-labelledby={`${id}-form`} hidden={step !== 'form'}>
          <StepHeading
            id={`${id}-form`}
            title={form.title}
            lead={form.lead}
            error={step === 'form' ? error : null}
            headingRef={refOf('form')}
          />
          <form noValidate onSubmit={next} className="mt-6 space-y-6">
            {form.children}
            <div className="flex justify-end">
              <Button type="submit" busy={checking} className="w-full sm:w-auto sm:min-w-40">
                {form.nextLabel}
              </Button>
            </div>
          </form>
        </section>
      )}
      {step === 'confirm' && (
        <section aria-labelledby={`${id}-confirm`}>
          <StepHeading
            id={`${id}-confirm`}
            title={confirm.title}
            lead={confirm.lead}
            error={error}
            headingRef={refOf('confirm')}
          />
          <div className="mt-6 space-y-6">
            {confirm.children}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={confirm.onPrevious ?? (() => go('form'))} disabled={reserving}>
                {t('actions.previous')}
              </Button>
              <Button onClick={() => void reserve()} busy={reserving} className="sm:min-w-40">
                {confirm.reserveLabel}
              </Button>
            </div>
          </div>
        </section>
      )}
      {step === 'done' && (
        <div role="status" className="rounded-xl border border-[#1f7a4d]/30 bg-[#eef8f2] p-6">
          <h2 ref={refOf('done')} tabIndex={-1} className="text-xl font-bold text-[#17603c] outline-none">
            {done.title}
          </h2>
          {done.lead && <p className="mt-2 text-ink">{done.lead}</p>}
          {done.children}
        </div>
      )}
    </div>
  );
}
