import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_MAX, readDatasourceFile } from './db/datasource-file.ts';

/**
 * Server configuration, read once from the environment and validated, so a typo in a variable
 * stops the start with a message naming it instead of misbehaving later.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
  ROOT_PASSWORD: z.string().min(6, 'ROOT_PASSWORD must be at least 6 characters').max(64).optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Online Judge <no-reply@localhost>'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  // Whose X-Forwarded-For names the client: 'false' (none: the peer is the client), the proxies' addresses or
  // ranges, comma separated (the client is the last address before them: what nginx appended, not what a client
  // wrote), or 'true' (any: the header's first address, which only a proxy that overwrites the header makes real).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text) => text.trim())
    .refine(
      (text) =>
        text === 'true' ||
        text === 'false' ||
        text
          .split(',')
          .map((entry) => entry.trim())
          .every(isAddressOrRange),
      { message: "'true', 'false', or the proxies' addresses or CIDR ranges, comma separated" },
    ),
  // Addresses and CIDR ranges that read /metrics without root's token (the Prometheus server), comma separated.
  METRICS_ALLOW: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), {
      message: 'each entry is an IP address or a CIDR range such as 10.0.0.0/8',
    }),
  JUDGE_EMBEDDED: z.enum(['true', 'false']).default('true'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  JUDGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  JUDGE_UNSAFE_NO_SANDBOX: z.enum(['0', '1', 'true', 'false']).default('0'),
  JUDGE_KEY: z.string().min(16, 'JUDGE_KEY must be at least 16 characters').max(256).optional(),
  JUDGE_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export interface RateLimitRule {
  max: number;
  timeWindow: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL's pool size (DB_POOL_MAX, else the datasource file, else 10). */
  dbPoolMax: number;
  /** Where the database choice came from: the environment, root's saved choice (db/datasource-file.ts), or none. */
  databaseChosenBy: 'environment' | 'datasource-file' | 'default';
  sqliteFile: string;
  rootPassword?: string;
  smtp?: { host: string; port: number; secure: boolean; user?: string; password?: string; from: string };
  mailFrom: string;
  webDist: string;
  logLevel: string;
  tokenTtlSeconds: number;
  /** A token older than this is replaced by a fresh one on its next use. */
  tokenRefreshAfterSeconds: number;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY): nobody's, anybody's, or these proxies'. */
  trustProxy: boolean | string[];
  /** Addresses and ranges that read /metrics without a token (METRICS_ALLOW). */
  metricsAllow: string[];
  bodyLimitBytes: number;
  /** Run a judge inside the server process (the one-machine default). */
  embeddedJudge: boolean;
  /** Put the demo problems into an empty bank at start. */
  seedDemo: boolean;
  /**
   * Push the system notices saved without "push" on every full hour (the reference's job). Off only where a test
   * must see every write a call makes and nothing else (the route fuzz).
   */
  hourlyNoticePush: boolean;
  judgeConcurrency?: number;
  /** Development only: judge without the sandbox; every result is marked unsafe. */
  judgeUnsafe: boolean;
  /** The key remote judge daemons present; when unset, one is generated once and kept in the database. */
  judgeKey?: string;
  /** A judge's claim on a task lapses this long after it last renewed it; the task then goes back to the queue. */
  judgeLeaseSeconds: number;
  /** Per-client limits of the calls that an attacker would hammer (spec: login, register, code, reset). */
  rateLimits: {
    login: RateLimitRule;
    register: RateLimitRule;
    sendCode: RateLimitRule;
    reset: RateLimitRule;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration error: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const saved = readDatasourceFile(dataDir);
  const tokenTtlSeconds = Math.round(e.TOKEN_TTL_HOURS * 3600);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? saved?.databaseUrl ?? undefined,
    dbPoolMax: e.DB_POOL_MAX ?? saved?.poolMax ?? DEFAULT_POOL_MAX,
    databaseChosenBy: e.DATABASE_URL ? 'environment' : saved ? 'datasource-file' : 'default',
    sqliteFile: path.join(dataDir, 'judge.sqlite'),
    rootPassword: e.ROOT_PASSWORD,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE === 'true',
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.SMTP_FROM,
        }
      : undefined,
    mailFrom: e.SMTP_FROM,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds,
    tokenRefreshAfterSeconds: Math.min(24 * 3600, Math.floor(tokenTtlSeconds / 2)),
    trustProxy: trustedProxies(e.TRUST_PROXY),
    metricsAllow: e.METRICS_ALLOW,
    bodyLimitBytes: 2 * 1024 * 1024,
    embeddedJudge: e.JUDGE_EMBEDDED === 'true',
    seedDemo: e.SEED_DEMO === 'true',
    hourlyNoticePush: true,
    judgeConcurrency: e.JUDGE_CONCURRENCY,
    judgeUnsafe: e.JUDGE_UNSAFE_NO_SANDBOX === '1' || e.JUDGE_UNSAFE_NO_SANDBOX === 'true',
    judgeKey: e.JUDGE_KEY,
    judgeLeaseSeconds: e.JUDGE_LEASE_SECONDS,
    rateLimits: {
      login: { max: 30, timeWindow: '1 minute' },
      register: { max: 10, timeWindow: '1 minute' },
      sendCode: { max: 10, timeWindow: '1 minute' },
      reset: { max: 10, timeWindow: '1 minute' },
    },
  };
}

function trustedProxies(setting: string): boolean | string[] {
  if (setting === 'true' || setting === 'false') return setting === 'true';
  return setting.split(',').map((entry) => entry.trim());
}

/** An IP address, or an address with a prefix length that fits it (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const length = Number(bits);
  return /^\d+$/.test(bits) && length <= (version === 4 ? 32 : 128);
}
