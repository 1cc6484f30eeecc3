import {
  existsSync,
  lutimesSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startUploadCopySweep, sweepUploadCopies, UPLOAD_COPY_MAX_AGE_MS } from './sweep-upload-copies';

const UUID = '0f8e2c1a-5b7d-4e3f-9a6b-1c2d3e4f5a6b';
const HOUR_MS = 3600 * 1000;

describe('sweepUploadCopies', () => {
  let root: string;
  let dir: string;
  const now = new Date('2026-11-28T12:00:00Z');
  /** A file at `name` in the uploads folder, last written `ageMs` before now. */
  const file = (name: string, ageMs: number, where = dir) => {
    const path = join(where, name);
    writeFileSync(path, 'bytes');
    const at = new Date(now.getTime() - ageMs);
    utimesSync(path, at, at);
    return path;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'kinora-sweep-'));
    dir = join(root, 'tmp', 'uploads');
    mkdirSync(dir, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('removes the copies older than 6 h, and only those', async () => {
    const oldTaken = file(`taken-a1b2c3d4e5f6-${UUID}`, 7 * HOUR_MS);
    const oldChunk = file(`upload-a1b2c3d4e5f6-${UUID}`, UPLOAD_COPY_MAX_AGE_MS + 1000);
    const publishing = file(`taken-0123abcd-${UUID}`, 5 * HOUR_MS);
    const receiving = file(`upload-0123abcd-${UUID}`, 1000);
    expect(await sweepUploadCopies(dir, now)).toBe(2);
    expect([oldTaken, oldChunk].map(existsSync)).toEqual([false, false]);
    expect([publishing, receiving].map(existsSync)).toEqual([true, true]);
  });

  it('leaves files of other names, folders, and symbolic links and what they point to', async () => {
    const old = 30 * HOUR_MS;
    const foreign = [
      file('notes.txt', old),
      file(`taken-a1b2c3d4-${UUID}.bak`, old),
      file(`taken-a1b2c3d4-not-a-uuid`, old),
      file(`other-a1b2c3d4-${UUID}`, old),
    ];
    const folder = join(dir, `taken-f01de4-${UUID}`);
    mkdirSync(folder);
    const inside = file(`taken-a1b2c3d4-${UUID}`, old, folder);
    // A link named like a copy, old itself, to an old file outside the folder.
    const outside = file('precious.mp4', old, root);
    const link = join(dir, `taken-1inc-${UUID}`);
    symlinkSync(outside, link);
    const at = new Date(now.getTime() - old);
    lutimesSync(link, at, at);

    expect(await sweepUploadCopies(dir, now)).toBe(0);
    expect([...foreign, folder, inside, outside, link].map(existsSync)).toEqual(Array(8).fill(true));
  });

  it('finds nothing to do where no upload ever was', async () => {
    expect(await sweepUploadCopies(join(root, 'nothing-here'), now)).toBe(0);
  });

  it("sweeps a node's DATA_DIR at start", async () => {
    const left = file(`taken-a1b2c3d4e5f6-${UUID}`, 7 * HOUR_MS);
    const sweep = startUploadCopySweep(root, pino({ level: 'silent' }), () => now);
    await sweep.first;
    sweep.stop();
    expect(existsSync(left)).toBe(false);
  });
});
