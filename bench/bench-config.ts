import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';

/**
 * A bench's configuration in a fresh DATA_DIR: the sandbox and the local outbox (a production start
 * must name them), quiet logs, no demo content; the environment and `extra` may say otherwise.
 */
export function benchConfig(prefix = 'kinora-bench-', extra: Record<string, string | undefined> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const config = loadConfig({
    PAYMENTS: 'sandbox',
    MAIL: 'outbox',
    SEED_DEMO: 'false',
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...extra,
  });
  return { dataDir, config };
}
