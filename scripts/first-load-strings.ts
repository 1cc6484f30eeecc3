/**
 * `virtual:first-load-strings/<lng>`: the groups of locales/<lng>.json the first load uses
 * (web/src/i18n/first-load-groups.ts), as one small module per language. French's is bundled with
 * the app, the others are fetched with their language; complete files come later
 * (web/src/i18n/locale-loaders.ts). Used by the web build and by the web tests (vitest.config.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { firstLoadPart } from '../web/src/i18n/first-load-groups.ts';

const PREFIX = 'virtual:first-load-strings/';
const RESOLVED = `\0${PREFIX}`;
const LOCALES_DIR = fileURLToPath(new URL('../web/src/i18n/locales/', import.meta.url));

export function firstLoadStrings(): Plugin {
  return {
    name: 'kinora-first-load-strings',
    resolveId(id) {
      return id.startsWith(PREFIX) && /^[a-z]{2}$/.test(id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const file = `${LOCALES_DIR}${id.slice(RESOLVED.length)}.json`;
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = firstLoadPart(all);
      // JSON.parse of a string literal: V8 reads it faster than the same object as a script.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
