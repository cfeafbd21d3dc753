import { spawn } from 'node:child_process';
import path from 'node:path';

/** A functions backend serving real HTTP in a child process, over its own fresh test store. */
export interface FunctionsServer {
  /** Base URL, e.g. http://127.0.0.1:41234; the protocol lives under /api/data/{action}. */
  url: string;
  /** Stops the server and removes its store (temp directory or PostgreSQL schema); idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts lib/functions' HTTP face in a child process, so that tests running in jsdom (where PGlite
 * does not load) can talk to the real backend. `env` is added to this process's environment
 * (e.g. FIREBASE_AUTH_EMULATOR_HOST); TEST_DATABASE_URL selects PostgreSQL as everywhere else.
 */
export async function startFunctionsServer(env: Record<string, string> = {}): Promise<FunctionsServer> {
  const script = path.join(__dirname, 'http-server-child.test-helper.ts');
  // node itself (not the tsx wrapper) so that the pid we signal is the server; 'server-only'
  // resolves to an empty module only under the react-server condition, as inside Next.
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', script], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`functions server did not start in 90 s:\n${output}`)),
      90_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`functions server exited (${code}):\n${output}`));
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /^ready (\S+)$/m.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });

  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timeout = new Promise((resolve) => setTimeout(resolve, 15_000, 'timeout'));
        if ((await Promise.race([exited, timeout])) === 'timeout') {
          child.kill('SIGKILL');
          await exited;
        }
      }
      child.stdin.destroy();
      child.stdout.destroy();
      child.stderr.destroy();
    },
  };
}
