import type { KeyboardEvent } from 'react';

/** A unit on a map: its number, its zone and its cell there, and whether it may be chosen. */
export interface MapUnit {
  id: number;
  number: number;
  zone: string;
  row: number;
  column: number;
  free: boolean;
}

const ARROWS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A map of numbered units (lockers, baskets, seats) to choose one from: a grid per zone, each unit a
 * button named by its label (number, zone, free or taken), the chosen one pressed. Taken units are
 * shown and named but cannot be chosen. The arrow keys move between the free units, Home and End to
 * the first and last; Tab leaves the map. The colours repeat what the names say.
 */
export function UnitMap({
  label,
  units,
  selected,
  onSelect,
  unitLabel,
  zoneLabel,
  legend,
}: {
  /** The map's accessible name. */
  label: string;
  units: readonly MapUnit[];
  selected: number | null;
  onSelect: (unit: MapUnit) => void;
  /** The name a screen reader says for a unit: its number, zone and state. */
  unitLabel: (unit: MapUnit) => string;
  zoneLabel: (zone: string) => string;
  legend: { free: string; taken: string; selected: string };
}) {
  const zones = [...new Set(units.map((u) => u.zone))];
  const free = units.filter((u) => u.free);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const at = free.findIndex((u) => String(u.number) === target.dataset.number);
    if (at < 0 || free.length === 0) return;
    let next: number | null = null;
    if (event.key in ARROWS) next = (at + ARROWS[event.key]! + free.length) % free.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = free.length - 1;
    if (next === null) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-number="${free[next]!.number}"]`)?.focus();
  };

  return (
    <div role="group" aria-label={label} onKeyDown={move} className="space-y-4">
      <ul className="flex flex-wrap gap-4 text-sm text-ink" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-4 w-4 rounded border border-navy-800 bg-white" />
          {legend.free}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-4 w-4 rounded border border-dashed border-[#9ca3af] bg-[#e5e7eb]" />
          {legend.taken}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-4 w-4 rounded bg-navy-900" />
          {legend.selected}
        </li>
      </ul>
      {zones.map((zone) => {
        const inZone = units.filter((u) => u.zone === zone);
        const columns = Math.max(...inZone.map((u) => u.column));
        return (
          <section key={zone} aria-label={zoneLabel(zone)}>
            <h4 className="mb-2 text-sm font-semibold text-navy-900">{zoneLabel(zone)}</h4>
            <div className="scroll-shadows overflow-x-auto pb-1">
              <div
                className="grid gap-1 sm:gap-1.5"
                style={{ gridTemplateColumns: `repeat(${columns}, minmax(1.625rem, 3rem))` }}
              >
                {inZone.map((u) => {
                  const pressed = selected === u.number;
                  return (
                    <button
                      key={u.id}
                      type="button"
                      data-number={u.number}
                      aria-label={unitLabel(u)}
                      aria-pressed={pressed}
                      disabled={!u.free}
                      onClick={() => onSelect(u)}
                      style={{ gridRow: u.row, gridColumn: u.column }}
                      className={`flex h-11 items-center justify-center rounded-md border text-sm font-semibold tabular-nums focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-500 ${
                        pressed
                          ? 'border-navy-900 bg-navy-900 text-white'
                          : u.free
                            ? 'border-navy-800 bg-white text-navy-900 hover:bg-navy-50'
                            : 'cursor-not-allowed border-dashed border-[#9ca3af] bg-[#e5e7eb] text-[#4b5563] line-through'
                      }`}
                    >
                      {u.number}
                    </button>
                  );
                })}
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
