/**
 * `npm run build`: prerenders every page from the store. Pages are static (Cache Components),
 * so `next build` reads the game data; its workers run in parallel and PGlite admits one process,
 * so this script opens the store once (seeding an empty one from content/, as a first start
 * would), serves the functions protocol to the build on a loopback port, and points the build's
 * data helper at it with FUNCTIONS_URL. With FUNCTIONS_URL already set, the build reads there.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [bin, ...args], {
    stdio: 'inherit',
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

/**
 * `next build`, V8's compile hint on its scripts (lib/serving/compile-hints.mjs), compressed copies
 * of the static assets (lib/serving/static-assets.mjs), then the service worker
 * (serwist.config.mjs), which reads the build's output.
 */
async function nextBuild(env: NodeJS.ProcessEnv): Promise<number> {
  const code = await run(require.resolve('next/dist/bin/next'), ['build'], env);
  if (code !== 0) return code;
  const { addCompileHints } = await import('@/lib/serving/compile-hints.mjs');
  const hints = await addCompileHints(env.NEXT_DIST_DIR || '.next');
  console.log(`[build] compile hint on ${hints.marked} scripts (${hints.skipped} had it)`);
  // After the hints, which rewrite the scripts: the copies must hold the final text.
  const { precompressStatic } = await import('@/lib/serving/static-assets.mjs');
  const packed = await precompressStatic(env.NEXT_DIST_DIR || '.next');
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `[build] ${packed.files} static assets precompressed: ${kb(packed.bytes)} → ` +
      `${kb(packed.brotli)} brotli, ${kb(packed.gzip)} gzip`,
  );
  // The CLI's package exports no path to its bin, so it is found beside its package.json.
  const serwistCli = path.join(path.dirname(require.resolve('@serwist/cli/package.json')), 'cli.js');
  return run(serwistCli, ['build', 'serwist.config.mjs'], env);
}

async function main(): Promise<number> {
  if (process.env.FUNCTIONS_URL) return nextBuild(process.env);
  // The loopback server below answers only this build, whose reads come all at once from one
  // address; visitors' API limits are not meant for it.
  process.env.RATE_LIMIT_READS = '1000000';

  const { getStore } = await import('@/lib/store');
  const { importContentOnStart } = await import('@/lib/seed/first-start');
  const { createFunctionsServer } = await import('@/lib/functions/node-server');

  await importContentOnStart('[build]');
  const store = await getStore();

  const server = createFunctionsServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await nextBuild({ ...process.env, FUNCTIONS_URL: `http://127.0.0.1:${port}/api/data` });
  } finally {
    server.close();
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[build] ${(error as Error).message}`);
    process.exit(1);
  },
);
