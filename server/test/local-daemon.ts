import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';

/**
 * The Debian daemons the tests run unprivileged in the foreground (nginx, PgBouncer): where their binary
 * is, and one start/stop that waits for the port and removes the daemon's temporary folder after it.
 */

/** `override` (an env setting), else /usr/sbin/<name>, else PATH; null when it is not installed. */
export function findBinary(name: string, override: string | undefined): string | null {
  const candidates = [
    override,
    `/usr/sbin/${name}`,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, name)),
  ];
  for (const path of candidates) {
    if (!path) continue;
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {}
  }
  return null;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() && true));
    socket.once('error', () => resolve(false));
  });

export interface RunningDaemon {
  child: ChildProcess;
  /** SIGTERM, then the folder goes once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `binary args` and waits up to 10 s for it to accept connections on `port`; on failure it is
 * stopped and the error carries its stderr and `log()` (the daemon's own log file).
 */
export async function startDaemon(opts: {
  name: string;
  binary: string;
  args: string[];
  dir: string;
  port: number;
  log: () => string;
}): Promise<RunningDaemon> {
  const child = spawn(opts.binary, opts.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(opts.dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(opts.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${opts.name} did not start: ${stderr}${opts.log()}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, stop };
}

/** uid and gid of a local user, from /etc/passwd (Node has no getpwnam): the one `daemon` runs as under root. */
export function lookupUser(name: string, daemon: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`${daemon} must not run as root, and there is no "${name}" user to switch to`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
