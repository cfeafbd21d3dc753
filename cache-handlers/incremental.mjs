// Next's incremental cache (prerendered pages, route handlers) in Redis, shared by every server:
// `cacheHandler` in next.config.ts when REDIS_URL is set. @fortedigital/nextjs-cache-handler
// stores a page under its build and records the page's cache tags (Next's x-next-cache-tags);
// a tag expiry through any server deletes every page holding the tag, so the next request to
// any server renders it afresh.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { cacheHandlerSettings, connectCacheClient } from '../lib/config/redis.mjs';

CacheHandler.onCreation(async ({ buildId }) => {
  const { url, prefix } = cacheHandlerSettings();
  const client = await connectCacheClient(url);
  // Pages of one build only: another build's HTML points at scripts this build does not have.
  const keyPrefix = `${prefix}${buildId ?? 'dev'}:pages:`;
  return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 2000 })] };
});

export default CacheHandler;
