import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstLoadStrings } from '../scripts/first-load-strings.ts';
import { precompress } from '../scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Brotli and gzip twins of the built files, written once per build (served by server/plugins/spa.ts). */
function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'kinora-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const r = await precompress(outDir);
      this.info(
        `precompressed ${r.files} files (${r.bytes} B → br ${r.brotliBytes} B, gzip ${r.gzipBytes} B)`,
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), firstLoadStrings(), precompressBuild()],
  resolve: { alias: { '@': `${root}src`, '@domain': fileURLToPath(new URL('../domain', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each page loads (bench/frontend.bench.ts weighs first loads).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // What the entry needs before the first render is two files instead of forty (on a phone the
        // number of requests, not their bytes, held the first paint back): the libraries, which change
        // rarely and stay cached across releases, and the app's shell. Pages and everything loaded
        // later keep rolldown's automatic splitting.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true } },
  },
});
