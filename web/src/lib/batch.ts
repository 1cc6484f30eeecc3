/**
 * Groups the lookups made in one tick into requests of at most `max` distinct keys: the cards of a
 * page each ask for their own state, the server answers them in one request. Caching is the query
 * client's job (each card's answer is its own query); this only batches. A library (dataloader)
 * would bring its own cache to turn off, for the 20 lines below.
 */
export function batched<Key, Value>(
  max: number,
  load: (keys: Key[]) => Promise<(key: Key) => Value>,
): (key: Key) => Promise<Value> {
  let waiting: { key: Key; resolve(value: Value): void; reject(error: unknown): void }[] = [];
  const flush = () => {
    const taken = waiting;
    waiting = [];
    const keys = [...new Set(taken.map((w) => w.key))];
    for (let i = 0; i < keys.length; i += max) {
      const part = new Set(keys.slice(i, i + max));
      const askers = taken.filter((w) => part.has(w.key));
      load([...part]).then(
        (answer) => {
          for (const w of askers) w.resolve(answer(w.key));
        },
        (error) => {
          for (const w of askers) w.reject(error);
        },
      );
    }
  };
  return (key) =>
    new Promise<Value>((resolve, reject) => {
      if (waiting.length === 0) setTimeout(flush, 0);
      waiting.push({ key, resolve, reject });
    });
}
