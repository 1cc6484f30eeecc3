import { LOCALE_NAMES } from '../../../domain/locales';
import type { StoryboardInfo } from '../../../domain/storyboards';
import type { CaptionTrackRef, StoredRendition } from '../../db/schema';
import { hlsPrefix } from './commands/process-video';
import { grantLifetimeS, newPlaybackId, signPlayback } from './playback-token';

/**
 * Starts a playback grant for one viewer: the signed master playlist URL and the qualities it
 * offers, for a viewer allowed up to maxHeight.
 */
export function playbackFor(
  secret: string,
  video: {
    id: string;
    generation: number;
    renditions: StoredRendition[];
    durationS: number;
    accessVersion: number;
    storyboard: StoryboardInfo | null;
    captionTracks: CaptionTrackRef[];
  },
  viewer: { viewerKey: string; maxHeight: number; standingVersion?: number | null },
  nowS: number,
) {
  const rungs = video.renditions.map(rungOf);
  const qualities = rungs.filter((h) => h <= viewer.maxHeight);
  if (qualities.length === 0) return null;
  const expiresAt = nowS + grantLifetimeS(video.durationS);
  const token = signPlayback(secret, {
    videoId: video.id,
    generation: video.generation,
    maxHeight: viewer.maxHeight,
    expiresAt,
    accessVersion: video.accessVersion,
    playbackId: newPlaybackId(),
    viewerKey: viewer.viewerKey,
    standingVersion: viewer.standingVersion ?? null,
  });
  return {
    masterUrl: `/api/stream/${video.id}/${token}/master.m3u8`,
    /** The grant, for the player's heartbeats. */
    token,
    qualities: qualities.sort((a, b) => b - a),
    /** Qualities this video has that the viewer's plan does not give (shown locked, never in the playlist). */
    lockedQualities: rungs.filter((h) => h > viewer.maxHeight).sort((a, b) => b - a),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
    // Only the storyboard of the generation this grant plays (a replaced file's is never listed).
    storyboardUrl:
      video.storyboard?.generation === video.generation
        ? `/api/stream/${video.id}/${token}/storyboard/thumbnails.vtt`
        : null,
    captions: video.captionTracks.map((t) => ({
      language: t.language,
      auto: t.auto,
      url: `/api/stream/${video.id}/${token}/captions/${t.language}.vtt`,
    })),
  };
}

/** The rung (short side) of a stored rendition. */
export const rungOf = (r: StoredRendition) => Math.min(r.width, r.height);

/**
 * Master playlist with only the renditions the grant allows; variant URIs are relative to it. The
 * caption tracks are subtitle renditions (group "subs"), so native HLS players offer them too.
 */
export function masterPlaylist(
  renditions: StoredRendition[],
  maxHeight: number,
  captions: CaptionTrackRef[] = [],
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { language } of captions)
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${LOCALE_NAMES[language]}",LANGUAGE="${language}",AUTOSELECT=YES,DEFAULT=NO,URI="captions/${language}/index.m3u8"`,
    );
  const subs = captions.length > 0 ? ',SUBTITLES="subs"' : '';
  for (const r of [...renditions].sort((a, b) => rungOf(a) - rungOf(b))) {
    if (rungOf(r) > maxHeight) continue;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height}${subs}`,
      `${rungOf(r)}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A caption track's media playlist: one segment, the whole WebVTT file beside it. */
export function captionPlaylist(language: string, durationS: number): string {
  const seconds = Math.max(1, Math.ceil(durationS));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${seconds}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${durationS.toFixed(3)},`,
    `../${language}.vtt`,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

export const renditionKey = (videoId: string, generation: number, rung: number, file: string) =>
  `${hlsPrefix(videoId, generation)}/${rung}/${file}`;
