/**
 * Writes a brotli (.br) and a gzip (.gz) twin next to every text file of the built web app, at the
 * highest levels (done once per build, so the server never compresses a file per request).
 * The Vite build runs it (web/vite.config.ts); `node --import tsx scripts/precompress.ts [dir]`
 * runs it by hand on web/dist or another folder.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth a twin. Source maps are left out: only developer tools read them. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|wasm)$/;
/** Below this the twin saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Compresses dir's text files in place; a twin that would not be smaller is not written. */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => TEXT.test(path) && statSync(path).isFile());
  await Promise.all(
    files.map(async (path) => {
      const source = readFileSync(path);
      // A stale twin from an earlier build must never be served for new content.
      for (const ext of ['.br', '.gz']) rmSync(path + ext, { force: true });
      if (source.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      result.files++;
      result.bytes += source.length;
      if (br.length < source.length) writeFileSync(`${path}.br`, br);
      if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      result.brotliBytes += Math.min(br.length, source.length);
      result.gzipBytes += Math.min(gz.length, source.length);
    }),
  );
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../web/dist', import.meta.url));
  const r = await precompress(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${r.files} files: ${kb(r.bytes)} → br ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`,
  );
}
