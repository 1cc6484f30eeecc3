/** Rows per delete: short statements that never hold many locks at once. */
export const DELETE_BATCH = 5000;

/**
 * Calls `removeSome(DELETE_BATCH)` until a call removes fewer than a full batch; returns the total.
 * For retention purges, which may find years of rows the first time they run.
 */
export async function deleteInBatches(removeSome: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await removeSome(DELETE_BATCH);
    total += removed;
    if (removed < DELETE_BATCH) return total;
  }
}

/** The moment `years` calendar years before `now` (what "kept N years" means). */
export function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
}
