/**
 * Benchmarks (not tests): print figures, assert nothing. `npm run bench [name]`.
 * Each benchmark lives in bench/<name>.bench.ts and exports `run(): Promise<void>`.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv[2];
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!wanted || f.startsWith(wanted)));
for (const file of files) {
  console.log(`\n# ${file}`);
  const mod = (await import(`./${file}`)) as { run: () => Promise<void> };
  await mod.run();
}
