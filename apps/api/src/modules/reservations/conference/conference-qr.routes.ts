import { conferencePassSchema } from '@tea/shared/reservations/reservation.responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../../plugins/auth.js';
import { limitCodeLookups } from '../../public-codes/public-codes.js';
import { codeParams } from '../../route-kit/params.js';
import { conferencePass } from './conference-qr.service.js';

/**
 * /conference-qr/{code}: what the room's door, or an attendee's phone, shows for a booking's QR
 * code. The code is unguessable and the answer names no person: the room, the time, the company
 * and the meeting's purpose, and whether it is on now.
 */
const conferenceQrRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get(
    '/conference-qr/:code',
    {
      onRequest: limitCodeLookups(app, 'conference'),
      schema: {
        tags: ['reservations'],
        summary: 'A conference booking as its QR code shows it (no personal data)',
        params: codeParams,
        response: { 200: conferencePassSchema },
      },
    },
    async (request) => conferencePass(request.ctx, request.params.code),
  );
};

export default conferenceQrRoutes;
