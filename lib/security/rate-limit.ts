import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getEnv, type Env } from '@/lib/config/env';
import { rateLimitClient } from '@/lib/config/redis.mjs';

/** What a request spends: API reads and writes, failed sign-ins, and page renders. */
export type LimitKind = 'read' | 'write' | 'authFailure' | 'page';

type Limiters = Record<LimitKind, RateLimiterAbstract> & { close(): void };

function limitsOf(env: Env): Record<LimitKind, { points: number; duration: number }> {
  return {
    read: { points: env.RATE_LIMIT_READS, duration: 60 },
    write: { points: env.RATE_LIMIT_WRITES, duration: 60 },
    authFailure: { points: env.RATE_LIMIT_AUTH_FAILURES, duration: 15 * 60 },
    page: { points: env.RATE_LIMIT_PAGES, duration: 60 },
  };
}

/**
 * One limiter per kind. With REDIS_URL the API limiters count in Redis, so every server shares
 * them; if Redis stops answering they fall back to counting in memory (insuranceLimiter) rather
 * than failing requests. Page limits always count in memory: a Redis round trip on every page
 * view would cost more than the render it protects, and a per-server count still stops a flood.
 */
async function createLimiters(env: Env): Promise<Limiters> {
  const settings = limitsOf(env);
  const memory = (kind: LimitKind) => new RateLimiterMemory({ ...settings[kind], keyPrefix: kind });
  if (!env.REDIS_URL) {
    return {
      read: memory('read'),
      write: memory('write'),
      authFailure: memory('authFailure'),
      page: memory('page'),
      close: () => undefined,
    };
  }
  const client = await rateLimitClient(env.REDIS_URL);
  // Until Redis is connected (or has had a second to) counts would go to memory.
  await new Promise((resolve) => {
    client.once('ready', resolve);
    setTimeout(resolve, 1000).unref();
  });
  const redis = (kind: LimitKind) =>
    new RateLimiterRedis({
      storeClient: client,
      ...settings[kind],
      keyPrefix: `${env.REDIS_KEY_PREFIX}rl:${kind}`,
      insuranceLimiter: memory(kind),
    });
  return {
    read: redis('read'),
    write: redis('write'),
    authFailure: redis('authFailure'),
    page: memory('page'),
    close: () => client.disconnect(),
  };
}

const slot = globalThis as typeof globalThis & { __lanternfallLimiters?: Promise<Limiters> };

function limiters(): Promise<Limiters> {
  slot.__lanternfallLimiters ??= createLimiters(getEnv());
  return slot.__lanternfallLimiters;
}

/** Forgets the limiters (closing their Redis connection) so the next call builds them anew (tests only). */
export function resetLimiters(): void {
  void slot.__lanternfallLimiters?.then((old) => old.close());
  slot.__lanternfallLimiters = undefined;
}

/** Seconds until `res` frees a point, at least 1 (the value of Retry-After). */
function seconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Spends one point of `kind` for `key`. Returns the seconds to wait when the limit is reached,
 * or undefined when the request may go on. A limiter that fails (not a limit, an error) lets
 * the request through: an outage of the counter must not take the site down with it.
 */
export async function consume(kind: LimitKind, key: string): Promise<number | undefined> {
  try {
    await (await limiters())[kind].consume(key);
    return undefined;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return seconds(outcome);
    console.error(`[rate-limit] ${kind} limiter failed:`, (outcome as Error).message);
    return undefined;
  }
}

/** Seconds until `key` may try again when it has used up `kind`, without spending anything. */
export async function exhausted(kind: LimitKind, key: string): Promise<number | undefined> {
  try {
    const limiter = (await limiters())[kind];
    const res = await limiter.get(key);
    return res && res.consumedPoints >= limiter.points ? seconds(res) : undefined;
  } catch (error) {
    console.error(`[rate-limit] ${kind} limiter failed:`, (error as Error).message);
    return undefined;
  }
}
