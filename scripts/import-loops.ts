/**
 * Each import loop of a graph once, as the files along it, starting and ending with the same file:
 * a loop ties its files into one unit that none can be read, tested or split without the others.
 * Used by the web's and the server's import-loop tests.
 */
export function importLoops(imports: Map<string, string[]>): string[][] {
  const loops: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) loops.push([...path.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of imports.keys()) if (!done.has(file)) visit(file);
  return loops;
}
