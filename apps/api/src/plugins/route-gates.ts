import type { onRequestHookHandler, RouteOptions } from 'fastify';

const gates = new WeakSet<object>();

/**
 * Puts a check among a route's first onRequest hooks: after the checks put there before it (the API
 * key before the session) and before the route's own hooks (a rate limit counts only the requests
 * let in). Each route carries only the checks it needs, each knowing its route from the start instead
 * of asking Fastify for the route's options on every request (issue 12: the hot read's work).
 */
export function addGate(route: RouteOptions, gate: onRequestHookHandler): void {
  const hooks: unknown[] = route.onRequest === undefined ? [] : [route.onRequest].flat();
  let at = 0;
  while (at < hooks.length && gates.has(hooks[at] as object)) at++;
  hooks.splice(at, 0, gate);
  gates.add(gate);
  route.onRequest = hooks as RouteOptions['onRequest'];
}
