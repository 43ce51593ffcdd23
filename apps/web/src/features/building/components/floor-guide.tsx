import { bandLabel, FLOOR_BANDS, type FloorZone } from '@tea/shared/building/floor-plan';
import { useTranslation } from 'react-i18next';
import { useBuildingFacts } from '../../../shared/use-building-facts';

const zoneStyle: Record<FloorZone, string> = {
  office: 'bg-navy-900 text-white',
  amenity: 'bg-navy-700 text-white',
  lobby: 'bg-gold-500 text-navy-950',
  retail: 'bg-navy-100 text-navy-900',
  parking: 'bg-line text-ink',
};

/** The floor guide, top to bottom, from the building's floor plan: offices, amenities, lobby, retail and parking. */
export function FloorGuide() {
  const { t } = useTranslation('building');
  const facts = useBuildingFacts();
  return (
    <ol className="overflow-hidden rounded-xl border border-line">
      {FLOOR_BANDS.map((band) => (
        <li key={band.id} className="grid grid-cols-[5.5rem_1fr] border-b border-line last:border-b-0 sm:grid-cols-[8rem_1fr]">
          <span className={`flex items-center justify-center px-2 py-4 text-center text-sm font-bold ${zoneStyle[band.zone]}`}>
            {bandLabel(band)}
          </span>
          <div className="bg-white px-4 py-4">
            <h3 className="font-semibold text-navy-900">{t(`floors.bands.${band.id}.title`)}</h3>
            <p className="mt-1 text-sm leading-6 text-muted">{t(`floors.bands.${band.id}.body`, facts)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
