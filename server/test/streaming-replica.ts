import { execFile } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';
import { lookupUser } from './local-daemon.ts';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL primary and a hot-standby replica streaming from it (`pg_basebackup -R`),
 * for the read-replica test: the shared test server is not ours to reconfigure. Both are trust on
 * loopback (initdb's pg_hba also allows replication there), fsync off, in one temporary folder.
 * PostgreSQL refuses to run as root: started by root (CI containers), they run as `postgres`, as
 * `.ci/run` starts the test server.
 */
export interface StreamingReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** The replica alone stopped (a replica lost). */
  stopReplica(): Promise<void>;
  /** Both servers stopped, their folder removed. */
  stop(): Promise<void>;
}

/** The folder with initdb, pg_ctl and pg_basebackup (PG_BIN, else the newest /usr/lib/postgresql/*), or null. */
export function findPostgresBin(): string | null {
  const versions = (() => {
    try {
      return readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    } catch {
      return [];
    }
  })();
  const candidates = [process.env.PG_BIN, ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
  for (const dir of candidates) {
    if (!dir) continue;
    try {
      for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup']) accessSync(join(dir, tool), constants.X_OK);
      return dir;
    } catch {}
  }
  return null;
}

export async function startStreamingReplica(bin: string): Promise<StreamingReplica> {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-replica-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = lookupUser('postgres', 'PostgreSQL');
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const serverOptions = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const started: string[] = [];
  const stop = async () => {
    for (const data of started.reverse())
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  const log = (name: string) => {
    try {
      return readFileSync(join(dir, `${name}.log`), 'utf8');
    } catch {
      return '';
    }
  };
  try {
    await pg('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await pg('pg_ctl', [
      '-D',
      primaryDir,
      '-o',
      serverOptions(primaryPort),
      '-l',
      join(dir, 'primary.log'),
      '-w',
      'start',
    ]);
    started.push(primaryDir);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await pg('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    // pg_ctl -w returns once the standby accepts read-only connections (hot_standby is on by default).
    await pg('pg_ctl', [
      '-D',
      replicaDir,
      '-o',
      serverOptions(replicaPort),
      '-l',
      join(dir, 'replica.log'),
      '-w',
      'start',
    ]);
    started.push(replicaDir);
  } catch (error) {
    const message = `${(error as Error).message}\n${log('primary')}${log('replica')}`;
    await stop();
    throw new Error(`streaming replica not started: ${message}`);
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stopReplica: async () => {
      await pg('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']);
    },
    stop,
  };
}
