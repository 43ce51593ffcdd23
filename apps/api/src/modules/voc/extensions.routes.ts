import {
  adminExtensionQuerySchema,
  extensionCancelledSchema,
  extensionCreatedSchema,
  extensionFloorsSchema,
  extensionListQuerySchema,
  extensionListSchema,
  extensionParamsSchema,
  extensionQuoteAnswerSchema,
  extensionQuoteSchema,
  extensionRejectSchema,
  extensionRequestSchema,
  extensionTariffSchema,
} from '@tea/shared/voc/extension.schema';
import { bulkExtensionRejectSchema, bulkIdsSchema, bulkResultSchema } from '@tea/shared/admin/bulk.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE, TENANTS } from '../route-kit/access.js';
import { doneSchema } from '@tea/shared/answers';
import { eachId, type SkipReasons } from '../route-kit/bulk.js';
import { settingRoutes } from '../route-kit/setting.js';
import * as extensions from './extensions.service.js';

const tags = ['voc'];
const DECIDED: SkipReasons = { EXTENSION_DECIDED: 'already_decided' };

/**
 * Lights-out and heating/cooling extensions (VOC, issue 14): tenants get a quote, ask and cancel; the
 * building office approves or rejects with a reason and edits the tariff.
 */
const extensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);

  app.get(
    '/voc/extensions/floors',
    {
      schema: {
        tags,
        summary: "The floors the person's company occupies, with its tower: the only floors its requests may name",
        response: { 200: extensionFloorsSchema },
      },
    },
    async (request) => extensions.ownFloors(ctx(request)),
  );
  app.post(
    '/voc/extensions/quote',
    {
      schema: {
        tags,
        summary: 'The itemised price of an extension (per floor and hour, VAT), or 409 DEADLINE_PASSED after its deadline',
        body: extensionQuoteSchema,
        response: { 200: extensionQuoteAnswerSchema },
      },
    },
    async (request) => extensions.quote(ctx(request), request.body),
  );
  app.post(
    '/voc/extensions',
    {
      schema: {
        tags,
        summary: 'Asks for a lights-out or heating/cooling extension outside office hours, before its deadline',
        body: extensionRequestSchema,
        response: { 201: extensionCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await extensions.create(ctx(request), request.body)),
  );
  app.get(
    '/voc/extensions',
    {
      schema: {
        tags,
        summary: "The person's own extension requests, newest first",
        querystring: extensionListQuerySchema,
        response: { 200: extensionListSchema },
      },
    },
    async (request) => extensions.listMine(ctx(request), request.query),
  );
  app.post(
    '/voc/extensions/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels the request: free before its start, charged the full applied time from it',
        params: extensionParamsSchema,
        response: { 200: extensionCancelledSchema },
      },
    },
    async (request) => extensions.cancel(ctx(request), request.params.id),
  );

  app.get(
    '/admin/voc/extensions',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Every extension request by status and kind, newest first',
        querystring: adminExtensionQuerySchema,
        response: { 200: extensionListSchema },
      },
    },
    async (request) => extensions.listAll(ctx(request), request.query),
  );
  app.post(
    '/admin/voc/extensions/:id/approve',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Approves the request; the requester is told and it joins the month charges',
        params: extensionParamsSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await extensions.decide(ctx(request), request.params.id, { approve: true });
      return { ok: true as const };
    },
  );
  app.post(
    '/admin/voc/extensions/:id/reject',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Rejects the request with a reason; the requester is told',
        params: extensionParamsSchema,
        body: extensionRejectSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await extensions.decide(ctx(request), request.params.id, { approve: false, reason: request.body.reason });
      return { ok: true as const };
    },
  );
  app.post(
    '/admin/voc/extensions/approve',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Approves several requests at once; each one already decided is skipped with its reason',
        body: bulkIdsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const c = ctx(request);
      return eachId(c, request.body.ids, DECIDED, (id) => extensions.decide(c, id, { approve: true }));
    },
  );
  app.post(
    '/admin/voc/extensions/reject',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Rejects several requests with one reason; each one already decided is skipped with its reason',
        body: bulkExtensionRejectSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const c = ctx(request);
      const { ids, reason } = request.body;
      return eachId(c, ids, DECIDED, (id) => extensions.decide(c, id, { approve: false, reason }));
    },
  );
  settingRoutes(app, '/admin/voc/extension-tariff', {
    tags,
    access: OFFICE,
    value: extensionTariffSchema,
    input: extensionTariffSchema,
    read: { summary: 'The extension tariff (per floor and hour, before VAT)', run: extensions.tariff },
    save: { summary: 'Edits the extension tariff (new requests are priced with it)', run: extensions.saveTariff },
  });
};

export default extensionsRoutes;
