/**
 * Server start-up (Node.js runtime only, never during `next build`): refuse an unsafe
 * configuration, open and migrate the store, and seed it from content/ when it is empty.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Build workers run in parallel; none of them may open the (single-process) store.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;

  const { assertSafeForProduction, getEnv } = await import('@/lib/config/env');
  assertSafeForProduction();
  // With a remote functions backend this server holds no store of its own.
  if (getEnv().FUNCTIONS_URL) return;

  const { getStore } = await import('@/lib/store');
  await getStore();

  const { createDataClient } = await import('@/lib/data/client');
  const { seedIfEmpty } = await import('@/lib/seed');
  const { seeded, result } = await seedIfEmpty(createDataClient({ system: true }));
  if (seeded) console.log(`[data] empty store seeded from content/ (${result?.written ?? 0} documents)`);
}
