import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOMAIN = join(WEB, '..', '..', 'domain');

/** Every module specifier of a source: static imports and re-exports, side-effect imports, dynamic import(). */
export function specifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

/** The source file a specifier written in `from` names (`@/`, `@domain/`, relative), or null: a package. */
export function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(WEB, specifier.slice(2));
  else if (specifier.startsWith('@domain/')) base = join(DOMAIN, specifier.slice('@domain/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}
