/**
 * Redis, shared by every server: its settings (REDIS_URL, REDIS_KEY_PREFIX) and its clients, for
 * the two cache handlers and the API rate limits. JavaScript with JSDoc types (checked by
 * `npm run typecheck`) because Next loads the cache handlers by path at run time, outside the
 * app's TypeScript build; lib/config/env.ts takes the same fields into the server's environment.
 */
import { z } from 'zod';

/** A setting as written, trimmed; empty counts as unset. */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** The Redis fields of the environment, one definition for every reader (lib/config/env.ts too). */
export const redisEnvShape = {
  /** Redis shared by every server; without it each server caches and counts rate limits in memory. */
  REDIS_URL: setting.pipe(
    z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
  ),
  /**
   * Prefix of every Redis key, so one setting separates sites or test runs sharing a Redis:
   * pages sit under `<prefix><build>:pages:`, 'use cache' entries under `<prefix>use-cache:`,
   * tags under `<prefix>tags:` and the rate limits under `<prefix>rl:`.
   */
  REDIS_KEY_PREFIX: setting
    .transform((value) => value ?? 'lanternfall:')
    .pipe(
      z.string().regex(/^[A-Za-z0-9_.:-]*$/, 'REDIS_KEY_PREFIX may hold letters, digits and _ . : - only'),
    ),
};

const schema = z.object(redisEnvShape);

/**
 * @typedef {object} RedisSettings
 * @property {string | undefined} url REDIS_URL, or undefined when Redis is not used
 * @property {string} prefix REDIS_KEY_PREFIX
 */

/**
 * REDIS_URL and REDIS_KEY_PREFIX from the environment, checked; throws naming the bad setting.
 * @param {Record<string, string | undefined>} [env]
 * @returns {RedisSettings}
 */
export function redisSettings(env = process.env) {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid Redis settings: ${issues.join('; ')}`);
  }
  return { url: result.data.REDIS_URL, prefix: result.data.REDIS_KEY_PREFIX };
}

/**
 * The settings of a cache handler, which Next only installs when REDIS_URL is set (next.config.ts).
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ url: string, prefix: string }}
 */
export function cacheHandlerSettings(env = process.env) {
  const { url, prefix } = redisSettings(env);
  if (!url) throw new Error('Invalid Redis settings: REDIS_URL: required by the Redis cache handlers');
  return { url, prefix };
}

/**
 * A connected node-redis client for the pages' cache handler (@fortedigital/nextjs-cache-handler
 * drives node-redis); its connection errors are logged, not thrown, as the handler retries.
 * @param {string} url
 */
export async function connectCacheClient(url) {
  const { createClient } = await import('@redis/client');
  const client = createClient({ url });
  client.on('error', (/** @type {Error} */ error) => console.warn('[cache] Redis (pages):', error.message));
  await client.connect();
  return client;
}

/**
 * An ioredis client for the rate limits (rate-limiter-flexible drives ioredis). No offline queue:
 * while Redis is down a command fails at once, and the limiter's in-memory insurance answers.
 * Both clients' libraries load on first use, so the many modules that read the environment
 * (lib/config/env.ts) do not carry them.
 * @param {string} url
 */
export async function rateLimitClient(url) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  // Failures show up as failed commands, which the limiters answer from memory.
  client.on('error', () => undefined);
  return client;
}
