import { and, asc, eq } from 'drizzle-orm';
import { cuePlainText } from '../../../domain/caption-text';
import type { Cue } from '../../../domain/captions';
import type { Locale } from '../../../domain/locales';
import type { Database } from '../../db/client';
import { videoCaptions, videos } from '../../db/schema';

export type CaptionRow = typeof videoCaptions.$inferSelect;

/** The caption words search keeps of a video (the trigger reads the first 4,000 characters). */
const SEARCH_TEXT_MAX = 4000;

export function listCaptions(db: Database, videoId: string): Promise<CaptionRow[]> {
  return db
    .select()
    .from(videoCaptions)
    .where(eq(videoCaptions.videoId, videoId))
    .orderBy(asc(videoCaptions.language));
}

export async function findCaption(
  db: Database,
  videoId: string,
  language: Locale,
): Promise<CaptionRow | null> {
  const [row] = await db
    .select()
    .from(videoCaptions)
    .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.language, language)));
  return row ?? null;
}

// Writes (`db` is the command's transaction): each one refreshes the video's summary after it.

export async function saveCaption(
  db: Database,
  track: { videoId: string; language: Locale; auto: boolean; edited: boolean; cues: Cue[] },
  now: Date,
): Promise<void> {
  await db
    .insert(videoCaptions)
    .values({ ...track, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [videoCaptions.videoId, videoCaptions.language],
      set: { auto: track.auto, edited: track.edited, cues: track.cues, updatedAt: now },
    });
  await refreshCaptionSummary(db, track.videoId);
}

export async function deleteCaption(db: Database, videoId: string, language: Locale): Promise<boolean> {
  const gone = await db
    .delete(videoCaptions)
    .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.language, language)))
    .returning({ language: videoCaptions.language });
  await refreshCaptionSummary(db, videoId);
  return gone.length > 0;
}

/**
 * The video's summary of its tracks: the list the watch page and the HLS master read, and the
 * words search indexes (its trigger recomputes the document when caption_text changes).
 */
async function refreshCaptionSummary(db: Database, videoId: string): Promise<void> {
  const tracks = await listCaptions(db, videoId);
  // Each language gets its share, so a second track is found as well as the first.
  const share = Math.floor(SEARCH_TEXT_MAX / Math.max(1, tracks.length));
  let text = '';
  for (const track of tracks) {
    let words = '';
    for (const cue of track.cues) {
      if (words.length >= share) break;
      words += `${cuePlainText(cue.text)} `;
    }
    text += `${words.slice(0, share)} `;
  }
  await db
    .update(videos)
    .set({
      captionTracks: tracks.map((t) => ({ language: t.language, auto: t.auto })),
      captionText: text.slice(0, SEARCH_TEXT_MAX).trim(),
    })
    .where(eq(videos.id, videoId));
}
