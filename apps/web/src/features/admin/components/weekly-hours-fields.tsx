import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';

type Bound = UseFormRegisterReturn & { error?: string };

/**
 * Weekly hours of a person who gives sessions (a PT trainer, a golf pro): a row per weekday and hours,
 * added and removed; `bind(i, part)` is the form's field of row `i` (weekday as a number).
 */
export function WeeklyHoursFields({
  legend,
  rows,
  bind,
  onAdd,
  onRemove,
}: {
  legend: string;
  rows: readonly { id: string }[];
  bind: (i: number, part: 'weekday' | 'start' | 'end') => Bound;
  onAdd: () => void;
  onRemove: (i: number) => void;
}) {
  const { t } = useTranslation('pt');
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: String(d), label: t(`weekdays.${d}`) }));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      {rows.length === 0 && <p className="text-sm text-muted">{t('admin.noHours')}</p>}
      {rows.map((row, i) => (
        <div key={row.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
          <SelectField label={t('admin.weekday')} required options={weekdays} {...bind(i, 'weekday')} />
          <TextField label={t('admin.start')} type="time" step={1800} required {...bind(i, 'start')} />
          <TextField label={t('admin.end')} type="time" step={1800} required {...bind(i, 'end')} />
          <Button variant="ghost" className="text-danger" onClick={() => onRemove(i)}>
            {t('admin.removeHours')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={onAdd}>
        {t('admin.addHours')}
      </Button>
    </fieldset>
  );
}
