import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/**
 * What the first-load chunks of the last web build are made of: each package's (or source file's)
 * share of `vendor-*.js` and `app-*.js`, minified and gzipped on its own, from the source maps.
 * Code without a source (the locale JSON) shows as `?`. Run `npm run build:web` first.
 */
const assets = fileURLToPath(new URL('../web/dist/assets', import.meta.url));

export async function run(): Promise<void> {
  if (!existsSync(assets)) {
    console.log('web/dist is missing: run `npm run build:web` first');
    return;
  }
  for (const prefix of ['vendor-', 'app-']) {
    const file = readdirSync(assets).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    if (!file) continue;
    const code = readFileSync(join(assets, file), 'utf8');
    const rows = [...attribute(code, readFileSync(join(assets, `${file}.map`), 'utf8'))]
      .map(([source, text]) => ({ source, raw: text.length, gzip: gzipSync(text, { level: 9 }).length }))
      .sort((a, b) => b.gzip - a.gzip);
    console.log(
      `\n${file}: ${code.length.toLocaleString('en')} B raw, ${gzipSync(code).length.toLocaleString('en')} B gzip`,
    );
    for (const r of rows.slice(0, 20))
      console.log(`  ${String(r.gzip).padStart(7)} B gzip  ${String(r.raw).padStart(8)} B raw  ${r.source}`);
  }
}

/** The generated text of each source, by package for node_modules. */
function attribute(code: string, rawMap: string): Map<string, string> {
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string | null }[] = [];
  new SourceMapConsumer(JSON.parse(rawMap)).eachMapping((m) =>
    segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
  );
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const texts = new Map<string, string>();
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const line = lines[segment.line - 1] ?? '';
    const end = next && next.line === segment.line ? next.column : line.length;
    const source = segment.source
      ? (/node_modules\/((@[^/]+\/)?[^/]+)/.exec(segment.source)?.[1] ??
        segment.source.replace(/^.*?\/(web\/src|domain)\//, '$1/'))
      : '?';
    texts.set(source, (texts.get(source) ?? '') + line.slice(segment.column, end));
  });
  return texts;
}
