import { checkInAnswerSchema } from '@tea/shared/reservations/check-in.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../plugins/auth.js';
import { addressMatcher } from '../../plugins/rate-limit.js';
import { actorContext as ctx } from '../../request-context.js';
import { TENANTS } from '../route-kit/access.js';
import { codeParams } from '../route-kit/params.js';
import { limitCodeLookups } from '../public-codes/public-codes.js';
import { checkInAtSeat } from './check-in.service.js';

/**
 * Which addresses prove a person is in the building (decision 0054): the building's networks when
 * named; unnamed, any in development and test (a laptop is the building), none in production.
 */
export function seatCheckInSite(networks: readonly string[], nodeEnv: string): (ip: string) => boolean {
  if (networks.length > 0) return addressMatcher(networks);
  return () => nodeEnv !== 'production';
}

/**
 * Check-in at the seat (issue 16, the v2 base, decision 0035): the seat's QR opens
 * `/seat-check-in/{code}`, whose page, for the logged-in person, checks in their own booking of that
 * seat whose window holds now, or says why not.
 */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);
  const onSite = seatCheckInSite(app.config.CHECK_IN_NETWORKS, app.config.NODE_ENV);
  app.post(
    '/reservations/seat-check-in/:code',
    {
      onRequest: limitCodeLookups(app, 'seat'),
      schema: {
        tags: ['reservations'],
        summary: 'Check in at a seat by its QR: the person’s own booking of it whose window holds now, or why not',
        params: codeParams,
        response: { 200: checkInAnswerSchema },
      },
    },
    async (request) => checkInAtSeat(ctx(request), request.params.code, onSite(request.ip)),
  );
};

export default checkInRoutes;
