import { useTranslation } from 'react-i18next';

interface BusGroup {
  type: string;
  numbers: string;
  color: 'blue' | 'green' | 'red' | 'yellow';
}

interface DriveRoute {
  from: string;
  summary: string;
  steps: string[];
}

const busColor: Record<BusGroup['color'], string> = {
  blue: 'bg-[#0068b7] text-white',
  green: 'bg-[#23702f] text-white',
  red: 'bg-[#b42318] text-white',
  yellow: 'bg-[#f2b705] text-ink',
};

/** Subway and bus directions. */
export function TransitDirections() {
  const { t } = useTranslation('building');
  const subway = t('location.transit.subway.items', { returnObjects: true }) as string[];
  const buses = t('location.transit.bus.groups', { returnObjects: true }) as BusGroup[];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <article className="rounded-xl border border-line bg-white p-5 lg:p-6">
        <h3 className="text-lg font-bold text-navy-900">{t('location.transit.subway.title')}</h3>
        <ul className="mt-4 space-y-3">
          {subway.map((item) => (
            <li key={item} className="flex gap-3 text-[15px] leading-6">
              <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-[#00a84d]" />
              {item}
            </li>
          ))}
        </ul>
      </article>
      <article className="rounded-xl border border-line bg-white p-5 lg:p-6">
        <h3 className="text-lg font-bold text-navy-900">{t('location.transit.bus.title')}</h3>
        <p className="mt-2 text-sm text-muted">{t('location.transit.bus.stops')}</p>
        <dl className="mt-4 space-y-3">
          {buses.map((group) => (
            <div key={group.type} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <dt className={`rounded px-2 py-0.5 text-xs font-bold ${busColor[group.color]}`}>{group.type}</dt>
              <dd className="text-[15px] font-semibold text-ink">{group.numbers}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}

/** Driving directions from Seoul Station and from Gangnam. */
export function DrivingDirections() {
  const { t } = useTranslation('building');
  const routes = t('location.driving.routes', { returnObjects: true }) as DriveRoute[];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {routes.map((route) => (
        <article key={route.from} className="rounded-xl border border-line bg-white p-5 lg:p-6">
          <h3 className="text-lg font-bold text-navy-900">{route.from}</h3>
          <p className="mt-1 text-sm text-muted">{route.summary}</p>
          <ol className="mt-4 space-y-3">
            {route.steps.map((step, i) => (
              <li key={step} className="flex gap-3 text-[15px] leading-6">
                <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-navy-100 text-xs font-bold text-navy-900">
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </article>
      ))}
    </div>
  );
}
