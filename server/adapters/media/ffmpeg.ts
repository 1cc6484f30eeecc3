import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { Rung } from '../../../domain/videos';
import type { MediaTools } from './media-tools';

const run = promisify(execFile);

/**
 * Crafted input must not make ffmpeg read anything but the one local file we give it: only the
 * `file` protocol, and only the demuxers of the containers Kinora accepts (no HLS/concat/image
 * sequence demuxers that follow references to other files or URLs).
 */
export const INPUT_GUARDS = [
  '-protocol_whitelist',
  'file',
  '-format_whitelist',
  'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi',
];

export interface ProbeResult {
  formatName: string;
  durationS: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export class MediaProbeError extends Error {}

/** Reads container, duration and picture size; throws MediaProbeError when the file is not a playable video. */
export async function probeMedia(tools: MediaTools, path: string): Promise<ProbeResult> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      tools.ffprobePath,
      [
        '-v',
        'error',
        ...INPUT_GUARDS,
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        `file:${path}`,
      ],
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024 },
    ));
  } catch (error) {
    throw new MediaProbeError(
      `ffprobe refused the file: ${(error as { stderr?: string }).stderr?.trim() ?? error}`,
    );
  }
  const info = JSON.parse(stdout) as {
    format?: { format_name?: string; duration?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      duration?: string;
      tags?: { rotate?: string };
      side_data_list?: { rotation?: number }[];
    }[];
  };
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video?.width || !video.height) throw new MediaProbeError('no video stream');
  const durationS = Number(info.format?.duration ?? video.duration);
  if (!Number.isFinite(durationS) || durationS <= 0) throw new MediaProbeError('unknown duration');
  // Phones store portrait video as landscape pixels plus a rotation; ffmpeg applies it when decoding.
  const rotation = Math.abs(
    Number(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0),
  );
  const turned = rotation === 90 || rotation === 270;
  return {
    formatName: info.format?.format_name ?? '',
    durationS,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
  };
}

/**
 * The output picture size of a rung for a source, even numbers, keeping the aspect ratio; never
 * larger than the source (a source below the lowest rung keeps its own size).
 */
export function renditionSize(
  rung: Rung,
  source: { width: number; height: number },
): { width: number; height: number } {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  if (Math.min(source.width, source.height) < rung.height) {
    const evenDown = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
    return { width: evenDown(source.width), height: evenDown(source.height) };
  }
  if (source.width >= source.height) {
    return { width: even((source.width * rung.height) / source.height), height: rung.height };
  }
  return { width: rung.height, height: even((source.height * rung.height) / source.width) };
}

/** HLS segment length: short enough to start fast and switch quality often, long enough to stay efficient. */
const SEGMENT_S = 4;

/** One rendition to make: its rung, and the folder that receives its index.m3u8 and seg_NNNN.ts. */
export interface RenditionTarget {
  rung: Rung;
  dir: string;
}

/**
 * Encodes H.264/AAC HLS renditions (index.m3u8 + seg_NNNN.ts, one folder each) in one ffmpeg run:
 * the source is read and decoded once, then split and scaled per rendition — decoding a 1080p
 * source is a large share of the work, and one run per rendition paid it again each time.
 * Keyframes every 2 s on every rendition so the player can switch between them at segment
 * boundaries. With `poster`, the same run also writes the frame at `atS` as a JPEG: a separate
 * run would decode from the keyframe before it again. Returns each rendition's picture size, in
 * the order given.
 */
