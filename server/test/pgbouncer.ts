import { chmodSync, chownSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { findBinary, lookupUser, startDaemon } from './local-daemon.ts';

/**
 * Real PgBouncer in transaction mode for the `integration-pgbouncer` test project: the shipped example
 * (docs/deploy/pgbouncer.ini) with only its test-marked lines replaced, so what is tested is what
 * operators copy.
 */
export const PGBOUNCER_EXAMPLE = fileURLToPath(new URL('../../docs/deploy/pgbouncer.ini', import.meta.url));

/** The pgbouncer binary (PGBOUNCER_PATH, else /usr/sbin, else PATH), or null when it is not installed. */
export const findPgbouncer = (): string | null => findBinary('pgbouncer', process.env.PGBOUNCER_PATH);

/** The example with the test's port, folder and upstream server (every database, trusted login). */
export function kinoraPgbouncerIni(opts: {
  port: number;
  dir: string;
  upstream: URL;
  osUser?: string;
}): string {
  let ini = readFileSync(PGBOUNCER_EXAMPLE, 'utf8');
  const replace = (from: string, to: string) => {
    if (!ini.includes(from)) throw new Error(`docs/deploy/pgbouncer.ini no longer contains "${from}"`);
    ini = ini.replace(from, to);
  };
  const { hostname, port } = opts.upstream;
  const password = opts.upstream.password ? ` password=${decodeURIComponent(opts.upstream.password)}` : '';
  replace(
    'kinora = host=127.0.0.1 port=5432 dbname=kinora',
    `* = host=${hostname} port=${port || 5432}${password}`,
  );
  replace('listen_port = 6432', `listen_port = ${opts.port}`);
  replace('auth_type = scram-sha-256', 'auth_type = trust');
  replace('auth_file = /etc/pgbouncer/userlist.txt', `auth_file = ${opts.dir}/userlist.txt`);
  replace('logfile = /var/log/postgresql/pgbouncer.log', `logfile = ${opts.dir}/pgbouncer.log`);
  replace('pidfile = /var/run/postgresql/pgbouncer.pid', `pidfile = ${opts.dir}/pgbouncer.pid`);
  // PgBouncer refuses to run as root; started by root (CI containers), it switches to this user.
  if (opts.osUser) ini += `\nuser = ${opts.osUser}\n`;
  return ini;
}

export interface RunningPgbouncer {
  port: number;
  /** PgBouncer's log so far (for failure messages). */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts one PgBouncer in the foreground in front of `upstreamUrl`'s server, its files in a temporary
 * folder (removed by stop()). Trust login for the upstream URL's user (the test server trusts loopback,
 * or the URL's password is given to the server).
 */
export async function startPgbouncer(binary: string, upstreamUrl: string): Promise<RunningPgbouncer> {
  const upstream = new URL(upstreamUrl);
  const dir = mkdtempSync(join(tmpdir(), 'kinora-pgbouncer-'));
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  const osUser = asRoot ? 'postgres' : undefined;
  writeFileSync(join(dir, 'pgbouncer.ini'), kinoraPgbouncerIni({ port, dir, upstream, osUser }));
  writeFileSync(join(dir, 'userlist.txt'), `"${decodeURIComponent(upstream.username || 'postgres')}" ""\n`);
  if (asRoot) {
    // The unprivileged user it switches to writes its log and pid file here.
    const { uid, gid } = lookupUser(osUser!, 'pgbouncer');
    chmodSync(dir, 0o755);
    for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) chownSync(join(dir, file), uid, gid);
  }
  const log = () => {
    try {
      return readFileSync(join(dir, 'pgbouncer.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const { stop } = await startDaemon({
    name: 'pgbouncer',
    binary,
    args: [join(dir, 'pgbouncer.ini')],
    dir,
    port,
    log,
  });
  return { port, log, stop };
}
