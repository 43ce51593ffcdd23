import { reservations } from './reservations.js';

/** A booking's day, hours and state, as a list of bookings selects them: spread it where the four columns stand. */
export const slotColumns = {
  date: reservations.date,
  start: reservations.startTime,
  end: reservations.endTime,
  status: reservations.status,
};
