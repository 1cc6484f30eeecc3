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
