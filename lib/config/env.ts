import { isIP } from 'node:net';
import { z } from 'zod';
import { redisEnvShape } from './redis.mjs';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * Parses TRUSTED_PROXIES. Loopback is trusted by default because the intended edge (Varnish,
 * `npm run serve:edge`) runs on the same machine and connects over loopback: without trusting
 * it every visitor would share one address and one rate limit. A loopback peer can only be a
 * process on this host (the kernel drops packets from outside that claim a 127/8 source), so
 * trusting it grants nothing to a remote client. Set TRUSTED_PROXIES=none to trust nobody.
 */
function proxyList(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return [];
  return entries.flatMap((entry) => (entry === 'loopback' ? ['127.0.0.0/8', '::1/128'] : [entry]));
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PGlite data directory; ignored when DATABASE_URL is set. */
  DATA_DIR: optional.transform((value) => value ?? '.data/pglite'),
  /** PostgreSQL connection string; selects the pg driver. */
  DATABASE_URL: optional,
  /** Base URL of a remote functions backend; the data helper POSTs there instead of running in-process. */
  FUNCTIONS_URL: optional,
  /** Bearer token for editor writes when Firebase is not configured. */
  EDITOR_TOKEN: optional.refine((value) => value === undefined || value.length >= 16, {
    message: 'EDITOR_TOKEN must be at least 16 characters',
  }),
  /** Firebase project whose ID tokens are accepted. */
  FIREBASE_PROJECT_ID: optional,
  /** host:port of the Firebase Auth emulator (tests and local development only). */
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  /** Milliseconds before a database statement is cancelled (PostgreSQL and PGlite alike). */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** PostgreSQL connections per server. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Milliseconds a request waits for a free PostgreSQL connection before it gets a 503. */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /**
   * Addresses (IPs or CIDR ranges, comma-separated) of proxies whose X-Forwarded-For is believed.
   * "loopback" (the default) stands for 127.0.0.0/8 and ::1: see proxyList below.
   */
  TRUSTED_PROXIES: optional
    .transform((value) => proxyList(value ?? 'loopback'))
    .refine((entries) => entries.every(isAddressOrRange), {
      message:
        'TRUSTED_PROXIES must list IP addresses or CIDR ranges (e.g. 10.0.0.0/8), "loopback" or "none"',
    }),
  /** REDIS_URL and REDIS_KEY_PREFIX, defined once with the cache handlers' (lib/config/redis.mjs). */
  ...redisEnvShape,
  /** API reads per client IP per minute. */
  RATE_LIMIT_READS: z.coerce.number().int().min(1).default(600),
  /** API writes per client IP per minute. */
  RATE_LIMIT_WRITES: z.coerce.number().int().min(1).default(60),
  /** Failed sign-ins (401/403) per client IP per 15 minutes; past it, authenticated calls get 429. */
  RATE_LIMIT_AUTH_FAILURES: z.coerce.number().int().min(1).default(20),
  /** Page and image requests per client IP per minute (counted in each server's memory). */
  RATE_LIMIT_PAGES: z.coerce.number().int().min(1).default(1200),
  /** Proxy cache purge endpoint(s), comma-separated; every write purges its cache tags there (lib/edge). */
  EDGE_PURGE_URL: optional
    .transform((value) => value?.split(',').map((url) => url.trim()))
    .pipe(z.array(z.url({ protocol: /^https?$/ })).optional()),
  NEXT_PHASE: optional,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The server's environment, parsed and checked once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Parses an environment; exported for tests, which also use it to reset the cached copy. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${issues.join('; ')}`);
  }
  return result.data;
}

/** Forgets the parsed environment so the next getEnv() reads process.env again (tests only). */
export function resetEnv(): void {
  cached = undefined;
}

/** True when ID tokens should be verified with Firebase (a project or the emulator is configured). */
export function firebaseConfigured(env: Env = getEnv()): boolean {
  return env.FIREBASE_PROJECT_ID !== undefined || env.FIREBASE_AUTH_EMULATOR_HOST !== undefined;
}

/** Throws when the configuration is unsafe to serve with: emulator tokens are unsigned. */
export function assertSafeForProduction(env: Env = getEnv()): void {
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    throw new Error(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production. ' +
        'The emulator accepts unsigned ID tokens, so anyone could sign in as an editor.',
    );
  }
}
