import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createThrowawayDatabase } from '../../e2e/support/postgres';
import { freePort } from '../../server/test/free-port';
import { findNginx, kinoraSite, type RunningNginx, startNginx } from '../../server/test/nginx';
import { findPgbouncer, startPgbouncer } from '../../server/test/pgbouncer';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const MAIN_BUNDLE = join(root, 'dist/server/main.js');
export const WORKER_BUNDLE = join(root, 'dist/server/worker.js');
const BUCKET = 'kinora-cluster';

/** One api node or worker: a separate OS process (its own process group, like its own machine). */
export class NodeProcess {
  private output: string[] = [];
  private size = 0;
  readonly exited: Promise<void>;
  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly dataDir: string,
    readonly url: string | null,
  ) {
    const keep = (d: Buffer) => {
      // The last ~200 KB: enough to explain a failure, bounded for a chatty node.
      this.output.push(String(d));
      this.size += d.length;
      while (this.size > 200_000 && this.output.length > 1) this.size -= this.output.shift()!.length;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }
  get pid(): number {
    return this.child.pid!;
  }
  alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
  logs(): string {
    return this.output.join('');
  }
  /** A machine lost at once: SIGKILL to the node and everything it started (ffmpeg). */
  async crash(): Promise<void> {
    if (!this.alive()) return;
    process.kill(-this.pid, 'SIGKILL');
    await this.exited;
  }
  /** The operator's stop (SIGTERM, then SIGKILL after 15 s). */
  async stop(): Promise<void> {
    if (!this.alive()) return;
    try {
      process.kill(-this.pid, 'SIGTERM');
    } catch {}
    const timer = setTimeout(() => this.crash().catch(() => {}), 15_000);
    await this.exited;
    clearTimeout(timer);
    // Whatever the node started and left behind (an ffmpeg of a stopped job).
    try {
      process.kill(-this.pid, 'SIGKILL');
    } catch {}
  }
}

export interface Topology {
  nginx: RunningNginx;
  /** The three api nodes, A, B and C. */
  api: NodeProcess[];
  workers: NodeProcess[];
  databaseUrl: string;
  /** The database itself, not through the pooler (what needs a session: migrations, seeding). */
  directUrl: string;
  /** A connection of the test's own, to check what the nodes stored. */
  db: pg.Pool;
  s3: { endpoint: string; bucket: string; dir: string };
  authSecret: string;
  /** Every node's DATA_DIR (mail outboxes of the workers that send it). */
  dataDirs(): string[];
  startWorker(): Promise<NodeProcess>;
  /** Warnings and errors of every node, for a failed test. */
  logs(): string;
  stop(): Promise<void>;
}

