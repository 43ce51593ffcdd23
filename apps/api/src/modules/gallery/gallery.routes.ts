import { itemsOf } from '@tea/shared/answers';
import {
  adminGalleryPhotoSchema,
  galleryMoveSchema,
  galleryParamsSchema,
  galleryPhotoInputSchema,
  galleryPhotoSchema,
  galleryPublishSchema,
  galleryTextsSchema,
} from '@tea/shared/building/gallery.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE } from '../route-kit/access.js';
import * as gallery from './gallery.service.js';

const tags = ['building'];

/**
 * The gallery (decision 0065): anyone reads the published photos (/gallery); the office lists them all,
 * adds one it has uploaded (`gallery-photo`), edits its texts, moves it up or down, publishes or
 * hides it and deletes it.
 */
const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');

  app.get(
    '/building/gallery',
    {
      schema: {
        tags,
        summary: "The gallery's published photos in the office's order, with their sizes' upload ids",
        response: { 200: itemsOf(galleryPhotoSchema) },
      },
    },
    async () => ({ items: await gallery.listPublished(app.database.db) }),
  );

  app.get(
    '/admin/gallery',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Every gallery photo, hidden ones too, in the order',
        response: { 200: itemsOf(adminGalleryPhotoSchema) },
      },
    },
    async (request) => ({ items: await gallery.listAll(ctx(request)) }),
  );
  app.post(
    '/admin/gallery',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Adds a photo the office has uploaded (gallery-photo) with its titles, last in the order',
        body: galleryPhotoInputSchema,
        response: { 201: adminGalleryPhotoSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await gallery.addPhoto(ctx(request), request.body)),
  );
  app.put(
    '/admin/gallery/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "Replaces a photo's titles and captions",
        params: galleryParamsSchema,
        body: galleryTextsSchema,
        response: { 200: adminGalleryPhotoSchema },
      },
    },
    async (request) => gallery.editTexts(ctx(request), request.params.id, request.body),
  );
  app.patch(
    '/admin/gallery/:id/published',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Shows a photo on /gallery or hides it',
        params: galleryParamsSchema,
        body: galleryPublishSchema,
        response: { 200: adminGalleryPhotoSchema },
      },
    },
    async (request) => gallery.setPublished(ctx(request), request.params.id, request.body.published),
  );
  app.post(
    '/admin/gallery/:id/move',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Moves a photo one place up or down the order',
        params: galleryParamsSchema,
        body: galleryMoveSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await gallery.move(ctx(request), request.params.id, request.body.direction);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/admin/gallery/:id',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'Deletes a gallery photo', params: galleryParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await gallery.removePhoto(ctx(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default galleryRoutes;
