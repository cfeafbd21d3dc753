import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The project the emulator runs: `demo-` projects never touch real Firebase. */
export const emulatorProject = 'demo-lanternfall';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A running Firebase Auth emulator and the calls tests need to get real ID tokens from it. */
export interface AuthEmulator {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Signs up a user (optionally an editor via custom claim) and returns a fresh ID token. */
  createUser(email: string, claims?: Record<string, unknown>): Promise<{ uid: string; idToken: string }>;
  stop(): Promise<void>;
}

/**
 * Starts `firebase emulators:start --only auth` on free ports with a throw-away config (so test
 * files and other checkouts running at once do not collide) and waits until it answers.
 */
export async function startAuthEmulator(): Promise<AuthEmulator> {
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lanternfall-auth-'));
  fs.writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const bin = path.join(process.cwd(), 'node_modules', '.bin', 'firebase');
  const child: ChildProcess = spawn(
    bin,
    ['emulators:start', '--only', 'auth', '--project', emulatorProject],
    {
      cwd: dir,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const host = `127.0.0.1:${authPort}`;
  const base = `http://${host}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited:\n${output}`);
    const ok = await fetch(`${base}/emulator/v1/projects/${emulatorProject}/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`Auth emulator did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const api = async (endpoint: string, body: unknown, admin = false) => {
    const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/${endpoint}?key=fake-api-key`, {
      method: 'POST',
      // The emulator treats "Bearer owner" as an admin credential.
      headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${endpoint} failed: ${JSON.stringify(json)}`);
    return json;
  };

  return {
    host,
    async createUser(email, claims) {
      const password = 'emulator-password';
      const signedUp = await api('accounts:signUp', { email, password, returnSecureToken: true });
      const uid = signedUp.localId as string;
      if (claims) {
        await api(
          `projects/${emulatorProject}/accounts:update`,
          { localId: uid, customAttributes: JSON.stringify(claims) },
          true,
        );
      }
      // Sign in again, so the ID token carries the claims, and always: sign-up's own token takes
      // its auth_time from the moment the request began and the account's validSince from after
      // the password is hashed. When a second boundary falls between them (a busy CI box), that
      // token reads as revoked to a write's revocation check, and every write answers 401.
      const signedIn = await api('accounts:signInWithPassword', { email, password, returnSecureToken: true });
      return { uid, idToken: signedIn.idToken as string };
    },
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
