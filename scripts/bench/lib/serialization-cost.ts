// The cost of serialising the availability answer, on a real answer read from the file in argv[2]:
// - as the route serves it: a day's answer is shared by every read for a second (availability-cache.ts),
//   so a read looks up the JSON its answer was serialised to (plugins/shared-answers.ts), and the
//   schema's serialiser runs once a second per day and language;
// - through the response schema on every read (fastify-type-provider-zod: zod encode, then
//   JSON.stringify), as a route without a shared answer pays it;
// - JSON.stringify alone.
// Run with tsx by availability.mjs; prints one JSON line: microseconds per answer for each.
import { readFileSync } from 'node:fs';
import { conferenceAvailabilitySchema } from '@tea/shared/reservations/reservation.responses';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler, sharedAnswer } from '../../../apps/api/src/plugins/shared-answers';

const body = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as object;
const route = { schema: conferenceAvailabilitySchema, method: 'GET', url: '/availability' };
const throughSchema = zodSerializerCompiler(route);
const asServed = serializerCompiler(route);
const answer = sharedAnswer(structuredClone(body));

function microsecondsPer(run: () => unknown, rounds = 20_000): number {
  for (let i = 0; i < 2_000; i++) run(); // warm the JIT
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run();
  return Number(process.hrtime.bigint() - started) / 1_000 / rounds;
}

const stringifyUs = microsecondsPer(() => JSON.stringify(body));
const schemaUs = microsecondsPer(() => throughSchema(body));
const servedUs = microsecondsPer(() => asServed(answer));
if (asServed(answer) !== throughSchema(body)) throw new Error('the shared answer serialises differently');
console.log(JSON.stringify({ bytes: JSON.stringify(body).length, stringifyUs, schemaUs, servedUs }));
