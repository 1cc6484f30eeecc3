import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries, held by a test rather than by memory (STYLE.md, DESIGN §2):
 * - domain/ is pure: it imports zod and itself, nothing else;
 * - adapters import no module (every external system sits behind them, below the modules);
 * - a module uses another only through that module's public file (`<m>/<m>.public.ts`), and the
 *   modules' dependencies have no cycle; plugins, context.ts, realtime/ and test helpers too (a
 *   module's test helpers may use its own internals and other modules' test helpers);
 * - a table's rows change only in its owner: the module its schema file is named after
 *   (server/db/schema/<module>.ts), or core code outside server/modules/ for the other files;
 * - "listed" (what anyone may find in a list) is typed once: outside the videos module (and the
 *   schema that defines the column), no code compares visibility or publication itself.
 * (The web's "features do not import each other" lives in web/src/features/boundaries.test.ts.)
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string, withHelpers = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path, withHelpers);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$|\.d\.ts$/.test(name)) return [];
    return withHelpers || !isTestHelper(rel(path)) ? [path] : [];
  });
}

/** Code that only tests run: they set the scene, so they are held to the same rules as the code. */
const isTestHelper = (path: string) => /\.test-helpers\.ts$/.test(path) || path.startsWith('server/test/');

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

  it('plugins, context.ts, realtime/ and test helpers use a module only through its public file', () => {
    const importers = sourceFiles(join(root, 'server'), true).filter((file) => {
      const path = rel(file);
      return (
        path.startsWith('server/plugins/') ||
        path === 'server/context.ts' ||
        path.startsWith('server/realtime/') ||
        isTestHelper(path)
      );
    });
    const offending = importers.flatMap((file) => {
      const own = moduleOf(rel(file));
      return importsOf(file).flatMap((spec) => {
        const target = resolved(file, spec);
        const to = moduleOf(`${target}/`) ?? moduleOf(target);
        if (!to || to === own) return [];
        const open = [`server/modules/${to}/${to}.public`, `server/modules/${to}/${to}.test-helpers`];
        return open.includes(target) && (isTestHelper(rel(file)) || !target.endsWith('.test-helpers'))
          ? []
          : [`${rel(file)} → ${target}`];
      });
    });
    expect(offending).toEqual([]);
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

  // Table → owner (a module, or null for core), from the schema file that declares it, under both
  // the drizzle export name and the SQL name.
  const modules = new Set(readdirSync(join(root, 'server/modules')));
  const owners = new Map<string, string | null>();
  let declared = 0;
  let mapped = 0;
  for (const file of sourceFiles(join(root, 'server/db/schema'))) {
    const name = basename(file, '.ts');
    const text = readFileSync(file, 'utf8');
    declared += text.match(/\bpgTable\(/g)?.length ?? 0;
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      owners.set(m[1]!, modules.has(name) ? name : null);
      owners.set(m[2]!, modules.has(name) ? name : null);
      mapped++;
    }
  }
  const writes = [
    /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g, // drizzle: db.insert(videos)
    /\b(?:insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)/gi, // raw SQL
    /\bupdate\s+"?(\w+)"?(?:\s+(?:as\s+)?\w+)?\s+set\b/gi, // raw SQL: update videos [v] set
  ];

  it('a table is written only by its owner (a module, or core code outside server/modules/)', () => {
    const writers = sourceFiles(join(root, 'server'), true).filter(
      (file) => !rel(file).startsWith('server/db/schema/'),
    );
    const found = writers.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // A local name for a table (`const subs = channelSubscriptions;`) writes that table.
      const aliases = new Map(
        [...text.matchAll(/const (\w+) = (\w+);/g)]
          .filter((m) => owners.has(m[2]!))
          .map((m) => [m[1]!, m[2]!]),
      );
      return writes.flatMap((pattern) =>
        [...text.matchAll(pattern)].flatMap((m) => {
          const table = aliases.get(m[1]!) ?? m[1]!;
          if (!owners.has(table)) return [];
          const line = text.slice(0, m.index).split('\n').length;
          return [{ file: rel(file), line, table, writer: moduleOf(rel(file)), owner: owners.get(table)! }];
        }),
      );
    });
    const offending = found
      .filter(({ writer, owner }) => writer !== owner)
      .map(({ file, line, table, owner }) => `${file}:${line}: ${table} (owner: ${owner ?? 'core'})`);
    expect(offending).toEqual([]);
    // The rule must have something to hold: every table has an owner, and each kind of write is seen.
    expect(mapped).toBe(declared);
    expect(owners.get('user_roles')).toBe('accounts');
    expect(owners.get('qaFeedback')).toBe('qa');
    expect(owners.get('video_comments')).toBe('comments');
    expect(owners.get('app_settings')).toBeNull();
    const seen = (file: string, table: string) => found.some((w) => w.file === file && w.table === table);
    expect(seen('server/modules/accounts/roles.repository.ts', 'userRoles')).toBe(true); // drizzle
    expect(seen('server/modules/subscriptions/subscriptions.repository.ts', 'channelSubscriptions')).toBe(
      true,
    ); // alias
    expect(seen('server/modules/discovery/jobs/compute-trending.job.ts', 'video_trending')).toBe(true); // raw SQL
    expect(seen('server/modules/videos/jobs/refresh-themes.job.ts', 'videos')).toBe(true); // raw update … set
  });
});
