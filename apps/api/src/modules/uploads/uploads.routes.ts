import multipart from '@fastify/multipart';
import {
  formatBytes,
  typeLabels,
  UPLOAD_PURPOSE_NAMES,
  UPLOAD_TYPES,
  uploadRule,
  uploadTypeOfMime,
  type UploadPurpose,
} from '@tea/shared/uploads/upload.rules';
import { uploadIdSchema, uploadSchema } from '@tea/shared/uploads/upload.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translator } from '../../i18n.js';
import { optionalUser, scopeAccess } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';
import { limitPer } from '../../plugins/rate-limit.js';
import { actorContext } from '../../request-context.js';
import { fileAnswer } from '../route-kit/attachment.js';
import { fileTooLarge, openUpload, storeUpload, type IncomingFile } from './uploads.service.js';

/** Uploads one person may make in UPLOAD_WINDOW_MINUTES: a complaint's photos and a few retries never meet it. */
export const UPLOADS_PER_USER = 30;
export const UPLOAD_WINDOW_MINUTES = 10;

/**
 * The file of an upload request: one part, a file in the field `file`, at most the use's size (the
 * parser stops reading one byte past it). Anything else about the form is a 4xx in the API's shape.
 */
async function receiveFile(request: FastifyRequest, purpose: UploadPurpose): Promise<IncomingFile> {
  const invalidForm = () => new AppError('VALIDATION_FAILED', { file: translator(request.lang)('validation:invalid') });
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  let received: IncomingFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: uploadRule(purpose).maxBytes } })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || received) throw invalidForm();
      received = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(purpose);
    // A limit of the form (a second part, a field) or a malformed body: the parser's own words stay in the log.
    request.log.debug({ err: error }, 'upload form refused');
    throw invalidForm();
  }
  if (!received) throw new AppError('FILE_REQUIRED');
  return received;
}

/** `filename*` (RFC 5987/6266) carries a Korean name; `filename` an ASCII stand-in for old clients. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Images open in the browser (re-encoded, they hold nothing else); every other kind is a download. */
const isImage = (mime: string) => {
  const type = uploadTypeOfMime(mime);
  return type !== null && UPLOAD_TYPES[type].image;
};

/** What a served file may do in a browser that opens it: nothing (no script, no form, no plugin, sandboxed). */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Uploads (issue 12): one route per use of the registry, each called by whom the registry says, and
 * the download of a file by its id for whom may read it. Only multipart bodies are read here.
 */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'session');
  const tags = ['uploads'];

  // No JSON, no text: a body of another type is refused (415) before a byte of it is read.
  app.removeAllContentTypeParsers();
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, headerPairs: 20 } });
  const limit = limitPer(app.counters, 'uploads', UPLOADS_PER_USER, UPLOAD_WINDOW_MINUTES * 60_000, (request) =>
    request.user ? String(request.user.id) : null,
  );

  for (const purpose of UPLOAD_PURPOSE_NAMES) {
    const rule = uploadRule(purpose);
    app.post(
      `/uploads/${purpose}`,
      {
        config: { access: rule.uploaders },
        onRequest: limit,
        schema: {
          tags,
          summary: `Upload a file for ${purpose}: ${typeLabels(purpose)}, at most ${formatBytes(rule.maxBytes)}`,
          description:
            'A multipart/form-data body with one part, the file in the field `file`. Its kind is read from its bytes; ' +
            (rule.imageBox
              ? `images are re-encoded inside ${rule.imageBox.width}×${rule.imageBox.height} without metadata (EXIF, GPS).`
              : 'it is stored as sent.'),
          consumes: ['multipart/form-data'],
          response: { 201: uploadSchema },
        },
      },
      async (request, reply) => {
        const file = await receiveFile(request, purpose);
        return reply.code(201).send(await storeUpload(actorContext(request), app.fileStore, purpose, file));
      },
    );
  }

  const serve = (reply: FastifyReply, { upload, bytes, open }: Awaited<ReturnType<typeof openUpload>>) =>
    reply
      .type(upload.contentType)
      .header('content-disposition', contentDisposition(isImage(upload.contentType) ? 'inline' : 'attachment', upload.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      // A file anyone may read may be kept by a shared cache. A file behind a check is kept by no
      // cache at all, the reader's browser included: its reader may lose the right to it (decision 0020).
      .header('cache-control', open ? 'public, max-age=3600' : 'no-store')
      .send(bytes);
  const storedTypes = Object.values(UPLOAD_TYPES).map((type) => type.mime);
  const response = { 200: fileAnswer('The file, in its stored type', ...storedTypes) };

  app.get(
    '/uploads/:id',
    {
      // Files of published content and retail tenants are read without a session (issue 17); everything else needs one.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "An uploaded file, for its uploader, a tenant manager of their company or a building manager; a content item's files for its readers while it shows; a published retail tenant's photos for anyone",
        params: z.object({ id: uploadIdSchema }),
        response,
      },
    },
    async (request, reply) => {
      await optionalUser(app, request);
      return serve(reply, await openUpload(request.ctx, app.fileStore, request.params.id));
    },
  );
};

export default uploadsRoutes;
