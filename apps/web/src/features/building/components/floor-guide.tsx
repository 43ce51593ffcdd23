import { useTranslation } from 'react-i18next';

interface FloorBand {
  floors: string;
  title: string;
  body: string;
  zone: 'office' | 'amenity' | 'lobby' | 'retail' | 'parking';
}

const zoneStyle: Record<FloorBand['zone'], string> = {
  office: 'bg-navy-900 text-white',
  amenity: 'bg-navy-700 text-white',
  lobby: 'bg-gold-500 text-navy-950',
  retail: 'bg-navy-100 text-navy-900',
  parking: 'bg-line text-ink',
};

/** The floor guide, top to bottom: offices, amenities, lobby, retail and parking. */
export function FloorGuide() {
  const { t } = useTranslation('building');
  const bands = t('floors.bands', { returnObjects: true }) as FloorBand[];
  return (
    <ol className="overflow-hidden rounded-xl border border-line">
      {bands.map((band) => (
        <li
          key={band.floors}
          className="grid grid-cols-[5.5rem_1fr] border-b border-line last:border-b-0 sm:grid-cols-[8rem_1fr]"
        >
          <span className={`flex items-center justify-center px-2 py-4 text-center text-sm font-bold ${zoneStyle[band.zone]}`}>
            {band.floors}
          </span>
          <div className="bg-white px-4 py-4">
            <h3 className="font-semibold text-navy-900">{band.title}</h3>
            <p className="mt-1 text-sm leading-6 text-muted">{band.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
