import { CONTENT_ACTIONS, type ContentAction, type ContentKind } from '@tea/shared/content/content.rules';
import {
  adminItemSchema,
  adminListQuerySchema,
  adminListSchema,
  contentInputSchema,
  contentParamsSchema,
  historyListSchema,
  homeContentSchema,
  publicDetailSchema,
  publicListQuerySchema,
  publicListSchema,
  publishSchema,
  scheduleSchema,
  versionListSchema,
  versionParamsSchema,
} from '@tea/shared/content/content.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE } from '../route-kit/access.js';
import * as content from './content.service.js';

const tags = ['content'];

/** The public lists and pages of each kind: the notices' names are the issue's. */
const PUBLIC_PATHS: Record<ContentKind, { path: string; what: string }> = {
  notice: { path: '/notices', what: 'notices' },
  community: { path: '/community', what: 'community resource room items (tenants-only ones locked for someone signed out)' },
  advertisement: { path: '/advertisements', what: "the tower's advertising notices" },
};

/** The moves of an item's state, each a POST /admin/content/:id/<action> with the body it takes. */
const MOVES = {
  publish: { summary: 'Publishes now, until an optional instant', body: publishSchema },
  schedule: {
    summary: 'Schedules publishing at a future instant, until an optional later one (a job publishes it on time)',
    body: scheduleSchema,
  },
  archive: { summary: 'Archives the item: the public no longer sees it', body: z.object({}).optional() },
  draft: { summary: 'Returns the item to draft', body: z.object({}).optional() },
} satisfies Record<ContentAction, { summary: string; body: z.ZodType }>;

/**
 * The CMS (issue 17): the public reads notices, community items and advertisements visible now
 * (anyone; a session, when sent, opens tenants-only community items), the home's banner and
 * notice modal; the building office edits, publishes, schedules, archives and restores versions.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');

  for (const [kind, { path, what }] of Object.entries(PUBLIC_PATHS) as [ContentKind, { path: string; what: string }][]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The ${what} showing now: pinned first, then newest; searchable (q, partial words), by category, paged`,
          querystring: publicListQuerySchema,
          response: { 200: publicListSchema },
        },
      },
      async (request) => {
        await optionalUser(app, request);
        return content.listPublic(request.ctx, kind, request.query);
      },
    );
    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `One of the ${what}, in the reader's language (Korean when the English is missing), with its files`,
          params: contentParamsSchema,
          response: { 200: publicDetailSchema },
        },
      },
      async (request) => {
        await optionalUser(app, request);
        return content.publicDetail(request.ctx, kind, request.params.id);
      },
    );
  }

  app.get(
    '/content/home',
    {
      schema: {
        tags,
        summary: "The home's advertisement banner and notice modal showing now, as plain text",
        response: { 200: homeContentSchema },
      },
    },
    async (request) => content.homeContent(request.ctx),
  );

  app.get(
    '/admin/content',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "A kind's items in the CMS, last changed first, by state and search",
        querystring: adminListQuerySchema,
        response: { 200: adminListSchema },
      },
    },
    async (request) => content.listAdmin(ctx(request), request.query),
  );
  app.post(
    '/admin/content',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Creates a draft (bodies sanitised; files and body images claimed)',
        body: contentInputSchema,
        response: { 201: adminItemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await content.createItem(ctx(request), request.body)),
  );
  app.get(
    '/admin/content/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'An item in both languages, its state, window and files',
        params: contentParamsSchema,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => content.adminDetail(ctx(request), request.params.id),
  );
  app.put(
    '/admin/content/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "Saves an item's fields as a new version (its state and window stay)",
        params: contentParamsSchema,
        body: contentInputSchema,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => content.updateItem(ctx(request), request.params.id, request.body),
  );
  for (const action of CONTENT_ACTIONS) {
    const { summary, body } = MOVES[action];
    app.post(
      `/admin/content/:id/${action}`,
      {
        config: { access: OFFICE },
        schema: { tags, summary, params: contentParamsSchema, body, response: { 200: adminItemSchema } },
      },
      async (request) => content.moveItem(ctx(request), request.params.id, action, request.body),
    );
  }
  app.get(
    '/admin/content/:id/versions',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "The item's kept versions, newest first",
        params: contentParamsSchema,
        response: { 200: versionListSchema },
      },
    },
    async (request) => content.listVersions(ctx(request), request.params.id),
  );
  app.post(
    '/admin/content/:id/versions/:version/restore',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "Restores a version's fields as a new version",
        params: versionParamsSchema,
        body: z.object({}).optional(),
        response: { 200: adminItemSchema },
      },
    },
    async (request) => content.restoreVersion(ctx(request), request.params.id, request.params.version),
  );
  app.get(
    '/admin/content/:id/history',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "The item's audit entries: who changed what, when",
        params: contentParamsSchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => content.history(ctx(request), request.params.id),
  );
};

export default contentRoutes;
