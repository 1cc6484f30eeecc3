import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseLockedError, lockDatabaseFolder } from './pglite-lock';

const root = mkdtempSync(join(tmpdir(), 'kinora-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has ended: what a crashed holder leaves in its lock. */
const deadPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
};

describe('one process per embedded database folder', () => {
  it('refuses a second open of a folder while the first holds it, naming the holder; frees it on close', async () => {
    const folder = join(root, 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      await first.exec('CREATE TABLE kept (v int); INSERT INTO kept VALUES (1)');
      const second = openDatabase({ kind: 'pglite', dataDir: folder });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(
        new RegExp(`open in another process \\(pid ${process.pid}\\).*stop that one first`),
      );
      expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).pid).toBe(process.pid);
    } finally {
      await first.close();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      expect((await again.query('SELECT v FROM kept')).rows).toEqual([{ v: 1 }]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('refuses a folder another live process holds', () => {
    const folder = join(root, 'held');
    // This test runner's parent is alive for as long as the test runs.
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: process.ppid, host: hostname(), token: 't' }));
    expect(() => lockDatabaseFolder(folder)).toThrow(`(pid ${process.ppid})`);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over a lock left by a dead process, by a previous life of this pid, or cut short', () => {
    for (const [name, content] of [
      ['crashed', JSON.stringify({ pid: deadPid(), host: hostname(), token: 'old' })],
      ['restarted', JSON.stringify({ pid: process.pid, host: hostname(), token: 'old' })],
    ] as const) {
      const folder = join(root, name);
      writeFileSync(`${folder}.lock`, content);
      const release = lockDatabaseFolder(folder);
      const holder = JSON.parse(readFileSync(`${folder}.lock`, 'utf8'));
      expect(holder).toMatchObject({ pid: process.pid });
      expect(holder.token).not.toBe('old');
      release();
      expect(existsSync(`${folder}.lock`)).toBe(false);
    }
    // An empty lock file (a crash between creating and writing it) is stale once it is not brand new.
    const folder = join(root, 'empty');
    writeFileSync(`${folder}.lock`, '');
    expect(() => lockDatabaseFolder(folder)).toThrow(DatabaseLockedError);
    const old = new Date(Date.now() - 10_000);
    spawnSync('touch', ['-d', old.toISOString(), `${folder}.lock`]);
    lockDatabaseFolder(folder)();
  });

  it('never takes the lock of another machine sharing the folder', () => {
    const folder = join(root, 'shared');
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: deadPid(), host: 'elsewhere', token: 't' }));
    expect(() => lockDatabaseFolder(folder)).toThrow(DatabaseLockedError);
  });
});
