import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveModule, specifiers } from '@/test/module-specifiers';
import { importLoops } from '../../scripts/import-loops';

/**
 * No module of the app or of domain/ imports, even lazily or for a type, a module that imports it
 * back: a loop ties two files into one unit that neither can be read, tested nor split without the
 * other (share-menu ↔ share-dropdown, discovery ↔ discovery-keywords were).
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      specifiers(readFileSync(file, 'utf8'))
        .map((specifier) => resolveModule(file, specifier))
        .filter((target): target is string => target !== null),
    ]),
  );
}

describe('import loops', () => {
  it('finds a loop of two and a longer one, and none in a chain', () => {
    const graph = new Map([
      ['menu', ['dropdown', 'button']],
      ['dropdown', ['menu']],
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['button', []],
    ]);
    expect(importLoops(graph)).toEqual([
      ['menu', 'dropdown', 'menu'],
      ['a', 'b', 'c', 'a'],
    ]);
    expect(
      importLoops(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
        ]),
      ),
    ).toEqual([]);
  });

  it('follows aliased, relative and lazy imports between real files', () => {
    const graph = importGraph([join(ROOT, 'web/src/features/videos/share-menu.tsx')]);
    expect(graph.get(join(ROOT, 'web/src/features/videos/share-menu.tsx'))).toEqual([
      join(ROOT, 'web/src/components/ui/button.tsx'),
      join(ROOT, 'web/src/i18n/react.tsx'),
      join(ROOT, 'web/src/features/videos/share-dropdown.tsx'),
    ]);
  });

  it('the app and domain/ have none', () => {
    const files = [...sourceFiles(join(ROOT, 'web/src')), ...sourceFiles(join(ROOT, 'domain'))];
    expect(files.length).toBeGreaterThan(200);
    const loops = importLoops(importGraph(files)).map((loop) =>
      loop.map((file) => relative(ROOT, file)).join(' → '),
    );
    expect(loops).toEqual([]);
  });
});
