import { MIN_VIDEO_DURATION_S } from '../../../domain/earnings';
import { probeAgrees, sniffVideoContainer, type VideoContainer } from '../../../domain/media';
import { MIN_VIDEO_DURATION_MINUTES } from '../../../domain/videos';
import { MediaProbeError, measureDuration, type ProbeResult, probeMedia } from '../../adapters/media/ffmpeg';
import type { MediaTools } from '../../adapters/media/media-tools';
import { ServiceUnavailableError, ValidationError } from '../../errors';

export function assertMediaAvailable(media: MediaTools): void {
  if (!media.available)
    throw new ServiceUnavailableError('Video processing is unavailable on this server.', 'media_unavailable');
}

/**
 * Decides whether an uploaded file is a video Kinora accepts: the container by its bytes (not its
 * name), ffprobe agreeing and finding a picture and a duration, and at least 60 s of it.
 */
export async function inspectVideo(
  media: MediaTools,
  file: { path: string; head: Buffer },
  allowed: readonly VideoContainer[],
): Promise<ProbeResult & { container: VideoContainer }> {
  assertMediaAvailable(media);
  const invalid = () =>
    new ValidationError(
      `The file must be a video (${allowed.join(', ').toUpperCase()}).`,
      { allowed },
      'invalid_video_type',
    );
  const container = sniffVideoContainer(file.head);
  if (!container || !allowed.includes(container)) throw invalid();
  let probe: ProbeResult;
  try {
    probe = await probeMedia(media, file.path);
    if (!probeAgrees(container, probe.formatName)) throw invalid();
    // The header's duration is the file's say-so; the packets present are what it really holds.
    probe = { ...probe, durationS: Math.min(probe.durationS, await measureDuration(media, file.path)) };
  } catch (error) {
    if (error instanceof MediaProbeError) throw invalid();
    throw error;
  }
  if (probe.durationS < MIN_VIDEO_DURATION_S) {
    throw new ValidationError(
      `The video must last at least ${MIN_VIDEO_DURATION_MINUTES} minute(s).`,
      { minMinutes: MIN_VIDEO_DURATION_MINUTES, durationS: probe.durationS },
      'video_too_short',
    );
  }
  return { ...probe, container };
}
