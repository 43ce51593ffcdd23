import {
  adminComplaintExportQuerySchema,
  adminComplaintQuerySchema,
  complaintAnswerSchema,
  cannedReplyListSchema,
  cannedReplyParamsSchema,
  cannedReplySchema,
  complaintAssignSchema,
  complaintBulkAssignedSchema,
  complaintBulkAssignSchema,
  complaintNoteListSchema,
  complaintNoteSchema,
  complaintCreatedSchema,
  complaintListQuerySchema,
  complaintListSchema,
  complaintParamsSchema,
  complaintRatedSchema,
  complaintRequestSchema,
  complaintThreadSchema,
  followUpRequestSchema,
  ratingRequestSchema,
  slaTargetListSchema,
  slaTargetsSchema,
  staffListSchema,
} from '@tea/shared/voc/complaint.schema';
import { seoulDate } from '@tea/shared/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../plugins/auth.js';
import { clearOnWrites } from '../../plugins/clear-on-writes.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE, TENANTS } from '../route-kit/access.js';
import { doneSchema } from '@tea/shared/answers';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import { settingRoutes } from '../route-kit/setting.js';
import { forgetComplaintPages } from './complaint-pages.js';
import * as desk from './complaint-desk.service.js';
import * as office from './complaint-queue.service.js';
import * as tenant from './complaints.service.js';

const tags = ['voc'];

/**
 * Customer complaints and inconveniences (VOC, issue 14): tenants file, follow up, resolve and rate;
 * the building office works the queue, assigns, answers, edits the SLA targets and exports.
 */
const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);
  clearOnWrites(app, forgetComplaintPages); // every change to complaints comes through these routes

  app.post(
    '/voc/complaints',
    {
      schema: {
        tags,
        summary: 'Files a complaint (floor, type, title 1–150, detail 1–500, an optional complaint-image upload id)',
        body: complaintRequestSchema,
        response: { 201: complaintCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await tenant.createComplaint(ctx(request), request.body)),
  );
  app.get(
    '/voc/complaints',
    {
      schema: {
        tags,
        summary: "The person's own complaints, newest first",
        querystring: complaintListQuerySchema,
        response: { 200: complaintListSchema },
      },
    },
    async (request) => tenant.listMine(ctx(request), request.query),
  );
  app.get(
    '/voc/complaints/:id',
    {
      config: { access: [...TENANTS, ...OFFICE] },
      schema: {
        tags,
        summary: 'A complaint thread: the original, answers, follow-ups, rating, status history and SLA instants',
        params: complaintParamsSchema,
        response: { 200: complaintThreadSchema },
      },
    },
    async (request) => tenant.thread(ctx(request), request.params.id),
  );
  app.post(
    '/voc/complaints/:id/resolve',
    { schema: { tags, summary: 'Marks the complaint resolved', params: complaintParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      await tenant.resolve(ctx(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/voc/complaints/:id/follow-ups',
    {
      schema: {
        tags,
        summary: 'Adds a follow-up inquiry, a child of the complaint (its type and floor)',
        params: complaintParamsSchema,
        body: followUpRequestSchema,
        response: { 201: complaintCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await tenant.addFollowUp(ctx(request), request.params.id, request.body)),
  );
  app.post(
    '/voc/complaints/:id/rating',
    {
      schema: {
        tags,
        summary: 'Rates the answer 0–5; 2 or less reopens the complaint and alerts the building managers',
        params: complaintParamsSchema,
        body: ratingRequestSchema,
        response: { 200: complaintRatedSchema },
      },
    },
    async (request) => tenant.rate(ctx(request), request.params.id, request.body.rating),
  );

  app.get(
    '/admin/voc/complaints',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'The complaint queue by type, floor, company, status and SLA state',
        querystring: adminComplaintQuerySchema,
        response: { 200: complaintListSchema },
      },
    },
    async (request) => office.queue(ctx(request), request.query),
  );
  app.get(
    '/admin/voc/complaints/export',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "The queue's complaints under its filters as an Excel workbook",
        querystring: adminComplaintExportQuerySchema,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      // exceljs is large: loaded on the first export, not at start.
      const { complaintsWorkbook } = await import('./complaint-export.js');
      return asWorkbook(reply, `complaints-${seoulDate(request.ctx.now)}.xlsx`).send(
        await complaintsWorkbook(ctx(request), request.query),
      );
    },
  );
  app.get(
    '/admin/voc/staff',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'The building managers a complaint can be assigned to', response: { 200: staffListSchema } },
    },
    async (request) => office.staff(ctx(request)),
  );
  app.post(
    '/admin/voc/complaints/:id/assign',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Assigns the complaint to a building manager, who is told',
        params: complaintParamsSchema,
        body: complaintAssignSchema,
        response: { 200: complaintBulkAssignedSchema },
      },
    },
    async (request) => desk.assign(ctx(request), [request.params.id], request.body.assigneeId),
  );
  app.post(
    '/admin/voc/complaints/assign',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Assigns several complaints to one building manager at once (all or none), who is told once',
        body: complaintBulkAssignSchema,
        response: { 200: complaintBulkAssignedSchema },
      },
    },
    async (request) => desk.assign(ctx(request), request.body.ids, request.body.assigneeId),
  );
  app.get(
    '/admin/voc/complaints/:id/notes',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "The desk's internal notes on the complaint (never shown to the tenant)",
        params: complaintParamsSchema,
        response: { 200: complaintNoteListSchema },
      },
    },
    async (request) => desk.notes(ctx(request), request.params.id),
  );
  app.post(
    '/admin/voc/complaints/:id/notes',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Adds an internal note to the complaint',
        params: complaintParamsSchema,
        body: complaintNoteSchema,
        response: { 201: complaintNoteListSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await desk.addNote(ctx(request), request.params.id, request.body.body)),
  );
  app.get(
    '/admin/voc/replies',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'The canned replies the answer dialog offers', response: { 200: cannedReplyListSchema } },
    },
    async (request) => desk.replies(ctx(request)),
  );
  app.post(
    '/admin/voc/replies',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Adds a canned reply (Korean and English title and text)',
        body: cannedReplySchema,
        response: { 201: cannedReplyListSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await desk.addReply(ctx(request), request.body)),
  );
  app.put(
    '/admin/voc/replies/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Edits a canned reply',
        params: cannedReplyParamsSchema,
        body: cannedReplySchema,
        response: { 200: cannedReplyListSchema },
      },
    },
    async (request) => desk.saveReply(ctx(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/voc/replies/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Deletes a canned reply (answers sent keep their text)',
        params: cannedReplyParamsSchema,
        response: { 200: cannedReplyListSchema },
      },
    },
    async (request) => desk.deleteReply(ctx(request), request.params.id),
  );
  app.post(
    '/admin/voc/complaints/:id/answers',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Answers the complaint; its author is told in their language',
        params: complaintParamsSchema,
        body: complaintAnswerSchema,
        response: { 201: doneSchema },
      },
    },
    async (request, reply) => {
      await office.answer(ctx(request), request.params.id, request.body.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
  settingRoutes(app, '/admin/voc/sla-targets', {
    tags,
    access: OFFICE,
    value: slaTargetListSchema,
    input: slaTargetsSchema,
    read: { summary: 'The SLA targets of each complaint type', run: office.slaTargets },
    save: { summary: 'Edits the SLA targets (new complaints are held to them)', run: office.saveSlaTargets },
  });
};

export default complaintsRoutes;
