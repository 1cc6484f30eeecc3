import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries, held by a test rather than by memory (STYLE.md, DESIGN §2):
 * - domain/ is pure: it imports zod and itself, nothing else;
 * - adapters import no module (every external system sits behind them, below the modules);
 * - a module uses another only through that module's public file (`<m>/<m>.public.ts`), and the
 *   modules' dependencies have no cycle;
 * - "listed" (what anyone may find in a list) is typed once: outside the videos module (and the
 *   schema that defines the column), no code compares visibility or publication itself.
 * (The web's "features do not import each other" lives in web/src/features/boundaries.test.ts.)
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-helpers|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file imports (static, dynamic and re-exports). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
}

const rel = (path: string) => relative(root, path);
const resolved = (file: string, spec: string) =>
  spec.startsWith('.') ? rel(resolve(dirname(file), spec)) : spec;
const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;

describe('boundaries', () => {
  it('domain/ imports only zod and itself', () => {
    const offending = sourceFiles(join(root, 'domain')).flatMap((file) =>
      importsOf(file)
        .map((spec) => resolved(file, spec))
        .filter((target) => target !== 'zod' && !target.startsWith('domain/'))
        .map((target) => `${rel(file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('adapters import no module', () => {
    const offending = sourceFiles(join(root, 'server/adapters')).flatMap((file) =>
      importsOf(file)
        .map((spec) => resolved(file, spec))
        .filter((target) => target.startsWith('server/modules/'))
        .map((target) => `${rel(file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  const edges = new Map<string, Set<string>>();
  const crossings = sourceFiles(join(root, 'server/modules')).flatMap((file) => {
    const from = moduleOf(rel(file))!;
    return importsOf(file).flatMap((spec) => {
      const target = resolved(file, spec);
      const to = moduleOf(`${target}/`) ?? moduleOf(target);
      if (!to || to === from) return [];
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      return [{ file: rel(file), target, to }];
    });
  });

  it("modules use each other only through the other module's public file", () => {
    const offending = crossings
      .filter(({ target, to }) => target !== `server/modules/${to}/${to}.public`)
      .map(({ file, target }) => `${file} → ${target}`);
    expect(offending).toEqual([]);
    // The rule must have something to hold: modules do talk to each other.
    expect(crossings.length).toBeGreaterThan(0);
  });

  it('module dependencies have no cycle', () => {
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      if (path.includes(node)) return void cycles.push([...path.slice(path.indexOf(node)), node].join(' → '));
      for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it('only the videos module types the listed rule (visibility, publication)', () => {
    // Listings filter on videos.listed (isListed, listedAs, listedOrOwn from videos.public), so
    // what "listed" means (public, published; moderation adds "not removed") changes in one place.
    const predicates = [
      /\bvideos\.visibility\b/, // drizzle: eq(videos.visibility, …)
      /visibility\s*(?:===|!==|==|!=|<>|=)\s*'/i, // v.visibility = 'public', video.visibility !== 'public'
      /'(?:public|private)'\s*(?:===|!==|==|!=|<>|=)\s*[\w.?]*visibility\b/i,
      /published_at\s+is\s+(?:not\s+)?null/i, // raw SQL
      /\bis(?:Not)?Null\(\s*videos\.publishedAt\b/, // drizzle
      /publishedAt\s*(?:===|!==|==|!=)\s*null|!\s*[\w.?]+\??\.publishedAt\b/, // on a loaded row
    ];
    const allowed = (path: string) =>
      path.startsWith('server/modules/videos/') || path.startsWith('server/db/schema/');
    const offending = sourceFiles(join(root, 'server'))
      .filter((file) => !allowed(rel(file)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            predicates.some((p) => p.test(line)) ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offending).toEqual([]);
  });
});
