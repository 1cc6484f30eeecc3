import { type Database, preparedRows } from '../../../db/client';

/** Whose state a watch page shows: the member (likes), and the profile or viewer key (position). */
export interface ViewerStateKey {
  userId: string | null;
  profileId: string | null;
  viewerKey: string | null;
}

export interface ViewerState {
  liked: boolean;
  positionS: number;
}

interface Waiting {
  videoId: string;
  viewer: ViewerStateKey;
  resolve: (state: ViewerState) => void;
  reject: (error: unknown) => void;
}

/** The most watch pages one statement answers. */
const MAX_BATCH = 100;
const queues = new WeakMap<Database, Waiting[]>();

/**
 * What the watch page needs of one viewer: whether the member liked the video, and where this
 * profile (members) or this viewer key (visitors) stopped. The watch pages being answered in the
 * same turn of the event loop share one prepared statement: under load, 50 signed-in pages cost
 * one round trip instead of 50 (the database's CPU limited signed-in watch pages:
 * docs/decisions/0012-server-speed.md); a lone page waits for nothing but the end of the turn.
 * `db` is the database itself, never a transaction.
 */
export function viewerState(db: Database, videoId: string, viewer: ViewerStateKey): Promise<ViewerState> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
    }
    queue.push({ videoId, viewer, resolve, reject });
    if (queue.length === 1) setImmediate(() => flush(db));
  });
}

function flush(db: Database): void {
  const queue = queues.get(db) ?? [];
  const batch = queue.splice(0, MAX_BATCH);
  if (queue.length > 0) setImmediate(() => flush(db));
  if (batch.length === 0) return;
  readStates(db, batch).then(
    (states) => {
      for (const [i, waiting] of batch.entries()) waiting.resolve(states[i]!);
    },
    (error) => {
      for (const waiting of batch) waiting.reject(error);
    },
  );
}

async function readStates(db: Database, batch: Waiting[]): Promise<ViewerState[]> {
  const rows = await preparedRows<{ i: number; liked: boolean; position_s: number | null }>(
    db,
    'viewer_states',
    `select k.i, exists (select 1 from video_likes l where l.video_id = k.video_id and l.user_id = k.user_id) as liked,
       case when k.profile_id is not null
         then (select p.position_s from profile_progress p where p.profile_id = k.profile_id and p.video_id = k.video_id)
         else (select w.position_s from watch_sessions w where w.video_id = k.video_id and w.viewer_key = k.viewer_key)
       end as position_s
     from unnest($1::int[], $2::uuid[], $3::text[], $4::uuid[], $5::text[])
       as k(i, video_id, user_id, profile_id, viewer_key)`,
    [
      batch.map((_, i) => i),
      batch.map((w) => w.videoId),
      batch.map((w) => w.viewer.userId),
      batch.map((w) => w.viewer.profileId),
      batch.map((w) => w.viewer.viewerKey),
    ],
  );
  const states: ViewerState[] = batch.map(() => ({ liked: false, positionS: 0 }));
  for (const row of rows)
    states[Number(row.i)] = { liked: Boolean(row.liked), positionS: Number(row.position_s ?? 0) };
  return states;
}
