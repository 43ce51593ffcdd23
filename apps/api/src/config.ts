import { z } from 'zod';

/** The QR secret this repository once shipped as a default: public, so it signs nothing outside development. */
const PUBLISHED_QR_SECRET = 'tea-dev-qr-secret-change-me';
/** The API key of development and of the web's default build: published too, so refused in production (decision 0068). */
const DEVELOPMENT_API_KEY = 'tea-dev-api-key';

const boolean = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** Comma-separated values, trimmed, none empty. */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Comma-separated IP addresses and CIDR ranges, IPv4 or IPv6 (`addressMatcher` in plugins/rate-limit.ts reads them). */
const addressList = commaList.pipe(
  z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'must be an IP address or a CIDR range' })),
);

/** Every setting comes from the environment through this one schema (issue 2 §2). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Migrate and seed at start, under an advisory lock (decision 0048); `false` leaves it to `npm run db:migrate`. */
  MIGRATE_ON_START: boolean.default(true),
  /** How long a start waits for the database to answer before giving up (it probes with backoff meanwhile). */
  DB_STARTUP_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * After SIGTERM: how long the replica keeps serving with /readyz answering 503, so a balancer that
   * checks every second (and needs two failures) has stopped sending before it stops accepting.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /**
   * The demo companies and people (with published passwords). Unset: on with the embedded database in
   * development and test, off otherwise; production has them only when this says `true` (decision 0068).
   */
  SEED_DEMO: boolean.optional(),
  API_KEY: z.string().min(8, 'must be at least 8 characters').default(DEVELOPMENT_API_KEY),
  /** The OpenAPI document and its viewer at /api/docs. Unset: on, except in production (decision 0068). */
  API_DOCS: boolean.optional(),
  SMTP_URL: z.url().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** The portal's address in links and e-mail; unset, it follows the port the server listens on. */
  PUBLIC_URL: z.url().optional(),
  /** Live-board streams one replica keeps open at most (issue 16); past it a new screen gets 503 BOARD_FULL. */
  BOARD_MAX_SCREENS: z.coerce.number().int().min(1).default(5000),
  /**
   * Live-board streams one client address (an IPv6 /64) keeps open on a replica: one client cannot take
   * every place; a lobby's few dozen screens behind one address fit (decision 0037). Past it: 429.
   */
  BOARD_MAX_SCREENS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** The building's own screen network (comma-separated IPs or CIDR ranges): held to BOARD_MAX_SCREENS only. */
  BOARD_SCREEN_ADDRESSES: addressList,
  /**
   * The building's own networks (comma-separated IPs or CIDR ranges: its Wi-Fi, its wired floors): a
   * seat's QR checks in only from them, as proof the person is there (decision 0054). Unset, any
   * address in development and test, none in production (the desk's scan of a member QR still works).
   */
  CHECK_IN_NETWORKS: addressList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** Addresses (comma-separated IPs) building managers may log in from; empty allows any. */
  ADMIN_IP_ALLOWLIST: commaList,
  /**
   * Signs member QR tokens and the lease form's tokens. Unset, the installation draws its own at first
   * start and keeps it in the database for every replica (decision 0052).
   */
  QR_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Test mode only: the server's clock starts at this instant (ISO 8601 with an offset) and runs on,
   * so that the browser journeys do not depend on the day they run. Refused outside NODE_ENV=test.
   */
  TEST_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (login limits, the IP
   * allow-list, the audit log): off by default, so a client cannot name its own address. `true`
   * trusts every hop; otherwise comma-separated addresses or CIDR ranges of the proxies.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string[] => {
      if (['true', 'false'].includes(v)) return v === 'true';
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  /**
   * Uploaded files go to this S3-compatible bucket instead of DATA_DIR/uploads (decision 0020).
   * The other S3_ settings only count with it, and the keys are required with it.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  /** The S3 service's address; unset, AWS's endpoint of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`, MinIO and most self-hosted servers) instead of in the host name. */
  S3_FORCE_PATH_STYLE: boolean.default(false),
  /**
   * Prometheus' /metrics (decision 0072): set, a listener of its own on METRICS_HOST serves it; on the
   * main port it is served only to a request bearing METRICS_TOKEN, and is otherwise an unknown path.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The bearer token /metrics asks for (on both ports when set). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Where and how the S3-compatible store reaches its bucket (from the S3_ settings). */
export interface S3Settings {
  bucket: string;
  /** Without a trailing slash. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface Config extends Omit<Env, 'SEED_DEMO' | 'API_DOCS' | 'PUBLIC_URL' | 'QR_SECRET'> {
  SEED_DEMO: boolean;
  API_DOCS: boolean;
  /** The given QR_SECRET, or '': the app then signs with the installation's own (`app.qrSecret()`, decision 0052). */
  QR_SECRET: string;
  /** The S3-compatible store's settings when S3_BUCKET is set; null keeps uploads in DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** Without a trailing slash. */
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was given, or follows the listening port (server.ts sets it once listening). */
  publicUrlGiven: boolean;
  embedded: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV !== 'development' && parsed.data.QR_SECRET === PUBLISHED_QR_SECRET)
    throw new ConfigError('Invalid configuration:\n  QR_SECRET: this value is published; set a secret of your own, or none');
  const production = parsed.data.NODE_ENV === 'production';
  // Every copy of this repository knows the development key: a server in production needs its own.
  if (production && parsed.data.API_KEY === DEVELOPMENT_API_KEY)
    throw new ConfigError(
      "Invalid configuration:\n  API_KEY: required in production, other than the repository's development key; generate one with `openssl rand -hex 32` and build the web with the same VITE_API_KEY",
    );
  // `true` believes whoever sends X-Forwarded-For: behind an ordinary proxy any client could name its own
  // address and walk past the per-address limits and the login pauses. Name the proxies instead.
  if (parsed.data.TRUST_PROXY === true && parsed.data.NODE_ENV !== 'development')
    throw new ConfigError(
      "Invalid configuration:\n  TRUST_PROXY: 'true' is for development only; give the proxies' addresses or CIDR ranges",
    );
  if (parsed.data.TEST_CLOCK_START && parsed.data.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK_START: only honoured with NODE_ENV=test');
  const s3 = s3Settings(parsed.data, cleaned);
  const embedded = parsed.data.DATABASE_URL === undefined;
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  return {
    ...parsed.data,
    embedded,
    SEED_DEMO: parsed.data.SEED_DEMO ?? (embedded && !production),
    API_DOCS: parsed.data.API_DOCS ?? !production,
    PUBLIC_URL: publicUrl.replace(/\/+$/, ''),
    publicUrlGiven: parsed.data.PUBLIC_URL !== undefined,
    // Without one, the app signs with the installation's own from the database (decision 0052).
    QR_SECRET: parsed.data.QR_SECRET ?? '',
    s3,
  };
}

/**
 * The S3 settings, or null without S3_BUCKET. An S3_ setting without a bucket is refused rather than
 * ignored: the files would silently stay on this machine's disk.
 */
function s3Settings(env: Env, given: Record<string, unknown>): S3Settings | null {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket) {
    const stray = Object.keys(given).find((name) => name.startsWith('S3_'));
    if (stray) throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required when ${stray} is set`);
    return null;
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (!accessKeyId || !secretAccessKey)
    throw new ConfigError(`Invalid configuration:\n${missing.map((name) => `  ${name}: required with S3_BUCKET`).join('\n')}`);
  return {
    bucket,
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    region: env.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
