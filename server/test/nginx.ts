import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { findBinary, startDaemon } from './local-daemon';

/**
 * Real nginx for the tests and benches of the X-Accel-Redirect mode: the site comes from the shipped
 * example (docs/deploy/nginx.conf) with only its addresses and storage path replaced, so what is tested
 * is what operators copy.
 */
export const NGINX_EXAMPLE = fileURLToPath(new URL('../../docs/deploy/nginx.conf', import.meta.url));

/** The nginx binary (NGINX_PATH, else /usr/sbin, else PATH), or null when it is not installed. */
export const findNginx = (): string | null => findBinary('nginx', process.env.NGINX_PATH);

/**
 * The example site with the test's listen port, Kinora's address (or several api nodes, balanced
 * round-robin as nginx does by default) and the storage folder; the grant cache goes in nginx's own
 * temporary folder (a relative path is under startNginx's prefix).
 */
export function kinoraSite(opts: { port: number; upstream: string | string[]; storageDir: string }): string {
  const example = readFileSync(NGINX_EXAMPLE, 'utf8');
  const replace = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`docs/deploy/nginx.conf no longer contains "${from}"`);
    return text.replaceAll(from, to);
  };
  let site = replace(example, 'listen 80;', `listen 127.0.0.1:${opts.port};`);
  const servers = [opts.upstream].flat().map((address) => `server ${address};`);
  site = replace(site, 'server 127.0.0.1:3000;', servers.join('\n    '));
  site = replace(site, '/var/lib/kinora/storage/', `${opts.storageDir.replace(/\/$/, '')}/`);
  site = replace(site, '/var/cache/nginx/kinora-grants', 'kinora-grants');
  return site;
}

export interface RunningNginx {
  port: number;
  /** The one nginx process (master_process off): what the benches read CPU time of. */
  pid: number;
  url: string;
  /** nginx's error log so far (for failure messages). */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Starts one unprivileged nginx in the foreground (one process, one worker) around `site(port)`,
 * with every path it writes inside a temporary folder. Stopped with stop(); the folder goes with it.
 */
export async function startNginx(binary: string, site: (port: number) => string): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-nginx-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/octet-stream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site(port)}
}
`,
  );
  const errors = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const { child, stop } = await startDaemon({
    name: 'nginx',
    binary,
    args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    dir,
    port,
    log: errors,
  });
  return { port, pid: child.pid!, url: `http://127.0.0.1:${port}`, errors, stop };
}
