/** Every module specifier of a source: static imports and re-exports, side-effect imports, dynamic import(). */
export function specifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}
