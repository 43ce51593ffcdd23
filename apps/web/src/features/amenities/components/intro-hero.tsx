import type { ReactNode } from 'react';
import { AmenityIllustration, type AmenityScene } from './amenity-illustration';
import type { Fact } from './fact-list';

/** The top of an intro: the drawn scene, a short summary, four key facts and the page's action slot. */
export function IntroHero({
  scene,
  label,
  summary,
  highlights,
  actions,
}: {
  scene: AmenityScene;
  label: string;
  summary: string;
  highlights: Fact[];
  actions?: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-line">
      <AmenityIllustration scene={scene} label={label} className="block aspect-[40/22] h-auto w-full" />
      <div className="p-5 @2xl:p-7">
        <p className="text-[17px] leading-8 text-ink">{summary}</p>
        <dl className="mt-5 grid grid-cols-2 gap-3 @4xl:grid-cols-4">
          {highlights.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-navy-50 px-3 py-3">
              <dt className="text-xs font-semibold text-muted">{fact.label}</dt>
              <dd className="mt-1 text-sm leading-6 font-bold text-navy-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </div>
  );
}
