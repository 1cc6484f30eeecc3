/** The first `max` texts that differ ignoring case, leaving out `except` (the query itself). */
export function distinctTexts(texts: string[], max: number, except?: string): string[] {
  const seen = new Set(except ? [except.toLocaleLowerCase()] : []);
  return texts
    .filter((text) => {
      const key = text.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
}
