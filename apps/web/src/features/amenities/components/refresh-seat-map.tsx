import type { RefreshSeatMap as SeatMap } from '@tea/shared/reservations/refresh-lounge.schema';
import { useTranslation } from 'react-i18next';
import { UnitMap } from '../../../shared/ui/unit-map';

/**
 * The refresh lounge's seats by zone (the kit's UnitMap): a seat may be chosen when it is free and its
 * zone allows the length asked (a massage chair 30 minutes, a phone booth an hour).
 */
export function RefreshSeatMap({
  map,
  minutes,
  selected,
  onSelect,
}: {
  map: SeatMap;
  minutes: number;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('amenities');
  const units = map.seats.map((s) => ({ ...s, free: s.free && s.maxMinutes >= minutes }));
  const chosen = units.find((s) => s.id === selected && s.free);
  const zoneName = (zone: string) => t(`refreshLounge.zones.${zone}`);
  const maxOf = (zone: string) => map.seats.find((s) => s.zone === zone)?.maxMinutes ?? 0;
  return (
    <>
      <p className="mb-3 text-sm text-ink" aria-live="polite">
        {t('refresh.freeCount', { free: units.filter((s) => s.free).length, total: units.length })}
        {' · '}
        {chosen ? t('refresh.chosen', { number: chosen.number }) : t('refresh.noneChosen')}
      </p>
      <UnitMap
        label={t('refresh.mapLabel')}
        units={units}
        selected={chosen ? chosen.number : null}
        onSelect={(u) => onSelect(u.id)}
        unitLabel={(u) => t(u.free ? 'refresh.seatFree' : 'refresh.seatTaken', { number: u.number, zone: zoneName(u.zone) })}
        zoneLabel={(zone) => `${zoneName(zone)} · ${t('refresh.zoneMax', { count: maxOf(zone) })}`}
        legend={{ free: t('refresh.free'), taken: t('refresh.taken'), selected: t('refresh.selected') }}
      />
    </>
  );
}
