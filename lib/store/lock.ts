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

/** Who holds a lock: a pid, and on Linux that process's start time, which tells a reused pid apart. */
interface Holder {
  pid: number;
  started?: string;
}

/** The start time of a process (clock ticks since boot, /proc/<pid>/stat field 22), where /proc exists. */
function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; fields after its closing parenthesis are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A live pid that started at another time is a new process that reused a dead holder's pid.
  return (
    holder.started === undefined ||
    startTime(holder.pid) === undefined ||
    startTime(holder.pid) === holder.started
  );
}

function readHolder(file: string): Holder | undefined {
  try {
    const [pidText, started] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, started } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the exclusive lock on `dir` (a sibling file `<dir>.lock` holding our pid and start time).
 * Fails at once, naming the holder, when a live process has it; takes over locks of dead processes.
 */
export function lockDirectory(dir: string): DirLock {
  const absolute = path.resolve(dir);
  const file = `${absolute}.lock`;
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  if (held.has(file)) throw new DirLockedError(absolute, process.pid);
  const me = `${process.pid} ${startTime(process.pid) ?? ''}`.trim();

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // Write our identity to a private file, then link it into place: the link is atomic and
      // fails if the lock exists, so exactly one process wins and the lock is never half-written.
      const mine = `${file}.${process.pid}.${attempt}`;
      fs.writeFileSync(mine, `${me}\n`, { flush: true });
      try {
        fs.linkSync(mine, file);
      } finally {
        fs.rmSync(mine, { force: true });
      }
      const lock: DirLock = {
        file,
        release() {
          if (held.get(file) !== lock) return;
          held.delete(file);
          if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
      held.set(file, lock);
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && isAlive(holder)) throw new DirLockedError(absolute, holder.pid);
      if (holder === undefined && Date.now() - statTime(file) < 2000) {
        sleepSync(50);
        continue;
      }
      takeOverStale(file, holder);
    }
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands`);
}

/**
 * Removes a dead holder's lock. Renaming it aside first is atomic, so when two processes race to
 * take over, only one moves it; and if what was moved is not the stale lock that was read (another
 * process took over in between), it is put back.
 */
function takeOverStale(file: string, stale: Holder | undefined): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== undefined && moved.pid !== stale?.pid && isAlive(moved)) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // Only reachable when three processes race over one stale lock within the same instant;
      // the one that linked last now holds the file, and the holder we moved aside is not told.
    }
  }
  fs.rmSync(aside, { force: true });
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
