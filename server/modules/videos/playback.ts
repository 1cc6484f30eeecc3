import type { StoredRendition } from '../../db/schema';
import { hlsPrefix } from './commands/process-video';
import { grantLifetimeS, signPlayback } from './playback-token';

/** The signed master playlist URL and the qualities it offers, for a viewer allowed up to maxHeight. */
export function playbackFor(
  secret: string,
  video: { id: string; generation: number; renditions: StoredRendition[]; durationS: number },
  maxHeight: number,
  nowS = Math.floor(Date.now() / 1000),
) {
  const qualities = video.renditions.map(rungOf).filter((h) => h <= maxHeight);
  if (qualities.length === 0) return null;
  const expiresAt = nowS + grantLifetimeS(video.durationS);
  const token = signPlayback(secret, {
    videoId: video.id,
    generation: video.generation,
    maxHeight,
    expiresAt,
  });
  return {
    masterUrl: `/api/stream/${video.id}/${token}/master.m3u8`,
    qualities: qualities.sort((a, b) => b - a),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/** The rung (short side) of a stored rendition. */
export const rungOf = (r: StoredRendition) => Math.min(r.width, r.height);

/** Master playlist with only the renditions the grant allows; variant URIs are relative to it. */
export function masterPlaylist(renditions: StoredRendition[], maxHeight: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of [...renditions].sort((a, b) => rungOf(a) - rungOf(b))) {
    if (rungOf(r) > maxHeight) continue;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height}`,
      `${rungOf(r)}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export const renditionKey = (videoId: string, generation: number, rung: number, file: string) =>
  `${hlsPrefix(videoId, generation)}/${rung}/${file}`;
