/**
 * Starts and stops the pieces of a served site: the site's server (server.mjs) on a build, and Varnish with the
 * shipped VCL in front of it. Shared by `npm run serve:edge`, `npm run bench:pages` and the
 * tests that check freshness through the proxy and across two servers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
/** The shipped VCL; its backend port is rewritten to the app's port when started from here. */
export const VCL_PATH = path.join(ROOT, 'ops', 'varnish', 'default.vcl');

/**
 * Rate limits lifted, for a server under a benchmark: one load generator stands for many
 * visitors, and the bench measures serving, not the per-address limits.
 */
export const UNLIMITED_RATES = { RATE_LIMIT_PAGES: '1000000000', RATE_LIMIT_READS: '1000000000' };

/** A child process whose output is kept (the last 64 KB) for error messages. */
export interface Running {
  name: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Spawns a command in its own process group, keeping its output; `inherit` streams it instead. */
export function start(
  name: string,
  command: string,
  args: readonly string[],
  opts: { env?: Record<string, string | undefined>; inherit?: boolean; cwd?: string } = {},
): Running {
  const child: ChildProcess = spawn(command, args, {
    cwd: opts.cwd ?? ROOT,
    env: (opts.env ?? process.env) as NodeJS.ProcessEnv,
    stdio: opts.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The whole group: varnishd forks its cache process (and a server may fork workers).
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  // Detached children outlive us unless told: never leave a server or a cache behind.
  const orphanGuard = () => kill('SIGKILL');
  process.once('exit', orphanGuard);
  void exited.then(() => process.off('exit', orphanGuard));
  return {
    name,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once `url` answers (any status), or throws with the process's output when it died or timed out. */
export async function waitForHttp(url: string, proc: Running, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      throw new Error(`${proc.name} exited before answering ${url}:\n${proc.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${proc.name} did not answer ${url} within ${timeoutMs} ms:\n${proc.output()}`);
}

/** Throws when something already listens on the port: waiting for it to answer would find the wrong server. */
export async function assertPortFree(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (taken) throw new Error(`Port ${port} is already in use: stop what runs there or choose another port.`);
}

/** The folder of a finished `next build`, or an error saying how to make one. */
export function requireBuild(distDir: string): string {
  const dir = path.resolve(ROOT, distDir);
  if (!fs.existsSync(path.join(dir, 'BUILD_ID'))) {
    throw new Error(`No build in ${dir}: run \`NEXT_DIST_DIR=${distDir} npm run build\` first.`);
  }
  return dir;
}

/** The site's server (server.mjs: Next's handler, compression, scripts after the first paint) on an
 * existing build, resolved once it serves /robots.txt. */
export async function startNext(opts: {
  port: number;
  distDir: string;
  env?: Record<string, string | undefined>;
  name?: string;
  inherit?: boolean;
}): Promise<Running> {
  requireBuild(opts.distDir);
  await assertPortFree(opts.port);
  const next = start(
    opts.name ?? `server :${opts.port}`,
    process.execPath,
    [path.join(ROOT, 'server.mjs'), '-p', String(opts.port)],
    {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...opts.env, NEXT_DIST_DIR: opts.distDir },
      inherit: opts.inherit,
    },
  );
  await waitForHttp(`http://127.0.0.1:${opts.port}/robots.txt`, next);
  return next;
}

/** True when Varnish and its xkey module are installed (Debian: varnish, varnish-modules). */
export function varnishInstalled(): boolean {
  if (spawnSync('varnishd', ['-V']).status !== 0) return false;
  // A VCL that imports xkey compiles only when the module is there.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lanternfall-vcc-'));
  // The compiler runs as Varnish's own user, which must reach the folder.
  fs.chmodSync(workDir, 0o755);
  try {
    return spawnSync('varnishd', ['-C', '-f', VCL_PATH, '-n', workDir]).status === 0;
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The shipped VCL with its backend pointed at `appPort`. */
export function vclFor(appPort: number): string {
  const vcl = fs.readFileSync(VCL_PATH, 'utf8');
  const rewritten = vcl.replace(/(\.port = ")\d+(";)/, `$1${appPort}$2`);
  if (rewritten === vcl && !vcl.includes(`.port = "${appPort}"`)) {
    throw new Error(`Could not set the backend port in ${VCL_PATH}`);
  }
  return rewritten;
}

/**
 * Varnish with the shipped VCL on `edgePort`, in front of the app on `appPort`. Its working
 * directory (and the cache in it) is removed when it stops.
 */
export async function startVarnish(opts: {
  edgePort: number;
  appPort: number;
  host?: string;
  storage?: string;
  inherit?: boolean;
}): Promise<Running> {
  await assertPortFree(opts.edgePort);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lanternfall-varnish-'));
  // varnishd drops to its own user for the cache process, which must read the folder.
  fs.chmodSync(workDir, 0o755);
  const vclPath = path.join(workDir, 'default.vcl');
  fs.writeFileSync(vclPath, vclFor(opts.appPort));
  fs.chmodSync(vclPath, 0o644);
  const varnish = start(
    `varnishd :${opts.edgePort}`,
    'varnishd',
    [
      '-F',
      '-n',
      workDir,
      '-a',
      `${opts.host ?? '127.0.0.1'}:${opts.edgePort}`,
      '-f',
      vclPath,
      '-s',
      `malloc,${opts.storage ?? '256m'}`,
    ],
    { inherit: opts.inherit },
  );
  const stop = varnish.stop;
  varnish.stop = async () => {
    await stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    // Any answer will do (a 503 while the app is still starting): the cache is listening.
    await waitForHttp(`http://127.0.0.1:${opts.edgePort}/`, varnish, 30_000);
  } catch (error) {
    await varnish.stop();
    throw error;
  }
  return varnish;
}

/** Stops every process given, last started first, ignoring the ones never started. */
export async function stopAll(procs: readonly (Running | undefined)[]): Promise<void> {
  for (const proc of [...procs].reverse()) await proc?.stop();
}
