import { formatKrw } from '@tea/shared/money';
import { PARKING, parkingFee } from '@tea/shared/building/parking.rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../../shared/ui/form/field-label';
import { useLang } from './use-lang';
import { controlClass } from '../../../shared/ui/form/field';

/** An empty field counts as 0; otherwise only digits are a valid non-negative integer. */
function parseWhole(raw: string): number | null {
  const value = raw.trim();
  if (value === '') return 0;
  return /^\d+$/.test(value) ? Number(value) : null;
}

function Field({
  id,
  label,
  value,
  error,
  hintId,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  hintId: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${hintId}` : hintId}
        className={controlClass(!!error)}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The parking fee for a stay of hours and minutes, updated as you type. */
export function ParkingFeeCalculator() {
  const { t } = useTranslation('building');
  const lang = useLang();
  const id = useId();
  const [hours, setHours] = useState('1');
  const [minutes, setMinutes] = useState('30');

  const h = parseWhole(hours);
  const m = parseWhole(minutes);
  const hoursLabel = t('parking.calc.hours');
  const minutesLabel = t('parking.calc.minutes');
  const hoursError = h === null ? t('parking.calc.errorWhole', { field: hoursLabel, value: hours }) : null;
  const minutesError = m === null || m > 59 ? t('parking.calc.errorMinutes', { field: minutesLabel, value: minutes }) : null;
  const valid = !hoursError && !minutesError && h !== null && m !== null;
  const total = valid ? h * 60 + m : 0;
  const fee = valid ? parkingFee(total) : 0;
  const units = Math.ceil(total / PARKING.unitMinutes);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-5 shadow-sm lg:p-6">
      <h3 id={`${id}-title`} className="text-lg font-bold text-navy-900">
        {t('parking.calc.title')}
      </h3>
      <p id={`${id}-hint`} className="mt-1 text-sm leading-6 text-muted">
        {t('parking.calc.hint', {
          free: PARKING.freeMinutes,
          unit: PARKING.unitMinutes,
          fee: formatKrw(PARKING.unitFee, lang),
        })}
      </p>
      <form className="mt-4 grid grid-cols-2 gap-3" onSubmit={(e) => e.preventDefault()} noValidate>
        <Field id={`${id}-h`} label={hoursLabel} value={hours} error={hoursError} hintId={`${id}-hint`} onChange={setHours} />
        <Field
          id={`${id}-m`}
          label={minutesLabel}
          value={minutes}
          error={minutesError}
          hintId={`${id}-hint`}
          onChange={setMinutes}
        />
      </form>
      <output htmlFor={`${id}-h ${id}-m`} aria-live="polite" className="mt-5 block rounded-xl bg-navy-50 p-4">
        {valid ? (
          <>
            <span className="block text-sm text-muted">
              {t('parking.calc.duration', { hours: Math.floor(total / 60), minutes: total % 60 })}
            </span>
            <span className="mt-1 block text-3xl font-bold text-navy-900">
              {fee === 0 ? t('parking.calc.free') : formatKrw(fee, lang)}
            </span>
            <span className="mt-1 block text-sm text-muted">
              {fee === 0
                ? t('parking.calc.freeNote', { free: PARKING.freeMinutes })
                : t('parking.calc.breakdown', { units, unit: PARKING.unitMinutes, fee: formatKrw(PARKING.unitFee, lang) })}
            </span>
            {fee >= PARKING.monthlyFee && (
              <span className="mt-2 block text-sm font-medium text-gold-700">
                {t('parking.calc.monthlyTip', { fee: formatKrw(PARKING.monthlyFee, lang) })}
              </span>
            )}
          </>
        ) : (
          <span className="block text-sm text-muted">{t('parking.calc.invalid')}</span>
        )}
      </output>
    </section>
  );
}
