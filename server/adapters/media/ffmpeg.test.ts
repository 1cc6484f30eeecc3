import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITION_LADDER } from '../../../domain/videos';
import { extractFrame, MediaProbeError, probeMedia, renditionSize, transcodeRenditions } from './ffmpeg';
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

  /** What ffprobe reads from a rendition's playlist: the picture size, codecs and length. */
  const probeHls = (playlist: string) => {
    const info = JSON.parse(
      execFileSync('ffprobe', [
        ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', playlist],
      ]).toString(),
    ) as { format: { duration: string }; streams: { codec_name: string; width?: number; height?: number }[] };
    const video = info.streams.find((s) => s.codec_name === 'h264');
    return {
      size: { width: video?.width, height: video?.height },
      codecs: info.streams.map((s) => s.codec_name).sort(),
      durationS: Number(info.format.duration),
    };
  };

  it('encodes several HLS renditions and the poster frame from one run, each rendition playable', async () => {
    const [r240, r360] = RENDITION_LADDER;
    const targets = [
      { rung: r240!, dir: join(dir, 'many-240') },
      { rung: r360!, dir: join(dir, 'many-360') },
    ];
    for (const t of targets) mkdirSync(t.dir);
    const seen: number[] = [];
    const probe = await probeMedia(tools, clip);
    const poster = join(dir, 'poster.jpg');
    const sizes = await transcodeRenditions(tools, { ...probe, path: clip }, targets, {
      onProgress: (f) => seen.push(f),
      poster: { atS: 2, path: poster },
    });
    expect(sizes).toEqual([
      { width: 426, height: 240 },
      { width: 640, height: 360 },
    ]);
    for (const [i, { dir: out }] of targets.entries()) {
      expect(readFileSync(join(out, 'index.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST');
      expect(readdirSync(out).filter((f) => /^seg_\d{4}\.ts$/.test(f)).length).toBeGreaterThanOrEqual(2);
      const hls = probeHls(join(out, 'index.m3u8'));
      expect(hls.size).toEqual(sizes[i]);
      expect(hls.codecs).toEqual(['aac', 'h264']);
      expect(hls.durationS).toBeGreaterThan(5.5);
    }
    expect(seen.length).toBeGreaterThan(0);
    // The poster: one full-size frame, the one a seek to 2 s gives.
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    const same = await sharp(await extractFrame(tools, clip, 2))
      .raw()
      .toBuffer();
    const ours = await sharp(poster).raw().toBuffer();
    const diff = ours.reduce((sum, v, i) => sum + Math.abs(v - same[i]!), 0) / ours.length;
    expect(diff).toBeLessThan(2);
    const other = await sharp(await extractFrame(tools, clip, 4))
      .raw()
      .toBuffer();
    expect(ours.reduce((sum, v, i) => sum + Math.abs(v - other[i]!), 0) / ours.length).toBeGreaterThan(2);
  });

  it('encodes a single rendition (no split), and extracts a poster frame', async () => {
    const out = join(dir, 'one-240');
    mkdirSync(out);
    const probe = await probeMedia(tools, clip);
    const sizes = await transcodeRenditions(
      tools,
      { ...probe, path: clip },
      [{ rung: RENDITION_LADDER[0]!, dir: out }],
      { onProgress: () => {} },
    );
    expect(sizes).toEqual([{ width: 426, height: 240 }]);
    expect(probeHls(join(out, 'index.m3u8')).size).toEqual(sizes[0]);
    const frame = await extractFrame(tools, clip, 1);
    expect(frame.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
