import { IMAGE_FILES, type ImageWidth } from '@tea/shared/uploads/image-sizes';
import { uploadIdSchema } from '@tea/shared/uploads/upload.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { fileAnswer } from '../route-kit/attachment.js';
import { openMedia } from './uploads.service.js';

/**
 * The public sizes of the photos anyone may read (decision 0058), outside the API so that a plain
 * `<img srcset>` reads them without the API's key: a published retail tenant's photos, the gallery's
 * published photos, a showing public content item's images. Anything else is 404, as an unknown id. Cached for an hour, as the
 * upload route caches a file anyone may read (decision 0020).
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get(
    '/media/:id/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'One public size of a photo anyone may read (320, 640 or 1280 px wide, WebP), for srcset',
        params: z.object({ id: uploadIdSchema, file: z.enum(IMAGE_FILES) }),
        response: { 200: fileAnswer('The photo at that width', 'image/webp') },
      },
    },
    async (request, reply) => {
      const width = Number.parseInt(request.params.file, 10) as ImageWidth;
      const bytes = await openMedia(request.ctx, app.fileStore, request.params.id, width);
      return reply
        .type('image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=3600')
        .send(bytes);
    },
  );
};

export default mediaRoutes;
