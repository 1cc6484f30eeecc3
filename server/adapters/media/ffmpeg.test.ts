import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITION_LADDER } from '../../../domain/videos';
import { extractFrame, MediaProbeError, probeMedia, renditionSize, transcodeRendition } from './ffmpeg';
import { detectMediaTools, type MediaTools } from './media-tools';

let tools: MediaTools;
let dir: string;
let clip: string;

beforeAll(async () => {
  tools = await detectMediaTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', preset: 'ultrafast' });
  dir = mkdtempSync(join(tmpdir(), 'kinora-ffmpeg-'));
  clip = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=10',
    '-f',
    'lavfi',
    '-i',
    'sine',
    '-t',
    '6',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('probeMedia', () => {
  it('reads duration, size and audio of a real video', async () => {
    const probe = await probeMedia(tools, clip);
    expect(probe).toMatchObject({ width: 640, height: 360, hasAudio: true });
    expect(probe.durationS).toBeGreaterThan(5.5);
    expect(probe.formatName).toContain('mp4');
  });

  it('refuses a playlist that would make ffmpeg read another local file', async () => {
    // An HLS playlist pointing at another local file: without the demuxer whitelist ffprobe follows
    // it and reports that file's duration; with it, the file is refused.
    const hls = join(dir, 'evil.mp4');
    writeFileSync(hls, `#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6,\n${clip}\n#EXT-X-ENDLIST\n`);
    await expect(probeMedia(tools, hls)).rejects.toBeInstanceOf(MediaProbeError);
    const concat = join(dir, 'evil2.mp4');
    writeFileSync(concat, "ffconcat version 1.0\nfile '/etc/passwd'\n");
    await expect(probeMedia(tools, concat)).rejects.toBeInstanceOf(MediaProbeError);
  });
});

describe('renditions', () => {
  it('keeps the aspect ratio with even sizes, landscape and portrait', () => {
    const r360 = RENDITION_LADDER[1]!;
    expect(renditionSize(r360, { width: 1920, height: 1080 })).toEqual({ width: 640, height: 360 });
    expect(renditionSize(r360, { width: 1080, height: 1920 })).toEqual({ width: 360, height: 640 });
    expect(renditionSize(r360, { width: 1000, height: 750 })).toEqual({ width: 480, height: 360 });
  });

  it('encodes an HLS rendition with progress, and extracts a poster frame', async () => {
    const out = join(dir, '240');
    execFileSync('mkdir', ['-p', out]);
    const seen: number[] = [];
    const probe = await probeMedia(tools, clip);
    const size = await transcodeRendition(tools, { ...probe, path: clip }, RENDITION_LADDER[0]!, out, (f) =>
      seen.push(f),
    );
    expect(size).toEqual({ width: 426, height: 240 });
    const playlist = readFileSync(join(out, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(readdirSync(out).filter((f) => f.endsWith('.ts')).length).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBeGreaterThan(0);
    const frame = await extractFrame(tools, clip, 1);
    expect(frame.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
