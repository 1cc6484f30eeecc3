/**
 * Fractional position keys for ordered lists (a playlist's items): moving an item writes only that
 * item's key, chosen strictly between its new neighbours' keys. (The `fractional-indexing` package
 * does the same but is not installed; this is the small part of it we need.)
 *
 * A key is a base-36 fraction written with the digits 0-9a-z, read as 0.<digits>, never ending in
 * "0" (so two different keys never mean the same number, and plain string order — byte order, the
 * "C" collation — is numeric order). The empty string stands for 0 and is never a key.
 *
 * Appending and prepending step at the fourth digit (see STEP_DIGITS), so 5,000 appended items keep
 * keys of at most 4 characters; inserting between two neighbours takes the shortest key between
 * them, growing one digit each time the same gap is split ~5 times. A key longer than
 * KEY_REBALANCE_LENGTH tells the caller to re-key the list evenly (evenlySpacedKeys).
 */
export const KEY_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = KEY_DIGITS.length;
/** A key as the API and the database hold it (bounded: splitting a gap thousands of times stays far below). */
export const KEY_PATTERN = /^[0-9a-z]{0,255}[1-9a-z]$/;

/** Past this length the list is re-keyed (a rare bulk write, after thousands of splits of one gap). */
export const KEY_REBALANCE_LENGTH = 64;

/** `count` keys in order, evenly spaced at STEP_DIGITS digits (count ≤ 36^4 − 1). */
export function evenlySpacedKeys(count: number): string[] {
  const span = BASE ** STEP_DIGITS;
  const gap = span / (count + 1);
  return Array.from({ length: count }, (_, i) => {
    let n = Math.max(1, Math.floor(gap * (i + 1)));
    const digits: string[] = [];
    for (let d = 0; d < STEP_DIGITS; d++) {
      digits.unshift(KEY_DIGITS[n % BASE]!);
      n = Math.floor(n / BASE);
    }
    return trimZeros(digits.join(''));
  });
}

export const isPositionKey = (key: string): boolean => KEY_PATTERN.test(key);

/**
 * Appends and prepends step by one unit of the 4th digit: 36^4 / 2 ≈ 840,000 steps each way from
 * the middle before a 5th digit is needed (a fraction bounded by 0 and 1 cannot do better than
 * "one digit more per 35 steps" once a level is used up, so the level is chosen deep enough).
 */
const STEP_DIGITS = 4;
const digit = (key: string, i: number) => (i < key.length ? KEY_DIGITS.indexOf(key[i]!) : 0);
const trimZeros = (key: string) => key.replace(/0+$/, '');

/** The k-digit truncation of `key` moved by `step` (±1) in its last place; null if it leaves (0, 1). */
function stepAt(key: string, k: number, step: 1 | -1): string | null {
  const digits = Array.from({ length: k }, (_, i) => digit(key, i));
  let i = k - 1;
  digits[i]! += step;
  while (i > 0 && (digits[i]! >= BASE || digits[i]! < 0)) {
    digits[i]! -= step * BASE;
    i--;
    digits[i]! += step;
  }
  if (digits[0]! >= BASE || digits[0]! < 0) return null;
  const out = trimZeros(digits.map((d) => KEY_DIGITS[d]).join(''));
  return out === '' ? null : out;
}

/** The shortest key above `a` that steps from it (append). */
function keyAfter(a: string): string {
  for (let k = STEP_DIGITS; ; k++) {
    const next = stepAt(a, k, 1);
    if (next !== null && next > a) return next;
  }
}

/** The shortest key below `b` that steps from it (prepend). */
function keyBefore(b: string): string {
  for (let k = STEP_DIGITS; ; k++) {
    if (b.length > k) {
      const cut = trimZeros(b.slice(0, k));
      if (cut !== '') return cut;
      continue;
    }
    const prev = stepAt(b, k, -1);
    if (prev !== null && prev < b) return prev;
  }
}

/** The shortest key strictly between a and b (a < b; a may be "", meaning 0). */
function midpoint(a: string, b: string): string {
  let n = 0;
  while (digit(a, n) === digit(b, n)) n++;
  const prefix = b.slice(0, n);
  const da = digit(a, n);
  const db = digit(b, n);
  if (db - da > 1) return prefix + KEY_DIGITS[Math.round((da + db) / 2)]!;
  // Adjacent digits: b cut after its digit n is between when b goes on; else go one digit deeper on a's side.
  if (b.length > n + 1) return b.slice(0, n + 1);
  const rest = a.slice(n + 1);
  return prefix + KEY_DIGITS[da]! + (rest === '' ? KEY_DIGITS[BASE >> 1]! : midpointAbove(rest));
}

/** A key above `a` and below 1 (the tail of a midpoint whose upper side is open). */
function midpointAbove(a: string): string {
  const d = digit(a, 0);
  if (d < BASE - 1) return KEY_DIGITS[Math.ceil((d + BASE) / 2)]!;
  return KEY_DIGITS[BASE - 1]! + (a.length > 1 ? midpointAbove(a.slice(1)) : KEY_DIGITS[BASE >> 1]!);
}

/**
 * A key strictly between `before` and `after` (null: open end). Throws when before ≥ after or a
 * key is malformed — the caller read them from the list, so that is a bug, not user input.
 */
export function keyBetween(before: string | null, after: string | null): string {
  for (const key of [before, after]) {
    if (key !== null && !isPositionKey(key)) throw new Error(`invalid position key: ${key}`);
  }
  if (before !== null && after !== null && before >= after) {
    throw new Error(`position keys out of order: ${before} >= ${after}`);
  }
  if (before === null && after === null) return KEY_DIGITS[BASE >> 1]!;
  if (after === null) return keyAfter(before!);
  if (before === null) return keyBefore(after);
  return midpoint(before, after);
}
