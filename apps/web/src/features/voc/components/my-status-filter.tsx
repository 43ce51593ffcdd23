import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../shared/ui/form/filter-select';

/**
 * The status filter over the person's own complaints or extension requests: `ns` is the list's
 * namespace, whose texts share the keys `list.statusFilter`, `list.all` and `statuses.*`.
 */
export function MyStatusFilter({
  ns,
  statuses,
  value,
  onChange,
}: {
  ns: 'voc' | 'extensions';
  statuses: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <FilterSelect
      label={t('list.statusFilter')}
      allLabel={t('list.all')}
      value={value}
      options={statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      onChange={onChange}
      selectClassName="sm:w-56"
    />
  );
}
