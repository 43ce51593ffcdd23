import {
  groupTemplateQuerySchema,
  visitSheetRequestSchema,
  visitSheetSchema,
  adminVisitQuerySchema,
  adminVisitExportQuerySchema,
  visitSettingsSchema,
  visitSearchSchema,
  VISITOR_TOKEN_HEADER,
  externalVisitRequestSchema,
  groupVisitRequestSchema,
  passScanSchema,
  memberVisitRequestSchema,
  visitCompanySchema,
  visitCreatedSchema,
  visitIdsSchema,
  visitListQuerySchema,
  visitListSchema,
  visitorPassSchema,
  visitParamsSchema,
  visitRegistrationSchema,
  visitRejectionSchema,
  visitsChangedSchema,
  visitViewSchema,
} from '@tea/shared/visitors/visit.schema';
import { sentSchema } from '@tea/shared/answers';
import { bulkIdsSchema, bulkResultSchema } from '@tea/shared/admin/bulk.schema';
import { uploadTypeOfMime } from '@tea/shared/uploads/upload.rules';
import { VISIT_EXPORT_MAX } from '@tea/shared/visitors/visit.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { clearOnWrites } from '../../plugins/clear-on-writes.js';
import { limitPerAddress } from '../../plugins/rate-limit.js';
import { actorContext } from '../../request-context.js';
import { limitCodeLookups } from '../public-codes/public-codes.js';
import { OFFICE, TENANTS } from '../route-kit/access.js';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import { eachId } from '../route-kit/bulk.js';
import { codeParams } from '../route-kit/params.js';
import { settingRoutes } from '../route-kit/setting.js';
import { seoulDate } from '@tea/shared/calendar';
import { AppError } from '../../plugins/errors.js';
import { openUpload } from '../uploads/uploads.service.js';
import { checkIn, deskVisit, scanState, visitorPass } from './visit-passes.service.js';
import { forgetVisitPages } from './visit-pages.js';
import * as visitsService from './visits.service.js';
import {
  searchVisit,
  visitorCancel,
  visitorLogout,
  visitorRegistration,
  visitorUpdate,
  visitorVisits,
} from './visitor-access.service.js';

const tags = ['visitors'];
const DECIDERS = ['tenant_manager', 'building_manager'] as const;
/** A member's registration and a group's: the same registration by the same people, of 1–5 visitors or up to 20. */
const REGISTRATIONS = {
  member: { path: '/visits', summary: "A member's registration of 1–5 visitors", body: memberVisitRequestSchema },
  group: { path: '/visits/group', summary: 'A group registration of up to 20 visitors', body: groupVisitRequestSchema },
};
/**
 * Searches one address may make per hour, matching or not (the 429 tells nothing of a visit): each may
 * send a message to a visitor, so they are few, and one visit's contact gets at most
 * VISITOR_LINKS_PER_DAY a day whoever searches (decision 0056).
 */
export const VISIT_SEARCHES_PER_HOUR = 10;
/** Anonymous applications one address may send per hour: a receptionist registering a day's guests never meets it. */
export const EXTERNAL_APPLICATIONS_PER_HOUR = 30;

/**
 * Visitor registration (issue 13): members register visitors, anonymous visitors apply, tenant
 * managers approve, the visitor's pass and the desk's scanner open by the pass's public code.
 */
const visitorsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'session');
  const ctx = actorContext;
  clearOnWrites(app, forgetVisitPages); // every change to visits comes through these routes

  app.get(
    '/visits/companies',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The tenants a visitor can apply to visit (offices), with their tower and floors',
        response: { 200: z.array(visitCompanySchema) },
      },
    },
    async (request) => visitsService.visitableCompanies(request.ctx),
  );
  app.post(
    '/visits/external',
    {
      config: { access: 'public' },
      onRequest: limitPerAddress(app.counters, 'visit-external', EXTERNAL_APPLICATIONS_PER_HOUR, 3_600_000),
      schema: {
        tags,
        summary: "An anonymous visitor's application (1–5 visitors, with consent), pending the tenant's approval",
        body: externalVisitRequestSchema,
        response: { 201: visitCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await visitsService.applyExternal(request.ctx, request.body)),
  );
  app.post(
    '/visits/search',
    {
      config: { access: 'public' },
      onRequest: limitPerAddress(app.counters, 'visit-search', VISIT_SEARCHES_PER_HOUR, 3_600_000),
      schema: {
        tags,
        summary:
          "A visitor's search for their visit: a link goes to the contact on file when one matches (the answer is the same either way)",
        body: visitSearchSchema,
        response: { 202: sentSchema },
      },
    },
    async (request, reply) => {
      // The lookup, the link and its message run after the answer, so no answer waits on a match: its
      // status, its body and its time are the same whether or not a visit matches (decision 0056).
      app.afterAnswer(async () => {
        if ((await searchVisit(request.ctx, request.body, app.counters)) === 'capped')
          request.log.warn('visitor links to one visit capped for the day');
      });
      return reply.code(202).send({ sent: true as const });
    },
  );
  /** A visitor's own routes: no account, the token in its header, lookups limited as the public codes' are. */
  const visitorAccess = { config: { access: 'public' as const }, onRequest: limitCodeLookups(app, 'visitor-access') };
  const visitorToken = (request: { headers: Record<string, string | string[] | undefined> }) => {
    const value = request.headers[VISITOR_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  app.get(
    '/visits/visitor',
    {
      ...visitorAccess,
      schema: {
        tags,
        summary: "The visits a visitor's access link opens (its token in the x-visitor-token header)",
        response: { 200: z.array(visitViewSchema) },
      },
    },
    async (request) => visitorVisits(request.ctx, visitorToken(request)),
  );
  app.post(
    '/visits/visitor/cancel',
    {
      ...visitorAccess,
      schema: {
        tags,
        summary: 'A visitor cancels visits of their own registration',
        body: visitIdsSchema,
        response: { 200: visitsChangedSchema },
      },
    },
    async (request) => visitorCancel(request.ctx, visitorToken(request), request.body.ids),
  );
  app.get(
    '/visits/visitor/registrations/:id',
    {
      ...visitorAccess,
      schema: {
        tags,
        summary: "The registration a visitor's access link opens, with its visitors (for its edit page)",
        params: visitParamsSchema,
        response: { 200: visitRegistrationSchema },
      },
    },
    async (request) => visitorRegistration(request.ctx, visitorToken(request), request.params.id),
  );
  app.put(
    '/visits/visitor/registrations/:id',
    {
      ...visitorAccess,
      schema: {
        tags,
        summary: 'A visitor changes their own application (its visitors not yet begun; an approved one gets its pass again)',
        params: visitParamsSchema,
        body: memberVisitRequestSchema,
        response: { 200: visitCreatedSchema },
      },
    },
    async (request) => visitorUpdate(request.ctx, visitorToken(request), request.params.id, request.body),
  );
  app.post(
    '/visits/visitor/logout',
    {
      // Limited per address as the visitor's other routes: anyone may send it, with any token.
      ...visitorAccess,
      schema: { tags, summary: "Ends a visitor's access link", response: { 204: z.null() } },
    },
    async (request, reply) => {
      await visitorLogout(request.ctx, visitorToken(request));
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/visits/pass/:code',
    {
      config: { access: 'public' },
      onRequest: limitCodeLookups(app, 'visitor-pass'),
      schema: {
        tags,
        summary: "A visitor's pass by its code (the visitor's own link)",
        params: codeParams,
        response: { 200: visitorPassSchema },
      },
    },
    async (request) => visitorPass(request.ctx, request.params.code),
  );
  app.get(
    '/visits/scan/:code',
    {
      config: { access: 'public' },
      onRequest: limitCodeLookups(app, 'visitor-scan'),
      schema: {
        tags,
        summary: 'Whether a scanned pass opens now (no personal data)',
        params: codeParams,
        response: { 200: passScanSchema },
      },
    },
    async (request) => scanState(request.ctx, request.params.code),
  );

  for (const source of ['member', 'group'] as const) {
    const { path, summary, body } = REGISTRATIONS[source];
    app.post(
      path,
      { config: { access: TENANTS }, schema: { tags, summary, body, response: { 201: visitCreatedSchema } } },
      async (request, reply) => reply.code(201).send(await visitsService.register(ctx(request), request.body, source)),
    );
  }
  app.get(
    '/visits/group-template',
    {
      config: { access: TENANTS },
      schema: {
        tags,
        summary: 'The sample sheet of a group registration (.xlsx) in a language',
        querystring: groupTemplateQuerySchema,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      // exceljs is large: loaded with the first sheet, not at start.
      const { groupTemplate } = await import('./visit-sheet.js');
      const lang = request.query.lang;
      return asWorkbook(reply, `visitors-${lang}.xlsx`).send(await groupTemplate(lang, seoulDate(request.ctx.now)));
    },
  );
  app.post(
    '/visits/group/sheet',
    {
      config: { access: TENANTS },
      schema: {
        tags,
        summary: 'Reads an uploaded group sheet (.xlsx or .csv): its rows and each problem by row and column (nothing is saved)',
        body: visitSheetRequestSchema,
        response: { 200: visitSheetSchema },
      },
    },
    async (request) => {
      const { upload, bytes } = await openUpload(ctx(request), app.fileStore, request.body.uploadId);
      if (upload.purpose !== 'visitor-sheet') throw new AppError('NOT_FOUND');
      const { readGroupSheet } = await import('./visit-sheet.js');
      return readGroupSheet(request.ctx, bytes, uploadTypeOfMime(upload.contentType));
    },
  );
  app.get(
    '/visits',
    {
      schema: {
        tags,
        summary: "Visits: one's own, the company's, or the company's waiting list (tenant managers); all (building managers)",
        querystring: visitListQuerySchema,
        response: { 200: visitListSchema },
      },
    },
    async (request) => visitsService.list(ctx(request), request.query),
  );
  app.get(
    '/visits/registrations/:id',
    {
      schema: {
        tags,
        summary: 'A registration with its visitors (for its edit page)',
        params: visitParamsSchema,
        response: { 200: visitRegistrationSchema },
      },
    },
    async (request) => visitsService.registration(ctx(request), request.params.id),
  );
  app.put(
    '/visits/registrations/:id',
    {
      schema: {
        tags,
        summary: 'Changes a registration: its visitors changed, added or (left out) cancelled',
        params: visitParamsSchema,
        body: memberVisitRequestSchema,
        response: { 200: visitCreatedSchema },
      },
    },
    async (request) => visitsService.update(ctx(request), request.params.id, request.body),
  );
  app.post(
    '/visits/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels visits (the visitors holding a pass are told)',
        body: visitIdsSchema,
        response: { 200: visitsChangedSchema },
      },
    },
    async (request) => visitsService.cancel(ctx(request), request.body.ids),
  );
  app.post(
    '/visits/approve',
    {
      config: { access: DECIDERS },
      schema: {
        tags,
        summary: 'Approves pending visits at once (each visitor gets the pass)',
        body: visitIdsSchema,
        response: { 200: visitsChangedSchema },
      },
    },
    async (request) => visitsService.decide(ctx(request), request.body.ids, { approve: true }),
  );
  app.post(
    '/visits/reject',
    {
      config: { access: DECIDERS },
      schema: {
        tags,
        summary: 'Rejects pending visits with a reason (each visitor is told)',
        body: visitRejectionSchema,
        response: { 200: visitsChangedSchema },
      },
    },
    async (request) => visitsService.decide(ctx(request), request.body.ids, { approve: false, reason: request.body.reason }),
  );

  app.get(
    '/admin/visits',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Every visit, by day, company, status and visitor name',
        querystring: adminVisitQuerySchema,
        response: { 200: visitListSchema },
      },
    },
    async (request) => visitsService.adminList(ctx(request), request.query),
  );
  app.get(
    '/admin/visits/export',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: `The visits of the back office's filters as an Excel workbook (headers in the request's language; at most ${VISIT_EXPORT_MAX})`,
        querystring: adminVisitExportQuerySchema,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      // exceljs is large: loaded on the first export, not at start.
      const { visitsWorkbook } = await import('./visit-export.js');
      const name = `visits-${request.query.date ?? seoulDate(request.ctx.now)}.xlsx`;
      return asWorkbook(reply, name).send(await visitsWorkbook(ctx(request), request.query));
    },
  );
  settingRoutes(app, '/company/visit-settings', {
    tags,
    access: ['tenant_manager'],
    value: visitSettingsSchema,
    input: visitSettingsSchema,
    read: { summary: "The company's visit approval setting", run: visitsService.visitSettings },
    save: {
      summary: "Sets whether the company's member registrations are approved at once or by a tenant manager",
      run: (context, input) => visitsService.changeVisitSettings(context, input.approval),
    },
  });
  app.get(
    '/admin/visits/by-code/:code',
    {
      config: { access: OFFICE },
      onRequest: limitCodeLookups(app, 'visitor-desk'),
      schema: { tags, summary: "The desk's view of a scanned pass", params: codeParams, response: { 200: visitViewSchema } },
    },
    async (request) => deskVisit(ctx(request), request.params.code),
  );
  app.post(
    '/admin/visits/:id/check-in',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Checks a visitor in at the desk (a pass that opens now); the host is told',
        params: visitParamsSchema,
        response: { 200: visitViewSchema },
      },
    },
    async (request) => checkIn(ctx(request), request.params.id),
  );
  app.post(
    '/admin/visits/check-in',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Checks several visitors in at once (a group arriving); each pass that does not open now is skipped',
        body: bulkIdsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const c = ctx(request);
      return eachId(c, request.body.ids, { NOT_CHANGEABLE: 'not_today' }, (id) => checkIn(c, id));
    },
  );
};

export default visitorsRoutes;
