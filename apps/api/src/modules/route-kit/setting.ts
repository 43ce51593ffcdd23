import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../../plugins/auth.js';
import { actorContext as ctx, type ActorContext } from '../../request-context.js';

/** A setting kept in one place: what it is, who reads and replaces it, and the service's two steps. */
interface Setting<Value, Input> {
  tags: string[];
  access: Access;
  /** What GET answers, and PUT once the setting is saved. */
  value: z.ZodType<Value>;
  /** What PUT takes. */
  input: z.ZodType<Input>;
  read: { summary: string; run: (ctx: ActorContext) => Promise<Value> };
  save: { summary: string; run: (ctx: ActorContext, input: Input) => Promise<Value> };
}

/**
 * GET `url` reads a setting (a tariff, the SLA targets, a company's approval mode) and PUT `url`
 * replaces it, answering it as saved: the same two routes for every setting.
 */
export function settingRoutes<Value, Input>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  url: string,
  { tags, access, value, input, read, save }: Setting<Value, Input>,
): void {
  // The type provider cannot check a generic schema against an answer or read a body by it: `value`
  // and `input` are declared as schemas of any value here, their types kept by read, save and Setting.
  const response = { 200: value as z.ZodType };
  app.get(url, { config: { access }, schema: { tags, summary: read.summary, response } }, async (request) =>
    read.run(ctx(request)),
  );
  app.put(url, { config: { access }, schema: { tags, summary: save.summary, body: input, response } }, async (request) =>
    save.run(ctx(request), request.body as Input),
  );
}
