import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface MediaTools {
  ffmpegPath: string;
  ffprobePath: string;
  /** x264 preset used for renditions. */
  preset: string;
  available: boolean;
  /** Why processing is unavailable, for /api/health and the upload refusal. */
  reason?: string;
  version?: string;
}

/** Finds out once whether ffmpeg and ffprobe can run; the app starts either way. */
export async function detectMediaTools(paths: {
  ffmpegPath: string;
  ffprobePath: string;
  preset?: string;
}): Promise<MediaTools> {
  const withPreset = { preset: 'veryfast', ...paths };
  try {
    const [ffmpeg] = await Promise.all([
      run(paths.ffmpegPath, ['-hide_banner', '-version'], { timeout: 10_000 }),
      run(paths.ffprobePath, ['-hide_banner', '-version'], { timeout: 10_000 }),
    ]);
    const version = /ffmpeg version (\S+)/.exec(ffmpeg.stdout)?.[1];
    return { ...withPreset, available: true, version };
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'ffmpeg or ffprobe not found' : String(error);
    return { ...withPreset, available: false, reason };
  }
}
