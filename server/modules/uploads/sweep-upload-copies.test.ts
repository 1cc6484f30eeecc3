import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { createTestContext } from '../../test/test-context';
import { until } from '../../test/until';

it('a node starting on a DATA_DIR sweeps the copies a crash mid-publish left there', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kinora-sweep-node-'));
  const dir = join(dataDir, 'tmp', 'uploads');
  mkdirSync(dir, { recursive: true });
  const left = join(dir, 'taken-a1b2c3d4e5f6-0f8e2c1a-5b7d-4e3f-9a6b-1c2d3e4f5a6b');
  writeFileSync(left, 'bytes');
  // File times are the real clock's, the time base the sweep compares them on (systemClock).
  const yesterday = new Date(systemClock.now().getTime() - 24 * 3600 * 1000);
  utimesSync(left, yesterday, yesterday);
  const ctx = await createTestContext({ DATA_DIR: dataDir });
  try {
    await until(
      'the copy swept',
      async () => existsSync(left),
      (exists) => !exists,
      { timeoutMs: 10_000 },
    );
    expect(existsSync(dir)).toBe(true);
  } finally {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
