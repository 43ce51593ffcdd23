import { BUILDING_FLOORS } from '@tea/shared/building/floors';

/** Every floor a complaint can be about (8 below ground, 26 above), lowest first. */
export const COMPLAINT_FLOORS = BUILDING_FLOORS;

/** An empty select is not a number (the schema says which field it is). */
export const toNumberOrNaN = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));
