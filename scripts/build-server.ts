import { readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `npm run build:server`: bundles the server's entry points (server, worker, CLI) into
 * dist/server/*.js, so production starts plain JavaScript instead of compiling TypeScript (tsx) at
 * every start. Packages stay external: node_modules is resolved at run time as before, and native
 * modules (sharp, PGlite's WASM) load from where npm put them.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist/server');

/**
 * Files the server reads by a path relative to its own source (migrations next to migrate.ts, the web
 * build from app.ts) would be looked for next to the bundle instead. Each source module's
 * `import.meta.url` is therefore rewritten to the URL its source file has, derived from the bundle's
 * own URL: the same paths resolve from the TypeScript sources (tests, tsx) and from dist/, and a
 * checkout moved elsewhere keeps working. Every chunk sits directly in outdir (see chunkNames), so
 * one relative path per source file is right whichever chunk the module ends up in.
 */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', sourceUrl),
        loader: 'ts',
      };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts', 'server/worker.ts', 'server/cli.ts'],
  outdir,
  bundle: true,
  // Shared code and each dynamic import() become their own chunk: a module loaded lazily (the S3 SDK
  // adapter, a CLI command) is neither parsed nor run at start.
  splitting: true,
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Bundling renames clashing identifiers; errors take their class name (new.target.name in errors.ts).
  keepNames: true,
  tsconfig: join(root, 'tsconfig.server.json'),
  plugins: [sourceUrls],
  logLevel: 'warning',
  metafile: true,
});

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
console.log(`dist/server: ${outputs.length} files, ${(bytes / 1024).toFixed(0)} KiB of JavaScript`);
