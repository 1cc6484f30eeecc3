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

/**
 * STYLE.md: one query-key factory per feature (shared keys in lib/). A key typed inline drifts from
 * the factory — a typo or a reordered segment stops an invalidation from reaching its query, silently.
 */
const WEB = join(featuresDir, '..');
const LITERAL_KEY = [
  /queryKey:\s*\[/, // useQuery({ queryKey: ['x'] }), invalidateQueries({ queryKey: ['x'] })
  /\b[gs]etQuer(?:y|ies)Data\s*(?:<[^>]*>)?\(\s*\[/, // setQueryData(['x'], …)
  /queryKey\[\d+\]\s*[!=]==?\s*['"`]/, // predicate: (q) => q.queryKey[0] === 'x'
];

function literalKeys(source: string): string[] {
  return source.split('\n').filter((line) => LITERAL_KEY.some((pattern) => pattern.test(line)));
}

describe('query keys', () => {
  it('sees a key typed inline, in any of its forms, and not one from a factory', () => {
    const source = [
      "useQuery({ queryKey: ['sessions'], queryFn });",
      "void client.invalidateQueries({ queryKey: ['videos', 'mine'] });",
      "client.setQueriesData<Page>(['videos'], update);",
      "client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });",
      'useQuery({ queryKey: videoKeys.one(id), queryFn });',
      'client.setQueryData(sessionKey, null);',
      "export const videoKeys = { all: ['videos'] as const };",
    ].join('\n');
    expect(literalKeys(source)).toHaveLength(4);
  });

  it('every query, cache write and invalidation takes its key from a factory', () => {
    const self = fileURLToPath(import.meta.url);
    const inline = sourceFiles(WEB)
      .filter((file) => file !== self)
      .flatMap((file) =>
        literalKeys(readFileSync(file, 'utf8')).map((line) => `${relative(WEB, file)}: ${line.trim()}`),
      );
    expect(inline).toEqual([]);
  });
});

/**
 * STYLE.md: a test that cannot fail is deleted. getBy… and findBy… throw (reject) when nothing
 * matches, so `expect(getBy…(…)).toBeTruthy()` asserts nothing the query did not: the query is the
 * assertion, or the test checks what matters about the element (its href, its state, its text).
 */
const CANNOT_FAIL =
  /expect\(\s*(?:await\s+)?(?:screen|within\([^)]*\)|\w+)\.(?:get|find)(?:All)?By\w*\((?:[^;]|\n)*?\)\s*,?\s*\)\.(?:toBeTruthy|toBeDefined|not\.toBeNull|toBeInTheDocument)\(\)/g;

describe('assertions', () => {
  it('sees a query wrapped in an assertion that cannot fail, on one line or several', () => {
    const source = [
      "expect(screen.getByText('Premium actif')).toBeTruthy();",
      "expect(await within(menu).findByRole('link', { name: 'News' })).toBeDefined();",
      'expect(',
      "  await screen.findByText('Trop de tentatives.'),",
      ').toBeTruthy();',
      "expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/news');",
      "expect(screen.queryByText('Premium actif')).toBeTruthy();",
    ].join('\n');
    expect(source.match(CANNOT_FAIL)).toHaveLength(3);
  });

  it('no web or end-to-end test wraps a query that throws in toBeTruthy and the like', () => {
    const self = fileURLToPath(import.meta.url);
    const tests = [...sourceFiles(WEB), ...sourceFiles(join(WEB, '..', '..', 'e2e'))].filter(
      (file) => file !== self && /\.(?:test|e2e)\.tsx?$/.test(file),
    );
    expect(tests.length).toBeGreaterThan(50);
    const found = tests.flatMap((file) =>
      (readFileSync(file, 'utf8').match(CANNOT_FAIL) ?? []).map((m) => `${relative(WEB, file)}: ${m}`),
    );
    expect(found).toEqual([]);
  });
});
