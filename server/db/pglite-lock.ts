import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process per embedded database folder: PGlite has no lock of its own, and two processes
 * writing one folder lose writes (or the folder). `<folder>.lock` holds the holder's pid, created
 * with O_EXCL; a lock whose pid is dead is taken over, so a crash recovers by itself.
 * (Not proper-lockfile: its lock goes stale when its timer is not refreshed in time, and PGlite's
 * synchronous work can hold the event loop that long; nor does it name its holder.)
 * docs/decisions/0015-operations.md
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database ${lockFile.replace(/\.lock$/, '')} is open in another process (pid ${holderPid}). ` +
        'Only one process may open it: stop that one first (a stopped Kinora releases it), or use ' +
        `its admin channel (npm run cli with the same DATA_DIR). If no such process runs, delete ${lockFile}.`,
    );
  }
}

interface Holder {
  pid: number;
  host: string;
  /** Tells one taking of the lock from another by the same pid (a restarted container's pid 1). */
  token: string;
}

/** Locks held by this process, so that a lock file naming our own pid can be told from a stale one. */
const heldHere = new Set<string>();
let exitHook = false;

/** Takes the lock of `folder`, or throws DatabaseLockedError naming the live holder. Returns release. */
export function lockDatabaseFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(file)) {
      if (!exitHook) exitHook = Boolean(process.once('exit', releaseAllAtExit));
      heldHere.add(file);
      return () => release(file);
    }
    const holder = readHolder(file);
    if (holder ? isAlive(holder, file) : justCreated(file))
      throw new DatabaseLockedError(file, holder?.pid ?? 0);
    takeOver(file, holder);
  }
  throw new DatabaseLockedError(file, readHolder(file)?.pid ?? 0);
}

function create(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    const holder: Holder = { pid: process.pid, host: hostname(), token: `${Date.now()}-${Math.random()}` };
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null; // gone, or cut short by a crash between create and write: stale either way
  }
}

/** An unreadable lock file may be one another process is writing this instant: not stale yet. */
function justCreated(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 2000;
  } catch {
    return false;
  }
}

function isAlive(holder: Holder, file: string): boolean {
  // Our own pid in a lock we did not take is a previous life of this process (a restarted container).
  if (holder.pid === process.pid) return heldHere.has(file);
  // Another machine sharing the folder: its pids mean nothing here; never take its lock.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/**
 * Removes a stale lock, unless another process took it over meanwhile: the file is moved aside
 * (atomic), and put back if it is no longer the stale one that was read.
 */
function takeOver(file: string, stale: Holder | null): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // released or taken over meanwhile
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && moved.token !== stale?.token) {
    try {
      linkSync(aside, file); // someone's fresh lock: back in place
    } catch {}
  }
  unlinkSync(aside);
}

function release(file: string): void {
  if (!heldHere.delete(file)) return;
  try {
    unlinkSync(file);
  } catch {}
}

/** A process ending without closing its database (process.exit after a stop timeout) frees its locks. */
function releaseAllAtExit(): void {
  for (const file of [...heldHere]) release(file);
}
