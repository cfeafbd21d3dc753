import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from './index';

const childScript = path.join(__dirname, 'child-writer.test-helper.ts');

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lanternfall-durability-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Starts the child and resolves once it printed `until` lines matching; collects acks. */
function startChild(dir: string, mode: 'write' | 'hold', until: (acks: number[]) => boolean) {
  // node itself (not the tsx wrapper) so that the pid we kill is the one holding the lock.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', childScript, dir, mode], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acks: number[] = [];
  let ready = false;
  let buffered = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const reached = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`child exited (${code}): ${stderr}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') ready = true;
        const match = /^ack (\d+)$/.exec(line);
        if (match) acks.push(Number(match[1]));
      }
      if (ready && until(acks)) resolve();
    });
  });
  return { child, acks, reached };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('PGlite durability and locking', () => {
  it('keeps every acknowledged write after kill -9 mid-loop, and reopens cleanly', async () => {
    const dir = path.join(root, 'durable', 'pglite');
    const { child, acks, reached } = startChild(dir, 'write', (a) => a.length >= 40);
    await reached;
    await killHard(child);
    expect(acks.length).toBeGreaterThanOrEqual(40);

    const store = await openStore({ dataDir: dir });
    try {
      const docs = await store.find('durability', { filter: {}, limit: 1000, skip: 0, projection: { n: 1 } });
      const present = new Set(docs.map((d) => d.n));
      expect(acks.filter((n) => !present.has(n))).toEqual([]);
      await store.insertOne('durability', { _id: 'after-crash', n: -1 });
      expect(await store.findOne('durability', { _id: 'after-crash' })).toMatchObject({ n: -1 });
    } finally {
      await store.close();
    }
  }, 120_000);

  it('refuses a second opener at once, naming the holder, and takes over once the holder is dead', async () => {
    const dir = path.join(root, 'locked', 'pglite');
    const { child, reached } = startChild(dir, 'hold', () => true);
    await reached;
    try {
      const started = Date.now();
      await expect(openStore({ dataDir: dir })).rejects.toThrow(`open in process ${child.pid}`);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await killHard(child);
    }
    const store = await openStore({ dataDir: dir });
    await store.close();
  }, 120_000);

  it('tells a reused pid from its dead holder by the process start time', async () => {
    const dir = path.join(root, 'reused', 'pglite');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const parentStart = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
    // The parent is alive: with its real start time the lock is held...
    fs.writeFileSync(`${dir}.lock`, `${process.ppid} ${parentStart}\n`);
    await expect(openStore({ dataDir: dir })).rejects.toThrow(`open in process ${process.ppid}`);
    // ...with another start time the pid was reused by a new process, and the lock is stale.
    fs.writeFileSync(`${dir}.lock`, `${process.ppid} 1\n`);
    const store = await openStore({ dataDir: dir });
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    await store.close();
  }, 60_000);

  it('refuses a second opener in the same process too', async () => {
    const dir = path.join(root, 'same', 'pglite');
    const store = await openStore({ dataDir: dir });
    try {
      await expect(openStore({ dataDir: dir })).rejects.toThrow(`process ${process.pid}`);
    } finally {
      await store.close();
    }
  }, 60_000);
});
