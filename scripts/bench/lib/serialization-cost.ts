// The cost of serialising the availability answer as the API does (fastify-type-provider-zod: zod encode,
// then JSON.stringify), against JSON.stringify alone, on a real answer read from the file in argv[2].
// Run with tsx by availability.mjs; prints one JSON line: microseconds per answer for each.
import { readFileSync } from 'node:fs';
import { conferenceAvailabilitySchema } from '@tea/shared/reservations/reservation.responses';
import { serializerCompiler } from 'fastify-type-provider-zod';

const body: unknown = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const serialize = serializerCompiler({ schema: conferenceAvailabilitySchema, method: 'GET', url: '/availability' });

function microsecondsPer(run: () => unknown, rounds = 20_000): number {
  for (let i = 0; i < 2_000; i++) run(); // warm the JIT
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run();
  return Number(process.hrtime.bigint() - started) / 1_000 / rounds;
}

const stringifyUs = microsecondsPer(() => JSON.stringify(body));
const schemaUs = microsecondsPer(() => serialize(body));
console.log(JSON.stringify({ bytes: JSON.stringify(body).length, stringifyUs, schemaUs }));
