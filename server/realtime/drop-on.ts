import { RECONNECTED_TOPIC, type RealtimeEvent, type RealtimeHub } from './hub';

/**
 * Wires a per-node cache to the fan-out: `drop(event)` on each of `topics`, and `dropAll()` when
 * this node's listener reconnects (a message may have been missed meanwhile, so anything may be
 * stale). Returns the unsubscribe, for the cache's `close()`.
 */
export function dropOn(
  realtime: RealtimeHub,
  topics: readonly string[],
  drop: (event: RealtimeEvent) => void,
  dropAll: () => void,
): () => void {
  const offs = [
    ...topics.map((topic) => realtime.subscribe(topic, drop)),
    realtime.subscribe(RECONNECTED_TOPIC, dropAll),
  ];
  return () => {
    for (const off of offs) off();
  };
}
