// The GX side of bench:burst (`--kind gx`, issue 15): a program of 20 places and a waiting list of 20,
// registered for by 1,000 different people at once. The people and their sessions are written straight
// into the database (lib/people.mjs), so this kind runs on PostgreSQL. The program is a late round the office opens around today, made through
// the back office's API.
import { membersWithSessions } from './people.mjs';

export const GX_PLACES = { capacity: 20, waitlistLength: 20 };

/** `count` approved bench members of ACME (the demo's own password), each with a session: their request headers. */
export async function gxPeople(count) {
  if (!process.env.DATABASE_URL) throw new Error('bench:burst --kind gx runs on PostgreSQL: set DATABASE_URL');
  return (await membersWithSessions(process.env.DATABASE_URL, count, 'bench.gx')).map((p) => p.headers);
}

/** Today in Seoul, moved by `days`. */
function seoulDay(days) {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A program of next month with GX_PLACES, its registration open from yesterday to a week on: its id. */
export async function gxProgram(url, admin, name) {
  const next = seoulDay(0).slice(0, 7);
  const [y, m] = next.split('-').map(Number);
  const month = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  const res = await fetch(`${url}/api/v2/admin/wellness/gx/programs`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      month,
      nameKo: name,
      nameEn: name,
      weekdays: [1, 3, 5],
      start: '07:00',
      end: '07:50',
      instructor: 'Bench',
      price: 150_000,
      registrationOpens: seoulDay(-1),
      registrationCloses: seoulDay(7),
      ...GX_PLACES,
    }),
  });
  if (res.status !== 201) throw new Error(`program: ${res.status} ${await res.text()}`);
  return { id: (await res.json()).id, month };
}

/** Places the program holds after the burst, as the back office's list counts them. */
export async function gxHeld(url, admin, program) {
  const list = await (await fetch(`${url}/api/v2/admin/wellness/gx/programs?month=${program.month}`, { headers: admin })).json();
  const p = list.items.find((i) => i.id === program.id);
  return { registered: p.registered, waitlisted: p.waitlisted };
}
