/**
 * `npm run serve:edge`: serves the built site (`npm run build` first) with Varnish in front:
 * the app on PORT (default 3000) and the proxy cache on EDGE_PORT (default 8080). The app is
 * told to purge the proxy on every write (EDGE_PURGE_URL). Ctrl-C stops both.
 */
import { startNext, startVarnish, stopAll, varnishInstalled, type Running } from './lib/stack';

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65_535)
    throw new Error(`${name} must be a port number`);
  return value;
}

async function main(): Promise<void> {
  if (!varnishInstalled()) {
    throw new Error(
      'Varnish with its xkey module is not installed: `apt-get install -y varnish varnish-modules` (Debian/Ubuntu).',
    );
  }
  const appPort = port('PORT', 3000);
  const edgePort = port('EDGE_PORT', 8080);
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const running: Running[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stopAll(running);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    const app = await startNext({
      port: appPort,
      distDir,
      inherit: true,
      env: { EDGE_PURGE_URL: process.env.EDGE_PURGE_URL ?? `http://127.0.0.1:${edgePort}/` },
    });
    running.push(app);
    const edge = await startVarnish({
      appPort,
      edgePort,
      host: process.env.EDGE_HOST ?? '0.0.0.0',
      storage: process.env.EDGE_CACHE_SIZE,
      inherit: true,
    });
    running.push(edge);
    console.log(
      `\nLanternfall Codex: http://localhost:${edgePort} (cache) → http://localhost:${appPort} (app)`,
    );
    for (const proc of running) {
      proc.child.once('exit', (code) => {
        if (!stopping) console.error(`${proc.name} exited (${code ?? 'signal'}); stopping.`);
        void shutdown(code ? 1 : 0);
      });
    }
  } catch (error) {
    console.error((error as Error).message);
    await shutdown(1);
  }
}

void main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
