import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        response: {
          200: z.object({
            room: z.string(),
            date: z.string(),
            start: z.string(),
            end: z.string(),
            company: z.string(),
            purpose: z.string(),
            participants: z.number().int(),
            state: z.enum(['upcoming', 'inProgress', 'ended', 'cancelled']),
          }),
        },
      },
    },
    async (request) => conferencePass(request.ctx, request.params.code),
  );
};

export default conferenceQrRoutes;
