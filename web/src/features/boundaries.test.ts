import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specifiers } from '@/test/module-specifiers';

/**
 * STYLE.md: features do not import each other; what two features share goes to components/ or lib/.
 * Routes and the app shell compose features, so only files under features/<feature>/ are checked.
 */
const featuresDir = dirname(fileURLToPath(import.meta.url));
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature a specifier written in `file` points into, or null (lib, components, domain, packages). */
function featureOf(specifier: string, file: string): string | null {
  let target: string;
  if (specifier.startsWith('@/features/')) target = join(featuresDir, specifier.slice('@/features/'.length));
  else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
  else return null;
  const inside = relative(featuresDir, target);
  if (inside.startsWith('..') || inside === '') return null;
  return inside.split(sep)[0] ?? null;
}

describe('feature boundaries', () => {
  it('finds the features and their files', () => {
    expect(features).toEqual(expect.arrayContaining(['auth', 'channels', 'profile', 'videos']));
    for (const feature of features) expect(sourceFiles(join(featuresDir, feature)).length).toBeGreaterThan(0);
  });

  it('reads every kind of import, aliased or relative', () => {
    const file = join(featuresDir, 'profile', 'card.tsx');
    const source = [
      "import { authApi } from '@/features/auth/auth-api';",
      "import type { Me } from '../auth/auth-api';",
      "export { x } from '../videos/x';",
      "import '../channels/side-effect.css';",
      "const lazy = import('@/features/videos/player');",
      "import { Button } from '@/components/ui/button';",
      "import { own } from './own';",
    ].join('\n');
    expect(specifiers(source).map((s) => featureOf(s, file))).toEqual([
      'auth',
      'auth',
      'videos',
      'channels',
      'videos',
      null,
      'profile',
    ]);
  });

  it.each(features)('%s imports no other feature', (feature) => {
    const crossings = sourceFiles(join(featuresDir, feature)).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => {
          const target = featureOf(specifier, file);
          return target !== null && target !== feature;
        })
        .map((specifier) => `${relative(featuresDir, file)} → ${specifier}`),
    );
    expect(crossings).toEqual([]);
  });
});
