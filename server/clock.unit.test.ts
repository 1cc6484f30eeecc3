import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Modules read the time from ctx.clock (server/clock.ts), so a test moves a FakeClock instead of
 * waiting. Wall-clock time on purpose says so with `systemClock`; a pure duration uses
 * `performance.now()`. Tests and their helpers may wait on real time.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function moduleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return moduleFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-helpers)?\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('time in server/modules', () => {
  it('comes from a clock, never from Date.now() or new Date()', () => {
    const offending = moduleFiles(join(root, 'server/modules')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\bDate\.now\(\)|\bnew Date\(\)/.test(line)
            ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offending).toEqual([]);
  });
});
