// Helpers the reservation benches share: log demo people in, find bookable days, and book.
const apiKey = process.env.API_KEY ?? 'tea-dev-api-key';
export const HEADERS = { 'x-api-key': apiKey, 'content-type': 'application/json' };

const PEOPLE = [
  'acme.kim',
  'acme.master',
  'blue.park',
  'blue.master',
  ...Array.from({ length: 24 }, (_, i) => `acme.staff${String(i + 1).padStart(2, '0')}`).filter((_, i) => i % 6 !== 5),
];

/** Logs the demo staff in (the server must run with SEED_DEMO): their request headers, one set a person. */
export async function sessions(url) {
  const out = [];
  for (const loginId of PEOPLE) {
    const password = loginId.endsWith('.master') ? 'Master!2345' : 'Member!2345';
    const res = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ loginId, password }),
    });
    if (!res.ok) throw new Error(`login ${loginId}: ${res.status} ${await res.text()}`);
    out.push({ ...HEADERS, authorization: `Bearer ${(await res.json()).accessToken}` });
  }
  return out;
}

/** A weekday at least `days` ahead in Seoul (conference rooms open on business days). */
export function weekdayAhead(days) {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The body of a conference booking as the benches make it (no package, no extras, paid by invoice):
 * `fields` names the room, the day, the hours and the purpose.
 */
export const conferenceBooking = (fields) =>
  JSON.stringify({
    ...fields,
    participants: 2,
    attendees: [],
    packageId: 'none',
    equipment: [],
    paymentMethod: 'invoice',
    personInCharge: 'Bench',
    contactEmail: 'bench@example.com',
    contactMobile: '010-1234-5678',
  });

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
