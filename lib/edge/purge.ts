import 'server-only';
import { getEnv } from '@/lib/config/env';

/** How long one purge request may take before the write gives up on it. */
const PURGE_TIMEOUT_MS = 2000;
/**
 * A render that began before the write (a visitor's, or a stale page's background refresh) can
 * finish after it and reach the proxy after our purge, so the proxy would keep the old page. A
 * second purge once such renders are done removes that copy.
 */
const SETTLE_PURGE_DELAY_MS = 1500;

/**
 * Purges every object tagged with one of `tags` at the proxy cache(s) in EDGE_PURGE_URL (a
 * no-op when it is unset). Bounded by a timeout and never throws: a failed purge is logged,
 * and the proxy then serves the old page until its s-maxage runs out.
 */
export async function purgeEdge(tags: string[]): Promise<void> {
  const endpoints = getEnv().EDGE_PURGE_URL;
  if (endpoints === undefined || tags.length === 0) return;
  await purgeAll(endpoints, tags);
  setTimeout(() => void purgeAll(endpoints, tags), SETTLE_PURGE_DELAY_MS).unref();
}

async function purgeAll(endpoints: readonly string[], tags: readonly string[]): Promise<void> {
  await Promise.all(endpoints.map((endpoint) => purgeOne(endpoint, tags)));
}

async function purgeOne(endpoint: string, tags: readonly string[]): Promise<void> {
  try {
    // The VCL in ops/varnish purges with vmod_xkey every object whose Surrogate-Key holds one of these.
    const response = await fetch(endpoint, {
      method: 'PURGE',
      headers: { xkey: tags.join(' ') },
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) {
      console.warn(`[edge] purge of ${tags.join(' ')} at ${endpoint} answered ${response.status}`);
    }
  } catch (error) {
    console.warn(`[edge] purge of ${tags.join(' ')} at ${endpoint} failed:`, (error as Error).message);
  }
}
