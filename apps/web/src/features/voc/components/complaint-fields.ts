import { COMPLAINT_FLOOR_MAX, COMPLAINT_FLOOR_MIN } from '@tea/shared/voc/complaint.rules';

/** Every floor a complaint can be about (8 below ground, 26 above), lowest first. */
export const COMPLAINT_FLOORS = Array.from(
  { length: COMPLAINT_FLOOR_MAX - COMPLAINT_FLOOR_MIN + 1 },
  (_, i) => i + COMPLAINT_FLOOR_MIN,
).filter((f) => f !== 0);

/** An empty select is not a number (the schema says which field it is). */
export const toNumberOrNaN = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));
