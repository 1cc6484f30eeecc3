import { spawn } from 'node:child_process';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoryboardFormat } from '../../../domain/storyboards';
import { INPUT_GUARDS } from './ffmpeg';
import type { MediaTools } from './media-tools';

/** One way to encode the sheets: a format, its quality, and the tile size it uses. */
export interface SheetsCandidate {
  format: StoryboardFormat;
  /** libwebp -quality (0–100, higher is better) or mjpeg -q:v (2–31, lower is better). */
  quality: number;
  tileWidth: number;
  tileHeight: number;
}

export interface SheetsMade extends SheetsCandidate {
  /** File names in order (sheet_000.webp, …), in `dir`. */
  files: string[];
  dir: string;
  bytes: number;
}

/**
 * Sprite sheets of a video from ONE decode: a frame every `intervalS` (the frame nearest each
 * multiple), laid out columns × rows per sheet, encoded once per candidate (small sheets cost
 * little to encode beside the decode). Returns every candidate's result, in the order given; the
 * caller picks by size. Every frame is decoded (`-skip_frame nokey` would be faster, but a source's
 * keyframes may be further apart than the interval).
 */
export async function makeSheets(
  tools: MediaTools,
  input: string,
  plan: { intervalS: number; columns: number; rows: number; candidates: readonly SheetsCandidate[] },
  dir: string,
  signal?: AbortSignal,
): Promise<SheetsMade[]> {
  const { intervalS, columns, rows, candidates } = plan;
  const n = candidates.length;
  const branches = candidates.map(
    (c, i) => `[c${i}]scale=${c.tileWidth}:${c.tileHeight}:flags=bilinear,tile=${columns}x${rows}[o${i}]`,
  );
  const graph =
    `[0:v:0]fps=1/${intervalS}:round=near,split=${n}${candidates.map((_, i) => `[c${i}]`).join('')};` +
    branches.join(';');
  const outputs: SheetsMade[] = [];
  const args = [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-threads', '2'],
    ...INPUT_GUARDS,
    ...['-an', '-sn', '-dn', '-i', `file:${input}`, '-filter_complex', graph],
  ];
  for (const [i, c] of candidates.entries()) {
    const out = join(dir, String(i));
    await mkdir(out, { recursive: true });
    outputs.push({ ...c, files: [], dir: out, bytes: 0 });
    args.push(
      ...['-map', `[o${i}]`],
      ...(c.format === 'webp'
        ? ['-c:v', 'libwebp', '-quality', String(c.quality), '-compression_level', '4']
        : ['-c:v', 'mjpeg', '-q:v', String(c.quality), '-pix_fmt', 'yuvj420p']),
      ...['-f', 'image2', '-start_number', '0', `file:${join(out, `sheet_%03d.${c.format}`)}`],
    );
  }
  await new Promise<void>((resolve, reject) => {
    // Aborting (the job is stopped) kills ffmpeg rather than orphaning it.
    const child = spawn(tools.ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}`)),
    );
  });
  for (const made of outputs) {
    made.files = (await readdir(made.dir)).filter((f) => f.endsWith(`.${made.format}`)).sort();
    for (const f of made.files) made.bytes += (await stat(join(made.dir, f))).size;
    if (made.files.length === 0) throw new Error('ffmpeg made no storyboard sheet');
  }
  return outputs;
}