export function clusterPrerequisites(): { nginx: string; adminUrl: string } {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const nginx = findNginx();
  if (!adminUrl || !nginx) throw new Error('the cluster test needs TEST_DATABASE_URL and nginx');
  for (const bundle of [MAIN_BUNDLE, WORKER_BUNDLE])
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first`);
  return { nginx, adminUrl };
}

/**
 * The operator's topology on one machine: a fresh PostgreSQL database (behind PgBouncer in transaction
 * mode when installed; KINORA_CLUSTER_POOLER=off goes straight to it), one S3-compatible server
 * (s3rver), three api nodes started separately from the built bundle (WORKER=off, each its own port
 * and DATA_DIR), two workers, and nginx round-robin over the api nodes from docs/deploy/nginx.conf.
 * `editSite` changes that site before nginx starts (a bench's load generator standing for many clients).
 */
export async function startTopology(
  env: Record<string, string> = {},
  options: { editSite?: (site: string) => string } = {},
): Promise<Topology> {
  const { nginx: nginxBinary, adminUrl } = clusterPrerequisites();
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const database = await createThrowawayDatabase(adminUrl);
    cleanups.push(() => database.drop());
    const directUrl = database.url;
    // Through PgBouncer in transaction mode when it is installed (always under CI=true: vitest.config.ts
    // requires it), as docs/deploy/ runs it: DATABASE_URL pooled, DATABASE_DIRECT_URL for sessions.
    const pgbouncerBinary = process.env.KINORA_CLUSTER_POOLER === 'off' ? null : findPgbouncer();
    let databaseUrl = directUrl;
    if (pgbouncerBinary) {
      const pgbouncer = await startPgbouncer(pgbouncerBinary, adminUrl);
      cleanups.push(() => pgbouncer.stop());
      const pooled = new URL(directUrl);
      pooled.port = String(pgbouncer.port);
      databaseUrl = pooled.toString();
    }

    const s3Dir = mkdtempSync(join(tmpdir(), 'kinora-cluster-s3-'));
    const s3rver = await startS3rver(s3Dir);
    cleanups.push(async () => {
      await s3rver.stop();
      rmSync(s3Dir, { recursive: true, force: true });
    });
    const s3 = { endpoint: `http://127.0.0.1:${s3rver.port}`, bucket: BUCKET, dir: s3Dir };

    const apiPorts = [await freePort(), await freePort(), await freePort()];
    const editSite = options.editSite ?? ((site: string) => site);
    const nginx = await startNginx(nginxBinary, (port) =>
      editSite(
        kinoraSite({
          port,
          upstream: apiPorts.map((p) => `127.0.0.1:${p}`),
          storageDir: join(s3Dir, 'unused'),
        }),
      ),
    );
    cleanups.push(() => nginx.stop());

    const authSecret = randomBytes(32).toString('hex');
    const shared = {
      DATABASE_URL: databaseUrl,
      DATABASE_DIRECT_URL: directUrl,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      // Sessions, playback grants, view IP hashes and the sandbox's webhook secret derive from it.
      AUTH_SECRET: authSecret,
      PUBLIC_URL: nginx.url,
      TRUST_PROXY: 'true',
      PAYMENTS: 'sandbox',
      MAIL: 'outbox',
      SEED_DEMO: 'false',
      GEO_LOOKUP_URLS: 'off',
      TRANSCODE_PRESET: 'ultrafast',
      ...env,
    };
    const nodes: NodeProcess[] = [];
    cleanups.push(async () => {
      await Promise.all(nodes.map((n) => n.stop()));
      for (const n of nodes) rmSync(n.dataDir, { recursive: true, force: true });
    });
    const spawnNode = (label: string, bundle: string, extra: Record<string, string>, url: string | null) => {
      const dataDir = mkdtempSync(join(tmpdir(), `kinora-cluster-${label}-`));
      const child = spawn(process.execPath, [bundle], {
        cwd: root,
        env: { ...process.env, ...shared, DATA_DIR: dataDir, ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: a crash takes the node's children (ffmpeg) with it, as a machine's loss would.
        detached: true,
      });
      const node = new NodeProcess(label, child, dataDir, url);
      nodes.push(node);
      return node;
    };

    const api = apiPorts.map((port, i) =>
      spawnNode(
        'ABC'[i]!,
        MAIN_BUNDLE,
        { PORT: String(port), HOST: '127.0.0.1', WORKER: 'off', LOG_LEVEL: 'warn' },
        `http://127.0.0.1:${port}`,
      ),
    );
    await Promise.all(api.map((node) => healthy(node)));
    const workers: NodeProcess[] = [];
    const startWorker = async () => {
      const worker = spawnNode(`worker${workers.length + 1}`, WORKER_BUNDLE, { LOG_LEVEL: 'info' }, null);
      workers.push(worker);
      await started(worker);
      return worker;
    };
    await Promise.all([startWorker(), startWorker()]);

    const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
    cleanups.push(() => db.end());
    return {
      nginx,
      api,
      workers,
      databaseUrl,
      directUrl,
      db,
      s3,
      authSecret,
      dataDirs: () => nodes.map((n) => n.dataDir),
      startWorker,
      logs: () =>
        [
          ...nodes.map((n) => `--- ${n.name}\n${warningsOf(n.logs())}`),
          `--- nginx\n${nginx.errors()}`,
          `--- s3rver\n${s3rver.logs().slice(-4000)}`,
        ].join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * s3rver in a process of its own, as the bucket is another machine: its own faults (once an unhandled
 * ENOENT on a health-probe object, cause unknown) stay in its log instead of breaking the test process.
 */
async function startS3rver(
  directory: string,
): Promise<{ port: number; logs(): string; stop(): Promise<void> }> {
  const script = `
    process.on('uncaughtException', (err) => console.error('s3rver error:', err));
    const S3rver = require('s3rver');
    new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: process.env.S3_DIR,
      configureBuckets: [{ name: process.env.S3_BUCKET, configs: [] }] })
      .run().then((address) => console.log('listening ' + address.port));`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: root,
    env: { ...process.env, S3_DIR: directory, S3_BUCKET: BUCKET },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const node = new NodeProcess('s3rver', child, directory, null);
  const deadline = Date.now() + 30_000;
  let port: number | undefined;
  while (!port) {
    port = Number(/listening (\d+)/.exec(node.logs())?.[1]) || undefined;
    if (!node.alive() || Date.now() > deadline) throw new Error(`s3rver did not start: ${node.logs()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    logs: () => node.logs(),
    stop: async () => {
      child.kill('SIGTERM');
      await node.exited;
    },
  };
}

async function healthy(node: NodeProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!node.alive()) throw new Error(`api node ${node.name} exited:\n${node.logs()}`);
    try {
      if ((await fetch(`${node.url}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`api node ${node.name} never answered:\n${node.logs()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function started(worker: NodeProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!worker.logs().includes('"worker started"')) {
    if (!worker.alive()) throw new Error(`${worker.name} exited:\n${worker.logs()}`);
    if (Date.now() > deadline) throw new Error(`${worker.name} never started:\n${worker.logs()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** pino lines at warn (40) or above, and errors that are not log lines (a crash's stack). */
function warningsOf(logs: string): string {
  return logs
    .split('\n')
    .filter((line) => {
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      return level === undefined ? /error|exception|^\s+at /i.test(line) : Number(level) >= 40;
    })
    .slice(-40)
    .join('\n');
}
