import type { NapSeatMap } from '@tea/shared/reservations/sleeping-room.schema';
import { useTranslation } from 'react-i18next';
import { UnitMap } from '../../../shared/ui/unit-map';

/** The seats of the person's side of the nap room, free ones to choose from (the kit's UnitMap). */
export function NapSeatMap({
  map,
  selected,
  onSelect,
}: {
  map: NapSeatMap;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('amenities');
  const side = t(`nap.side.${map.gender}`);
  const chosen = map.seats.find((s) => s.id === selected && s.free);
  return (
    <>
      <p className="mb-3 text-sm text-ink" aria-live="polite">
        {t('nap.freeCount', { free: map.seats.filter((s) => s.free).length, total: map.seats.length })}
        {' · '}
        {chosen ? t('nap.chosen', { number: chosen.number }) : t('nap.noneChosen')}
      </p>
      <UnitMap
        label={t('nap.mapLabel', { side })}
        units={map.seats.map((s) => ({ ...s, zone: map.gender }))}
        selected={chosen ? chosen.number : null}
        onSelect={(u) => onSelect(u.id)}
        unitLabel={(u) => t(u.free ? 'nap.seatFree' : 'nap.seatTaken', { number: u.number })}
        zoneLabel={() => side}
        legend={{ free: t('nap.free'), taken: t('nap.taken'), selected: t('nap.selected') }}
      />
    </>
  );
}
