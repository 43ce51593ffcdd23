import {
  adminLeaseExportQuerySchema,
  adminLeaseQuerySchema,
  leaseFormTokenAnswerSchema,
  leaseInquiryDetailSchema,
  leaseInquiryListSchema,
  leaseInquiryRequestSchema,
  leaseParamsSchema,
  leaseStatusAnswerSchema,
  leaseStatusChangeSchema,
  leaseWithdrawalViewSchema,
  leaseWithdrawnSchema,
} from '@tea/shared/lease/lease-inquiry.schema';
import { sentSchema } from '@tea/shared/answers';
import { seoulDate } from '@tea/shared/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../plugins/auth.js';
import { limitPerAddress } from '../../plugins/rate-limit.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE } from '../route-kit/access.js';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import { codeParams } from '../route-kit/params.js';
import { limitCodeLookups } from '../public-codes/public-codes.js';
import * as lease from './lease.service.js';

const tags = ['lease'];
const HOUR = 3_600_000;
/** Inquiries one address may send per hour: a broker sending a few for clients never meets it. */
export const LEASE_INQUIRIES_PER_HOUR = 5;
/** Form openings one address may make per hour (each page view of the form asks for a token). */
export const LEASE_FORM_TOKENS_PER_HOUR = 120;

/**
 * Lease inquiries (issue 17): the public form (rate-limited, a honeypot and a signed form-start
 * token: decision 0040), the sender's withdrawal link, and the building office's pipeline and export.
 */
const leaseRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');

  app.get(
    '/lease-inquiries/form-token',
    {
      onRequest: limitPerAddress(app.counters, 'lease-form-token', LEASE_FORM_TOKENS_PER_HOUR, HOUR),
      schema: {
        tags,
        summary: 'A signed form-start token: the inquiry must bring it back, at least a few seconds later',
        response: { 200: leaseFormTokenAnswerSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(lease.formToken(request.ctx, await app.qrSecret())),
  );
  app.post(
    '/lease-inquiries',
    {
      onRequest: limitPerAddress(app.counters, 'lease-inquiry', LEASE_INQUIRIES_PER_HOUR, HOUR),
      schema: {
        tags,
        summary:
          'Sends a lease inquiry (rental area 1–100 characters, consent required); the sender gets an e-mail with the withdrawal link',
        body: leaseInquiryRequestSchema,
        response: { 201: sentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await lease.createInquiry(request.ctx, request.body, { secret: await app.qrSecret(), counters: app.counters })),
  );
  app.get(
    '/lease-inquiries/withdrawals/:code',
    {
      onRequest: limitCodeLookups(app, 'lease-withdrawal'),
      schema: {
        tags,
        summary: "What a withdrawal link withdraws (the inquiry's title and when it was sent), to confirm",
        params: codeParams,
        response: { 200: leaseWithdrawalViewSchema },
      },
    },
    async (request) => lease.withdrawalView(request.ctx, request.params.code),
  );
  app.post(
    '/lease-inquiries/withdrawals/:code',
    {
      onRequest: limitCodeLookups(app, 'lease-withdrawal'),
      schema: {
        tags,
        summary: 'Withdraws consent: the inquiry and its personal data are deleted at once (only a count is kept)',
        params: codeParams,
        response: { 200: leaseWithdrawnSchema },
      },
    },
    async (request) => lease.withdraw(request.ctx, request.params.code),
  );

  app.get(
    '/admin/lease-inquiries',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'The lease pipeline by status and occupancy, newest first, with the count of withdrawn inquiries',
        querystring: adminLeaseQuerySchema,
        response: { 200: leaseInquiryListSchema },
      },
    },
    async (request) => lease.pipeline(ctx(request), request.query),
  );
  app.get(
    '/admin/lease-inquiries/export',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'The pipeline under its filters as an Excel workbook',
        querystring: adminLeaseExportQuerySchema,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      // exceljs is large: loaded on the first export, not at start.
      const { leaseWorkbook } = await import('./lease-export.js');
      return asWorkbook(reply, `lease-inquiries-${seoulDate(request.ctx.now)}.xlsx`).send(
        await leaseWorkbook(ctx(request), request.query),
      );
    },
  );
  app.get(
    '/admin/lease-inquiries/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'A lease inquiry with its pipeline (the reading is audited)',
        params: leaseParamsSchema,
        response: { 200: leaseInquiryDetailSchema },
      },
    },
    async (request) => lease.detail(ctx(request), request.params.id),
  );
  app.post(
    '/admin/lease-inquiries/:id/status',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Moves the inquiry in the pipeline (new, contacted, viewing, closed) with a note',
        params: leaseParamsSchema,
        body: leaseStatusChangeSchema,
        response: { 200: leaseStatusAnswerSchema },
      },
    },
    async (request) => lease.changeStatus(ctx(request), request.params.id, request.body),
  );
};

export default leaseRoutes;
