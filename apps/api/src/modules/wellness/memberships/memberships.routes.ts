import {
  colleagueListSchema,
  membershipStateSchema,
  transferListSchema,
  withdrawalResultSchema,
} from '@tea/shared/wellness/membership.responses';
import { holdingKindSchema, suspensionRequestSchema, transferRequestSchema } from '@tea/shared/wellness/membership.schema';
import { idParamSchema } from '@tea/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../../plugins/auth.js';
import { actorContext as ctx } from '../../../request-context.js';
import { TENANTS } from '../../route-kit/access.js';
import { idParams } from '../../route-kit/params.js';
import * as memberships from './memberships.service.js';

const tags = ['wellness'];
const holding = z.object({ kind: holdingKindSchema, id: idParamSchema });

/**
 * Memberships (issue 15, decision 0029, the v2 base): the holder of a locker or basket rental (a PT
 * package next) suspends it, offers it to a colleague, or withdraws from it; the colleague accepts or
 * declines the offer.
 */
const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);

  app.get(
    '/wellness/memberships/transfers',
    {
      // Any session: the wellness history asks it for everyone who opens it (the office's is empty).
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Transfers waiting for the person’s answer, and their own waiting offers',
        response: { 200: transferListSchema },
      },
    },
    async (request) => memberships.myTransfers(ctx(request)),
  );
  app.get(
    '/wellness/memberships/colleagues',
    {
      schema: {
        tags,
        summary: 'The approved members of the person’s company a holding may be offered to',
        response: { 200: colleagueListSchema },
      },
    },
    async (request) => memberships.colleagues(ctx(request)),
  );
  for (const answer of ['accept', 'decline', 'withdraw'] as const) {
    app.post(
      `/wellness/memberships/transfers/:id/${answer}`,
      {
        schema: {
          tags,
          summary: answer === 'withdraw' ? 'The sender withdraws a waiting offer' : `The recipient ${answer}s a waiting transfer`,
          params: idParams,
          response: { 200: transferListSchema },
        },
      },
      async (request) => memberships.answerTransfer(ctx(request), request.params.id, answer),
    );
  }
  app.get(
    '/wellness/memberships/:kind/:id',
    {
      schema: {
        tags,
        summary: 'A holding’s suspension, waiting transfer, and what suspending, transferring or withdrawing would do now',
        params: holding,
        response: { 200: membershipStateSchema },
      },
    },
    async (request) => memberships.membershipState(ctx(request), request.params.kind, request.params.id),
  );
  app.post(
    '/wellness/memberships/:kind/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend once per period, 1–30 days, with a reason: the last day moves by the days (409 SUSPENSION_USED)',
        params: holding,
        body: suspensionRequestSchema,
        response: { 200: membershipStateSchema },
      },
    },
    async (request) => memberships.suspend(ctx(request), request.params.kind, request.params.id, request.body),
  );
  app.post(
    '/wellness/memberships/:kind/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Offer the holding to a colleague of the same company (409 RECIPIENT_ALREADY_HOLDS)',
        params: holding,
        body: transferRequestSchema,
        response: { 200: membershipStateSchema },
      },
    },
    async (request) => memberships.offerTransfer(ctx(request), request.params.kind, request.params.id, request.body.loginId),
  );
  app.post(
    '/wellness/memberships/:kind/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'End a running holding today; the unused value is credited to the company’s ledger',
        params: holding,
        response: { 200: withdrawalResultSchema },
      },
    },
    async (request) => memberships.withdraw(ctx(request), request.params.kind, request.params.id),
  );
};

export default membershipsRoutes;
