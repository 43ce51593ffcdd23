/**
 * Where everything is in the tower, written once (decision 0060): the floor guide on /about, the home,
 * the gallery and the booking pages read these numbers instead of writing floors into their texts.
 * The amenities' own towers, floors and hours are in `reservations/amenity.facts.ts`.
 */
import { formatFloor } from '../format';
import { CONFERENCE_ROOM, EXECUTIVE_LOUNGE, REFRESH_LOUNGE, SLEEPING_ROOM, WELLNESS_CENTER } from '../reservations/amenity.facts';

/** A span of floors, lowest first (basements are negative). */
export interface FloorSpan {
  lowest: number;
  highest: number;
}

/** The retail mall: restaurants, cafés and shops from B2 to 2F of the podium. */
export const RETAIL_MALL: FloorSpan = { lowest: -2, highest: 2 };
/** Self-park levels (560 spaces, spec §9). */
export const PARKING_FLOORS: FloorSpan = { lowest: -8, highest: -2 };
/** Office floors of both towers (4F of tower A is the nap room, 26F the sky garden and the executive lounge). */
export const OFFICE_FLOORS: FloorSpan = { lowest: 5, highest: 25 };
/** The building management office and the underground link to Euljiro 1(il)-ga station. */
export const MANAGEMENT_OFFICE_FLOOR = -1;
export const LOBBY_FLOOR = 1;
/** The rooftop garden of tower A. */
export const SKY_GARDEN = { tower: 'A', floor: 26 } as const;

type Lang = 'ko' | 'en';

export type FloorZone = 'office' | 'amenity' | 'lobby' | 'retail' | 'parking';

/** A band of the floor guide, top to bottom; its texts are `building:floors.bands.<id>`. */
export interface FloorBand extends FloorSpan {
  id: 'top' | 'offices' | 'napRoom' | 'wellness' | 'refresh' | 'lobby' | 'mall' | 'dock' | 'parking';
  zone: FloorZone;
}

export const FLOOR_BANDS: readonly FloorBand[] = [
  { id: 'top', lowest: SKY_GARDEN.floor, highest: SKY_GARDEN.floor, zone: 'amenity' },
  { id: 'offices', ...OFFICE_FLOORS, zone: 'office' },
  { id: 'napRoom', lowest: SLEEPING_ROOM.floor, highest: SLEEPING_ROOM.floor, zone: 'amenity' },
  { id: 'wellness', lowest: WELLNESS_CENTER.floor, highest: WELLNESS_CENTER.floor, zone: 'amenity' },
  { id: 'refresh', lowest: REFRESH_LOUNGE.floor, highest: REFRESH_LOUNGE.floor, zone: 'amenity' },
  { id: 'lobby', lowest: LOBBY_FLOOR, highest: LOBBY_FLOOR, zone: 'lobby' },
  { id: 'mall', lowest: MANAGEMENT_OFFICE_FLOOR, highest: MANAGEMENT_OFFICE_FLOOR, zone: 'retail' },
  { id: 'dock', lowest: PARKING_FLOORS.highest, highest: PARKING_FLOORS.highest, zone: 'parking' },
  { id: 'parking', lowest: PARKING_FLOORS.lowest, highest: PARKING_FLOORS.highest - 1, zone: 'parking' },
];

/** The guide's label of a band: `26F`, `5F–25F`, `B3–B8` (in both languages, as the signs in the lifts). */
export function bandLabel({ lowest, highest }: FloorSpan): string {
  const sign = (floor: number) => (floor < 0 ? `B${-floor}` : `${floor}F`);
  if (lowest === highest) return sign(lowest);
  return highest < 0 ? `${sign(highest)}–${sign(lowest)}` : `${sign(lowest)}–${sign(highest)}`;
}

/** A span in running text: `지하 2층~지상 2층`, `지하 2~8층`, `5~25층` · `B2–2F`, `B2–B8`, `5F–25F`. */
export function floorSpanText({ lowest, highest }: FloorSpan, lang: Lang): string {
  if (lang === 'en') return bandLabel({ lowest, highest });
  if (highest < 0) return `지하 ${-highest}~${-lowest}층`;
  if (lowest < 0) return `지하 ${-lowest}층~지상 ${highest}층`;
  return `${lowest}~${highest}층`;
}

/** A place in running text: `A동 4층` · `Tower A, 4F`. */
export function placeText(place: { tower: string; floor: number }, lang: Lang): string {
  return lang === 'ko'
    ? `${place.tower}동 ${formatFloor(place.floor, 'ko')}`
    : `Tower ${place.tower}, ${formatFloor(place.floor, 'en')}`;
}

/** A floor in running text: `지하 1층`, `3층` · `B1`, `3F`. */
export function floorText(floor: number, lang: Lang): string {
  return lang === 'ko' && floor < 0 ? `지하 ${-floor}층` : formatFloor(floor, lang);
}

/** The values every text about the building may name, for i18next: `{{napRoom}}`, `{{mallFloors}}`, … */
export function buildingTextParams(lang: Lang) {
  return {
    napRoom: placeText(SLEEPING_ROOM, lang),
    napOpens: SLEEPING_ROOM.opensAt,
    napCloses: SLEEPING_ROOM.closesAt,
    refreshLounge: placeText(REFRESH_LOUNGE, lang),
    refreshOpens: REFRESH_LOUNGE.opensAt,
    refreshCloses: REFRESH_LOUNGE.closesAt,
    wellnessCenter: placeText(WELLNESS_CENTER, lang),
    conferenceRoom: placeText(CONFERENCE_ROOM, lang),
    executiveLounge: placeText(EXECUTIVE_LOUNGE, lang),
    skyGarden: placeText(SKY_GARDEN, lang),
    mallFloors: floorSpanText(RETAIL_MALL, lang),
    officeFloors: floorSpanText(OFFICE_FLOORS, lang),
    parkingFloors: floorSpanText(PARKING_FLOORS, lang),
    officeFloor: floorText(MANAGEMENT_OFFICE_FLOOR, lang),
  };
}
