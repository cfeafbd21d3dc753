// The 'use cache' entries in Redis, shared by every server: `cacheHandlers` in next.config.ts
// when REDIS_URL is set. @mrjasonroy/cache-components-cache-handler implements Next 16's
// interface: an entry read checks its tags' expiry in Redis, and a tag expired through any
// server (revalidateTag → updateTags) is seen by every other server on its next read. It opens
// its own ioredis client from the URL (it takes no client of ours).
import { createCacheHandler } from '@mrjasonroy/cache-components-cache-handler';
import { cacheHandlerSettings } from '../lib/config/redis.mjs';

const { url, prefix } = cacheHandlerSettings();

export default createCacheHandler({
  type: 'redis',
  url,
  keyPrefix: `${prefix}use-cache:`,
  // Shared by every build, so a write through a server of the old build during a rolling
  // deploy still expires what the new build cached.
  tagPrefix: `${prefix}tags:`,
});
