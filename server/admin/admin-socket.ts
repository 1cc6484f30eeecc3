import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { AppContext } from '../context';
import { adminCommands } from './admin-commands';

/**
 * The admin channel of a server on the embedded database: only one process may open its folder
 * (server/db/pglite-lock.ts), so `npm run cli` asks the running server to run its command. A unix
 * socket in a 0700 folder of DATA_DIR: only the user running Kinora (and root) may connect.
 * One JSON line each way: {command, args} → {ok, output} | {ok: false, error}.
 */
export const adminSocketPath = (dataDir: string) => join(dataDir, 'run', 'admin.sock');

export async function startAdminSocket(ctx: AppContext): Promise<{ close(): Promise<void> }> {
  const path = adminSocketPath(ctx.config.dataDir);
  mkdirSync(join(ctx.config.dataDir, 'run'), { recursive: true, mode: 0o700 });
  chmodSync(join(ctx.config.dataDir, 'run'), 0o700);
  // Whoever left a socket here is gone: this process holds the database lock.
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', async (chunk) => {
      input += chunk;
      if (!input.includes('\n')) {
        if (input.length > 64 * 1024) socket.destroy();
        return;
      }
      socket.pause();
      socket.end(`${JSON.stringify(await run(ctx, input.slice(0, input.indexOf('\n'))))}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

async function run(ctx: AppContext, line: string): Promise<{ ok: boolean; output?: string; error?: string }> {
  try {
    const { command, args } = JSON.parse(line) as { command: string; args: string[] };
    const handler = adminCommands[command];
    if (!handler) return { ok: false, error: `Unknown command: ${command}` };
    ctx.logger.info({ command }, 'admin command from the CLI');
    return { ok: true, output: await handler(ctx, Array.isArray(args) ? args.map(String) : []) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs a command through the server listening in `dataDir`. Resolves null when none listens there
 * (no socket, or one a crashed server left behind).
 */
export function runThroughServer(
  dataDir: string,
  command: string,
  args: string[],
): Promise<{ ok: boolean; output?: string; error?: string } | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(adminSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer));
      } catch {
        reject(new Error('The running server gave no answer to the command.'));
      }
    });
  });
}
