import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** Env var telling an api process its place: 0 runs the job worker and the demo seed. */
export const API_PROCESS_INDEX = 'KINORA_API_PROCESS';

/** The index of this api process (0 when it is the only one). */
export function apiProcessIndex(env: NodeJS.ProcessEnv = process.env): number {
  return cluster.isWorker ? Number(env[API_PROCESS_INDEX] ?? 0) : 0;
}

/** A process that dies sooner than this after its start is restarted after a growing pause. */
const HEALTHY_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** An api process gets 25 s to finish (server/main.ts); one still there after this is killed. */
export const STOP_TIMEOUT_MS = 35_000;

/**
 * The primary of API_PROCESSES > 1 (Node's cluster: the processes share the port, the primary hands
 * out connections). It runs no app itself: it starts `count` api processes, starts a new one in the
 * place of any that dies (at once, or after 1, 2, 4 … 30 s while they keep dying young, so a broken
 * deployment does not spin), and on SIGTERM/SIGINT sends each SIGTERM — each finishes its requests
 * and jobs as a single process does (one still starting just ends) — and exits when the last has:
 * 0 when each exited 0. A SIGTERM sent to the whole group (systemd's KillMode=control-group) reaches
 * each api process beside the supervisor's: an api process acts on the first only (server/main.ts).
 */
export function superviseApiProcesses(count: number, logger: Logger): void {
  const places = new Map<number, { index: number; startedAt: number }>();
  const failures = new Map<number, number>();
  let stopping = false;
  /** Whether every api process stopped cleanly (exit 0) once asked: the supervisor's own exit code. */
  let clean = true;

  const start = (index: number) => {
    const worker = cluster.fork({ [API_PROCESS_INDEX]: String(index) });
    places.set(worker.id, { index, startedAt: Date.now() });
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const place = places.get(worker.id);
    places.delete(worker.id);
    if (stopping) {
      // Killed by our SIGTERM itself: it was still starting (its handler comes before it listens).
      if (code !== 0 && signal !== 'SIGTERM') {
        clean = false;
        logger.error({ index: place?.index, code, signal }, 'an api process did not stop cleanly');
      }
      if (places.size === 0) process.exit(clean ? 0 : 1);
      return;
    }
    if (!place) return;
    const young = Date.now() - place.startedAt < HEALTHY_AFTER_MS;
    const streak = young ? (failures.get(place.index) ?? 0) + 1 : 0;
    failures.set(place.index, streak);
    const delay = streak === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (streak - 1));
    logger.error(
      { index: place.index, code, signal, restartInMs: delay },
      'an api process stopped; starting another',
    );
    setTimeout(() => {
      if (!stopping) start(place.index);
    }, delay);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'stopping the api processes');
      if (places.size === 0) process.exit(0);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => {
        logger.error('api processes still running after the stop timeout: killing them');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      }, STOP_TIMEOUT_MS).unref();
    });

  for (let index = 0; index < count; index++) start(index);
  logger.info({ processes: count }, 'api processes started');
}
