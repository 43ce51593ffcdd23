import { BUILDING } from '@tea/shared/building/building.facts';
import { useTranslation } from 'react-i18next';

interface ExtraFact {
  label: string;
  value: string;
}

/** The building's key numbers (from building.facts) and the outline details (from the texts). */
export function BuildingFacts() {
  const { t } = useTranslation('building');
  const { coveragePercent, legalCoveragePercent } = BUILDING;
  const main = [
    { label: t('facts.floorsAbove'), value: t('facts.floorsValue', { n: BUILDING.floorsAbove }) },
    { label: t('facts.floorsBelow'), value: t('facts.floorsValue', { n: BUILDING.floorsBelow }) },
    { label: t('facts.towers'), value: t('facts.towersValue', { n: BUILDING.towers }) },
    { label: t('facts.height'), value: t('facts.heightValue', { height: BUILDING.heightMeters.toFixed(2) }) },
    { label: t('facts.parking'), value: t('facts.parkingValue', { n: BUILDING.parkingSpaces }) },
    { label: t('facts.completed'), value: t('facts.completedValue') },
  ];
  const extra = t('facts.extra', { returnObjects: true }) as ExtraFact[];

  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {main.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-line bg-white p-4">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">{fact.value}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-xl border border-line bg-white p-4 sm:col-span-3">
          <dt className="text-sm text-muted">{t('facts.coverage')}</dt>
          <dd className="mt-1">
            <p className="text-2xl font-bold text-navy-900">
              {coveragePercent}%{' '}
              <span className="text-sm font-medium text-muted">{t('facts.coverageLegal', { legal: legalCoveragePercent })}</span>
            </p>
            <div
              role="progressbar"
              aria-label={t('facts.coverage')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={coveragePercent}
              aria-valuetext={t('facts.coverageText', { value: coveragePercent, legal: legalCoveragePercent })}
              className="relative mt-3 h-3 rounded-full bg-navy-100"
            >
              <div className="h-3 rounded-full bg-navy-700" style={{ width: `${coveragePercent}%` }} />
              <div
                className="absolute -top-1 h-5 w-0.5 bg-gold-700"
                style={{ left: `${legalCoveragePercent}%` }}
                aria-hidden="true"
              />
            </div>
            <p className="mt-2 flex justify-between text-xs text-muted" aria-hidden="true">
              <span>0%</span>
              <span>{t('facts.coverageMarker', { legal: legalCoveragePercent })}</span>
              <span>100%</span>
            </p>
          </dd>
        </div>
      </dl>
      <dl className="mt-6 divide-y divide-line rounded-xl border border-line bg-white">
        {extra.map((fact) => (
          <div key={fact.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
            <dt className="text-sm font-semibold text-navy-900">{fact.label}</dt>
            <dd className="text-sm text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
