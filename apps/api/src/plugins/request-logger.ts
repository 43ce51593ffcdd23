import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger, LevelWithSilent } from 'pino';

type Level = Exclude<LevelWithSilent, 'silent'>;

/**
 * A request's logger (`request.log`) that becomes pino's child, with the request's id in every line,
 * only when something is written at a level the server logs. Fastify makes a child for every request
 * (its bindings serialised at once); most requests of a busy hour write nothing at `warn`, and that
 * child was about 2 % of the hot read's work (issue 12).
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private write(level: Level, args: unknown[]): void {
    if (this.#child !== undefined || this.parent.isLevelEnabled(level)) (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a route with its own log level, or a logger that is not pino (the
 * silent one of `LOG_LEVEL=silent`), gets its child at once.
 */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined || !('isLevelEnabled' in parent)) return parent.child(bindings, options);
  return new RequestLogger(parent as Logger, bindings, options);
}

/**
 * Fastify's `logController`: one line per request at `info`, written when the answer is sent (method,
 * route pattern, status, milliseconds, and the request id the request's logger carries), in place of
 * Fastify's two (`incoming request` and `request completed`), which doubled the log and a third of a
 * small answer's work (decision 0069). What the request was (its address, host, client) is written at
 * `debug`. The route's pattern, not its address: an address can hold a token or a name.
 */
export class OneLinePerRequest extends LogController {
  readonly #writesInfo: boolean;
  readonly #writesDebug: boolean;

  /** `level`: the server's; a line below it is not even made. */
  constructor(level: LevelWithSilent) {
    super();
    this.#writesInfo = ['info', 'debug', 'trace'].includes(level);
    this.#writesDebug = ['debug', 'trace'].includes(level);
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.#writesDebug) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && !this.#writesInfo) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed while answering');
    else reply.log.info(line, 'request');
  }
}
