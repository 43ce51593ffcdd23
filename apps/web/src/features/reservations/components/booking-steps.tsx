import { useTranslation } from 'react-i18next';

const STEPS = ['form', 'confirm', 'done'] as const;
export type BookingStep = (typeof STEPS)[number];

/** Where the person is in the booking: details, confirm, done (the current step is announced). */
export function BookingSteps({ current }: { current: BookingStep }) {
  const { t } = useTranslation('reservations');
  const at = STEPS.indexOf(current);
  return (
    <ol aria-label={t('steps.label')} className="mb-6 grid grid-cols-3 gap-2 text-center text-sm">
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === at ? 'step' : undefined}
          className={`border-t-4 pt-2 ${i <= at ? 'border-navy-900 font-bold text-navy-900' : 'border-line text-muted'}`}
        >
          <span aria-hidden="true">{i + 1} </span>
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
