/**
 * Server start-up (Node.js runtime only, never during `next build`): refuse an unsafe
 * configuration, record each request's peer address for the rate limiter, open and migrate the
 * store, and run the first-start import until its completion marker is set.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Build workers run in parallel; none of them may open the (single-process) store.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;

  const { assertSafeForProduction, getEnv } = await import('@/lib/config/env');
  assertSafeForProduction();
  const { recordPeerAddresses } = await import('@/lib/security/peer');
  recordPeerAddresses();
  // With a remote functions backend this server holds no store of its own.
  if (getEnv().FUNCTIONS_URL) return;

  const { importContentOnStart } = await import('@/lib/seed/first-start');
  const prepare = () => importContentOnStart('[data]');
  // The first attempt is awaited, so a healthy start serves a complete store from its first
  // request. When the store is down (PostgreSQL unreachable, the PGlite directory held by another
  // process) the server still starts: the API answers 503 and this keeps trying in the background.
  const retry = (attempt: number) => (error: unknown) => {
    const delay = Math.min(30_000, 1000 * 2 ** attempt);
    console.error(`[data] store not ready (${(error as Error).message}); trying again in ${delay} ms`);
    setTimeout(() => void prepare().catch(retry(attempt + 1)), delay).unref();
  };
  await prepare().catch(retry(0));
}
