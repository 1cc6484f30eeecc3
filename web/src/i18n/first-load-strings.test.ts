import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveModule, specifiers } from '@/test/module-specifiers';
import { FIRST_LOAD_ERROR_CODES, FIRST_LOAD_GROUPS, FIRST_LOAD_PARTS } from './first-load-groups';
import { FRENCH_FIRST_LOAD } from './locale-loaders';
import fr from './locales/fr.json';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..', '/');
const GROUPS = new Set(Object.keys(fr));

// Components loaded with lazyWithStrings (most pages, members' menus): they complete the strings first.
const WITH_STRINGS_IMPORT = /lazyWithStrings\(\(\) => import\('([^']+)'\)\)/g;

/**
 * The modules of the first load (main.tsx and all it imports, statically or lazily, but for what is
 * loaded with lazyWithStrings) and the string groups each names ('group.key', `group.${…}`).
 */
function walkFirstLoad(): { groups: Map<string, string[]>; keys: Set<string>; seen: Set<string> } {
  const groups = new Map<string, string[]>();
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, group] of source.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z_$]/g))
      if (group && GROUPS.has(group))
        groups.set(group, [...(groups.get(group) ?? []), file.slice(WEB.length)]);
    for (const [, key] of source.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z_]+)+)['"`]/g)) if (key) keys.add(key);
    const withStrings = new Set([...source.matchAll(WITH_STRINGS_IMPORT)].map((m) => m[1]));
    for (const specifier of specifiers(source).filter((s) => !withStrings.has(s))) {
      const next = resolveModule(file, specifier);
      if (next) visit(next);
    }
  };
  visit(join(WEB, 'main.tsx'));
  return { groups, keys, seen };
}

const firstLoad = walkFirstLoad();

describe('first-load strings', () => {
  it('are found by a walk that reaches the shell, home and watch, and stops at the other pages', () => {
    expect(firstLoad.seen).toContain(join(WEB, 'app/shell/header.tsx'));
    expect(firstLoad.seen).toContain(join(WEB, 'routes/watch.tsx'));
    expect(firstLoad.seen).toContain(join(WEB, 'features/consent/consent-dialog.tsx'));
    expect(firstLoad.seen).not.toContain(join(WEB, 'features/auth/user-menu.tsx'));
    expect(firstLoad.seen).not.toContain(join(WEB, 'routes/profile.tsx'));
  });

  it('bundle every string group the shell, home and watch (and what they load lazily) use', () => {
    const bundled = new Set<string>(FIRST_LOAD_GROUPS);
    const missing = [...firstLoad.groups]
      .filter(([group]) => !bundled.has(group))
      .map(([group, files]) => `${group} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('leave out the groups only other pages use', () => {
    const unused = FIRST_LOAD_GROUPS.filter((group) => !firstLoad.groups.has(group));
    expect(unused).toEqual([]);
    expect(FIRST_LOAD_GROUPS).not.toContain('profile');
    expect(FIRST_LOAD_GROUPS.length).toBeLessThan(GROUPS.size / 2);
  });

  it('are, for French (bundled), the French texts themselves', () => {
    expect(Object.keys(FRENCH_FIRST_LOAD)).toEqual([...FIRST_LOAD_GROUPS]);
    for (const [group, strings] of Object.entries(FRENCH_FIRST_LOAD))
      if (!(group in FIRST_LOAD_PARTS)) expect(strings, group).toEqual(fr[group as keyof typeof fr]);
  });

  it('carry of the groups cut to a part (but errors) exactly what the first load says', () => {
    for (const [group, paths] of Object.entries(FIRST_LOAD_PARTS)) {
      if (group === 'errors') continue;
      const used = [...firstLoad.keys]
        .filter((k) => k.startsWith(`${group}.`))
        .map((k) => k.slice(group.length + 1));
      const covered = (key: string) => paths.some((p) => key === p || key.startsWith(`${p}.`));
      expect(
        used.filter((k) => !covered(k)),
        `${group}: used but not carried`,
      ).toEqual([]);
      expect(
        paths.filter((p) => !used.some((k) => k === p || k.startsWith(`${p}.`))),
        `${group}: carried but unused`,
      ).toEqual([]);
      const part = (FRENCH_FIRST_LOAD as Record<string, Record<string, unknown>>)[group]!;
      const all = fr[group as keyof typeof fr] as Record<string, unknown>;
      for (const path of paths) {
        const [head, ...rest] = path.split('.');
        let from: unknown = part[head!];
        let want: unknown = all[head!];
        for (const key of rest) {
          from = (from as Record<string, unknown>)[key];
          want = (want as Record<string, unknown>)[key];
        }
        expect(from, `${group}.${path}`).toEqual(want);
      }
      expect(Object.keys(part).length, group).toBeLessThan(Object.keys(all).length / 3);
    }
  });

  it('leave zod out: the schemas are for forms and the server (a *.rules.ts module holds what pages need)', () => {
    // What the bundle holds: value imports only (`import type` and `export type` are erased).
    const valueImports = (source: string) =>
      specifiers(source.replace(/^\s*(?:import|export)\s+type\s[^;]*;/gm, ''));
    const seen = new Set<string>();
    const withZod: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      const imports = valueImports(source);
      if (imports.includes('zod')) withZod.push(file);
      const lazy = new Set([...source.matchAll(WITH_STRINGS_IMPORT)].map((m) => m[1]));
      for (const specifier of imports.filter((s) => !lazy.has(s))) {
        const next = resolveModule(file, specifier);
        if (next) visit(next);
      }
    };
    visit(join(WEB, 'main.tsx'));
    expect(withZod).toEqual([]);
    expect([...seen].some((f) => f.endsWith('domain/videos.rules.ts'))).toBe(true);
  });

  it('carry of the errors only the codes the first load can show, each with its text', () => {
    const errors = (FRENCH_FIRST_LOAD as Record<string, Record<string, string>>).errors!;
    expect(Object.keys(errors).sort()).toEqual([...FIRST_LOAD_ERROR_CODES].sort());
    for (const code of FIRST_LOAD_ERROR_CODES) expect(errors[code], code).toBe(fr.errors[code]);
    expect(Object.keys(errors).length).toBeLessThan(Object.keys(fr.errors).length / 4);
  });
});
