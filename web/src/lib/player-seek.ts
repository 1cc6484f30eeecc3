/**
 * The one way something outside the player (a comment's `1:23`) moves it: the watch page's player
 * registers a seek for its video while mounted; a timecode asks for that video. Features do not
 * import each other, so this small registry lives in lib/.
 */
type Seek = (seconds: number) => void;
const seekers = new Map<string, Seek>();

/** Registers the player of `videoId`; returns the unregister function (for an effect's cleanup). */
export function registerSeek(videoId: string, seek: Seek): () => void {
  seekers.set(videoId, seek);
  return () => {
    if (seekers.get(videoId) === seek) seekers.delete(videoId);
  };
}

/** Moves the player of `videoId` to `seconds` and plays; false when no player of it is on the page. */
export function seekPlayer(videoId: string, seconds: number): boolean {
  const seek = seekers.get(videoId);
  if (!seek) return false;
  seek(seconds);
  return true;
}

/**
 * The position of the player of a video, for what follows it from outside (the transcript):
 * the player publishes on each time update, listeners get it without re-rendering the page.
 */
type Listener = (positionS: number) => void;
const listeners = new Map<string, Set<Listener>>();

export function publishPosition(videoId: string, positionS: number) {
  for (const listener of listeners.get(videoId) ?? []) listener(positionS);
}

/** Follows the position of the player of `videoId`; returns the unsubscribe function. */
export function followPosition(videoId: string, listener: Listener): () => void {
  const set = listeners.get(videoId) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(videoId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(videoId);
  };
}
