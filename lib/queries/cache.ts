import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';

/**
 * How long a cached read (and the page built from it) may be served. `content` changes only
 * on writes, which expire it by tag at once, so it lives long; `timely` reads depend on the
 * clock (which events are open), so pages built from them are rebuilt every few minutes.
 * `shared` is for pages keyed by a share code, which anyone can make up in any number: they are
 * kept a bounded time. All three are declared in next.config.ts. `max` is Next's own, for what
 * changes only with a build.
 */
export type CacheProfile = 'content' | 'timely' | 'shared' | 'max';

/**
 * Tags the current 'use cache' entry and sets its lifetime. Outside a Next server (jest,
 * scripts) reads are not cached and this does nothing.
 */
export function cacheScope(tags: readonly string[], profile: CacheProfile = 'content'): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  cacheTag(...tags);
  // One literal per call: the build's generated types (.next/types/cache-life.d.ts) declare an
  // overload per profile name, which a union of names does not match.
  if (profile === 'timely') cacheLife('timely');
  else if (profile === 'shared') cacheLife('shared');
  else if (profile === 'max') cacheLife('max');
  else cacheLife('content');
}
