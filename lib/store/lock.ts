import fs from 'node:fs';
import path from 'node:path';

/** A held exclusive lock on a PGlite data directory. */
export interface DirLock {
  readonly file: string;
  release(): void;
}

/** Thrown when another live process holds the directory. */
export class DirLockedError extends Error {
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(
      `PGlite data directory ${dir} is already open in process ${pid}. ` +
        'PGlite is single-process: stop that process, give this one its own DATA_DIR, ' +
        'or go through the running server (FUNCTIONS_URL).',
    );
    this.name = 'DirLockedError';
    this.pid = pid;
  }
}

const held = new Map<string, DirLock>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the exclusive lock on `dir` (a sibling file `<dir>.lock` holding our pid).
 * Fails at once, naming the holder, when a live process has it; takes over locks of dead processes.
 */
export function lockDirectory(dir: string): DirLock {
  const absolute = path.resolve(dir);
  const file = `${absolute}.lock`;
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  if (held.has(file)) throw new DirLockedError(absolute, process.pid);

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // 'wx' creates atomically: exactly one process wins.
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      const lock: DirLock = {
        file,
        release() {
          if (held.get(file) !== lock) return;
          held.delete(file);
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
      held.set(file, lock);
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(file);
      if (pid !== undefined && isAlive(pid)) throw new DirLockedError(absolute, pid);
      // The holder died (or was mid-write of its pid: give it a moment before declaring it stale).
      if (pid === undefined && Date.now() - statTime(file) < 2000) {
        sleepSync(50);
        continue;
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands`);
}

function statTime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// A lock must not outlive its process even when the process exits without closing the store.
process.once('exit', () => {
  for (const lock of [...held.values()]) lock.release();
});
