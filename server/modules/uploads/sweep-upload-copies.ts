import { lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { systemClock } from '../../clock';

/**
 * Far longer than any publish holds its assembled copy (100 MB from the bucket, then ffprobe and
 * the store's put) or any PATCH holds its received chunk: a file this old was left by a process
 * that died (a node killed mid-publish) or whose removal failed.
 */
export const UPLOAD_COPY_MAX_AGE_MS = 6 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;

/** The two names upload-store.ts and bucket-store.ts give their files: `<kind>-<upload id>-<uuid>`. */
const COPY_NAME = /^(taken|upload)-[\w-]+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Removes from `dir` (DATA_DIR/tmp/uploads) the regular files named as this code names its copies
 * and last written before `now - maxAgeMs`. Only the folder's own entries: no subfolder, and a
 * symbolic link is never followed nor removed (lstat). Returns how many went.
 */
export async function sweepUploadCopies(dir: string, now: Date, maxAgeMs = UPLOAD_COPY_MAX_AGE_MS) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const before = now.getTime() - maxAgeMs;
  let removed = 0;
  for (const name of names) {
    if (!COPY_NAME.test(name)) continue;
    const path = join(dir, name);
    // Gone meanwhile (its publish ended and dropped it): nothing to do.
    const stats = await lstat(path).catch(() => null);
    if (!stats?.isFile() || stats.mtimeMs >= before) continue;
    await unlink(path).then(
      () => removed++,
      () => {},
    );
  }
  return removed;
}

/**
 * Each node sweeps its own DATA_DIR (no other node sees it): at start, which is when a crashed
 * node's leftovers are found, then hourly for copies whose removal failed.
 */
export function startUploadCopySweep(dataDir: string, logger: Logger, now = () => systemClock.now()) {
  const dir = join(dataDir, 'tmp', 'uploads');
  const sweep = () =>
    sweepUploadCopies(dir, now()).then(
      (removed) => {
        if (removed) logger.info({ removed, dir }, 'stale upload copies removed');
      },
      (err) => logger.warn({ err, dir }, 'upload copies not swept'),
    );
  const first = sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return {
    first,
    stop: () => clearInterval(timer),
  };
}
