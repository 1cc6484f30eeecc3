import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';

/**
 * About 30 s buffered ahead (never more than 60 s, whatever the bitrate): a viewer who leaves
 * early has not downloaded the whole video.
 */
export const HLS_CONFIG: Partial<HlsConfig> = {
  capLevelToPlayerSize: true,
  startLevel: -1,
  maxBufferLength: 30,
  maxMaxBufferLength: 60,
};

let loading: Promise<typeof Hls> | null = null;

/**
 * hls.js (its own chunk, the heaviest of the app), fetched once, the first time a viewer shows they
 * may play: a pointer over or focus on the play button, or play itself. A failed fetch is retried
 * on the next call.
 */
export function loadHls(): Promise<typeof Hls> {
  if (!loading) {
    loading = import('hls.js').then((module) => module.default);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
