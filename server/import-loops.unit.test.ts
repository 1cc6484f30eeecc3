import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importLoops } from '../scripts/import-loops';

/**
 * No server file imports, even for a type or lazily, a file that imports it back (issue 24): the
 * actor used to live in the auth plugin, which imported modules that imported it back — a 21-file
 * circle through plugins/ and context.ts. Test files are left out (they may import anything).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The files a file imports (static, type, dynamic, re-exports), resolved; packages left out. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']+)'/gm)].flatMap((m) => {
    const base = resolve(dirname(file), m[1]!);
    const found = [base, `${base}.ts`, join(base, 'index.ts')].find((p) => /\.ts$/.test(p) && existsSync(p));
    return found ? [found] : [];
  });
}

describe('server import loops', () => {
  it('the server and domain/ have none', () => {
    const files = [...sourceFiles(join(root, 'server')), ...sourceFiles(join(root, 'domain'))];
    expect(files.length).toBeGreaterThan(300);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    // The graph must be read: the app imports its modules.
    expect(graph.get(join(root, 'server/app.ts'))?.length).toBeGreaterThan(10);
    const loops = importLoops(graph).map((loop) => loop.map((f) => relative(root, f)).join(' → '));
    expect(loops).toEqual([]);
  });
});
