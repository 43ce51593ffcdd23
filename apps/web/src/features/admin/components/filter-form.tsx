import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useAdminCompanies } from '../api';
import { FieldLabel } from '../../../shared/ui/form/field-label';
import { controlClass } from '../../../shared/ui/form/field';

/**
 * The filters above a list: plain named controls (their `defaultValue` from the address), applied
 * together with the search button. Give it a `key` of the current filters so it follows back/forward.
 */
export function FilterForm<K extends string>({
  keys,
  onApply,
  children,
}: {
  keys: readonly K[];
  onApply: (values: Record<K, string>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(keys.map((k) => [k, String(data.get(k) ?? '').trim()])) as Record<K, string>);
  };
  return (
    <form
      role="search"
      aria-label={t('list.filters')}
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-navy-50 p-4"
    >
      {children}
      <Button type="submit">{t('list.apply')}</Button>
    </form>
  );
}

/** A compact labelled control for a filter bar. */
export function FilterField({
  label,
  htmlFor,
  minWidth = 'min-w-[9rem]',
  children,
}: {
  label: string;
  htmlFor: string;
  /** A Tailwind min-width class, for a control whose value needs more room (a month written out in words). */
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${minWidth} flex-1 sm:flex-none`}>
      <FieldLabel htmlFor={htmlFor}>{label}</FieldLabel>
      {children}
    </div>
  );
}

export const filterControl = controlClass(false);

/** A filter choice: "All" first, then the given options; its value is the address's current one. */
export function FilterSelect({
  label,
  id,
  name,
  value,
  options,
}: {
  label: string;
  id: string;
  name: string;
  value: string;
  options: { value: string | number; label: string }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <FilterField label={label} htmlFor={id}>
      <select id={id} name={name} defaultValue={value} className={filterControl}>
        <option value="">{t('list.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The tenant filter (`companyId`): every company, by its name in the page's language. */
export function CompanyFilterSelect({ label, id, value }: { label: string; id: string; value: string }) {
  const { i18n } = useTranslation();
  const companies = useAdminCompanies({ page: 1, size: 100 });
  return (
    <FilterSelect
      label={label}
      id={id}
      name="companyId"
      value={value}
      options={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: i18n.language === 'ko' ? c.nameKo : c.nameEn }))}
    />
  );
}