export async function transcodeRenditions(
  tools: MediaTools,
  input: { path: string; durationS: number; width: number; height: number; hasAudio: boolean },
  targets: readonly RenditionTarget[],
  opts: {
    onProgress: (fraction: number) => void;
    signal?: AbortSignal;
    poster?: { atS: number; path: string };
  },
): Promise<{ width: number; height: number }[]> {
  const { onProgress, signal, poster } = opts;
  const sizes = targets.map(({ rung }) => renditionSize(rung, input));
  const branches = sizes.map((s, i) => `scale=${s.width}:${s.height}:flags=bicubic,format=yuv420p[v${i}]`);
  // The poster branch ends after its one frame; split stops feeding an output that has ended.
  if (poster) branches.push(`trim=start=${poster.atS.toFixed(3)},trim=end_frame=1[poster]`);
  const graph =
    branches.length === 1
      ? `[0:v:0]${branches[0]}`
      : `[0:v:0]split=${branches.length}${branches.map((_, i) => `[s${i}]`).join('')};` +
        branches.map((branch, i) => `[s${i}]${branch}`).join(';');
  const args = [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-progress', 'pipe:1'],
    ...INPUT_GUARDS,
    ...['-i', `file:${input.path}`, '-filter_complex', graph],
    ...targets.flatMap(({ rung, dir }, i) => [
      ...['-map', `[v${i}]`, ...(input.hasAudio ? ['-map', '0:a:0'] : [])],
      ...['-c:v', 'libx264', '-preset', tools.preset, '-profile:v', rung.height >= 720 ? 'high' : 'main'],
      ...['-b:v', `${rung.videoKbps}k`, '-maxrate', `${Math.round(rung.videoKbps * 1.5)}k`],
      ...['-bufsize', `${rung.videoKbps * 2}k`, '-force_key_frames', 'expr:gte(t,n_forced*2)'],
      '-sc_threshold',
      '0',
      ...(input.hasAudio ? ['-c:a', 'aac', '-b:a', `${rung.audioKbps}k`, '-ac', '2', '-ar', '48000'] : []),
      ...['-f', 'hls', '-hls_time', String(SEGMENT_S), '-hls_playlist_type', 'vod'],
      ...['-hls_segment_type', 'mpegts', '-hls_segment_filename', `${dir}/seg_%04d.ts`, `${dir}/index.m3u8`],
    ]),
    ...(poster
      ? ['-map', '[poster]', '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2', '-update', '1']
      : []),
    ...(poster ? [`file:${poster.path}`] : []),
  ];
  await new Promise<void>((resolve, reject) => {
    // Aborting (the run lost its lease, or the process stops) kills ffmpeg rather than orphaning it.
    const child = spawn(tools.ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /out_time_us=(\d+)/.exec(chunk.toString());
      if (match) onProgress(Math.min(1, Number(match[1]) / 1e6 / input.durationS));
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}`)),
    );
  });
  return sizes;
}

/**
 * How long the media really lasts: the end of the last video packet actually present in the file
 * (packets are read, not decoded: well under a second for 100 MB). A container's header can claim
 * any duration — a faststart MP4 cut to 40 % still announces the full length — so this, not the
 * header, is what the 60 s rule and earnings use.
 */
export async function measureDuration(tools: MediaTools, path: string): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      tools.ffprobePath,
      [
        '-v',
        'quiet',
        ...INPUT_GUARDS,
        '-select_streams',
        'v:0',
        '-show_entries',
        'packet=pts_time,dts_time,duration_time',
        '-of',
        'csv=p=0',
        `file:${path}`,
      ],
      { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch (error) {
    throw new MediaProbeError(`ffprobe could not read the packets: ${error}`);
  }
  let end = 0;
  for (const line of stdout.split('\n')) {
    const [pts, dts, duration] = line.split(',').map(Number);
    const at = Number.isFinite(pts) ? pts! : dts!;
    if (Number.isFinite(at)) end = Math.max(end, at + (Number.isFinite(duration) ? duration! : 0));
  }
  if (end <= 0) throw new MediaProbeError('no media could be read');
  return end;
}

/**
 * A synthetic H.264/AAC MP4 from ffmpeg's own sources (a lavfi picture such as
 * `testsrc2=size=640x360:rate=25`, and a lavfi sound such as `sine=frequency=440`): the demo
 * catalogue, made on the machine itself. Cheap on purpose — one thread and a capped bitrate — so it
 * runs beside the transcoding of the previous clip without slowing it much, and the file stays small.
 */
export async function generateClip(
  tools: MediaTools,
  clip: { picture: string; sound: string; seconds: number },
  outPath: string,
): Promise<void> {
  await run(
    tools.ffmpegPath,
    [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', clip.picture, '-f', 'lavfi', '-i', clip.sound, '-t', String(clip.seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', '-pix_fmt', 'yuv420p'],
      ...['-b:v', '700k', '-maxrate', '1000k', '-bufsize', '1400k'],
      ...['-c:a', 'aac', '-b:a', '96k', '-shortest', outPath],
    ],
    { timeout: 300_000 },
  );
}

/** One frame at `atS` as JPEG bytes (the poster). */
export async function extractFrame(tools: MediaTools, path: string, atS: number): Promise<Buffer> {
  const { stdout } = await run(
    tools.ffmpegPath,
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-ss',
      atS.toFixed(2),
      ...INPUT_GUARDS,
      '-i',
      `file:${path}`,
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      '-q:v',
      '3',
      'pipe:1',
    ],
    { encoding: 'buffer', timeout: 60_000, maxBuffer: 32 * 1024 * 1024 },
  );
  if (!stdout.length) throw new Error('no frame extracted');
  return stdout;
}
