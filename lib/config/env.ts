import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

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
  /** Milliseconds before a database statement is cancelled. */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
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
