import { boardParamsSchema, boardSnapshotSchema } from '@tea/shared/dashboards/board.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';
import { addressMatcher, limitOpen, limitOpenPerAddress, sessionKey } from '../../plugins/rate-limit.js';
import type { Screen } from './board-hub.js';

const tags = ['dashboards'];
/** A person's booking pages and tabs follow a board each; a wall of screens does not log in. */
const SCREENS_PER_SESSION = 10;
/** When a place may free up cannot be told: a screen waits this long before trying again. */
const SCREENS_RETRY_AFTER_SECONDS = 30;

/**
 * The live boards (issue 16, decision 0037): public, since they hang on the building's walls and hold
 * no one's name. The board now as JSON, and its stream of server-sent events: the board on connect
 * (unless Last-Event-ID says the screen has it), then the board again after each burst of changes,
 * each with its `id:`, and a heartbeat comment every 15 s.
 */
const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  const hub = app.boards;
  // Places per client, so that one address or session cannot take the replica's every stream and
  // leave the lobby's screens and the booking maps with BOARD_FULL (decision 0037). The building's own
  // screen network is held to the replica's cap only.
  const tooMany = () => new AppError('TOO_MANY_SCREENS', undefined, { retryAfter: SCREENS_RETRY_AFTER_SECONDS });
  const screenLimits = [
    limitOpenPerAddress(app.config.BOARD_MAX_SCREENS_PER_ADDRESS, tooMany, addressMatcher(app.config.BOARD_SCREEN_ADDRESSES)),
    limitOpen(SCREENS_PER_SESSION, sessionKey, tooMany),
  ];

  app.get(
    '/dashboards/:board',
    {
      schema: {
        tags,
        summary: 'A live board now: each seat of the room and its bookings of today (hours only, no one’s name)',
        params: boardParamsSchema,
        response: { 200: boardSnapshotSchema },
      },
    },
    async (request) => hub.snapshot(request.params.board),
  );

  app.get(
    '/dashboards/:board/events',
    {
      schema: {
        tags,
        summary:
          'A live board’s stream (text/event-stream): the board on connect and after each change, resumable with Last-Event-ID',
        params: boardParamsSchema,
        headers: z.object({ 'last-event-id': z.string().max(20).optional() }).loose(),
        response: {
          200: z.string().describe('text/event-stream: `event: board` with the board as JSON, its `id:` the board’s version'),
        },
      },
      onRequest: screenLimits,
    },
    async (request, reply) => {
      if (!/text\/event-stream/.test(request.headers.accept ?? '')) throw new AppError('NOT_ACCEPTABLE');
      if (hub.screens() >= app.config.BOARD_MAX_SCREENS) throw new AppError('BOARD_FULL');
      const { board } = request.params;
      const raw = reply.raw;
      const screen: Screen = {
        write: (text) => raw.write(text),
        unread: () => raw.writableLength,
        end: () => raw.end(),
      };
      reply.hijack();
      // Gone before this ran: its 'close' has been, and a screen joined now would never leave.
      if (raw.destroyed) return;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 3000\n\n');
      raw.once('close', () => hub.leave(board, screen));
      try {
        await hub.join(board, screen, request.headers['last-event-id']);
      } catch (err) {
        raw.write(`event: error\ndata: ${JSON.stringify({ code: err instanceof AppError ? err.code : 'SERVER_ERROR' })}\n\n`);
        raw.end();
      }
    },
  );
};

export default dashboardsRoutes;
