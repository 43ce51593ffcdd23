/**
 * The tower's floors: B8 to B1 (written -8 to -1) and 1 to 26. There is no floor 0; a floor anyone
 * names (a complaint's, a visit's landing floor) is one of these.
 */
export const BUILDING_FLOORS: number[] = [
  ...Array.from({ length: 8 }, (_, i) => i - 8),
  ...Array.from({ length: 26 }, (_, i) => i + 1),
];

export const isBuildingFloor = (floor: number): boolean => BUILDING_FLOORS.includes(floor);
