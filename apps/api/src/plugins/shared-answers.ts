import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

const shared = new WeakSet<object>();

/**
 * Marks an answer that many requests are given as it is, such as one a short cache keeps
 * (decision 0012): each route then serialises it through its response schema once, not once a
 * request (a visitor list's page was a quarter of its CPU in serialising). Frozen, so that nobody
 * changes it under the requests that share it.
 */
export function sharedAnswer<T extends object>(answer: T): Readonly<T> {
  shared.add(answer);
  return Object.freeze(answer);
}

/** The zod type provider's serialiser (every answer is checked and stripped by its route's schema), once per shared answer. */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialise = zodSerializerCompiler(route);
  const done = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !shared.has(data)) return serialise(data);
    let json = done.get(data);
    if (json === undefined) {
      json = serialise(data);
      done.set(data, json);
    }
    return json;
  };
};
