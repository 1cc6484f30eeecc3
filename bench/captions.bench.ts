import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectMediaTools } from '../server/adapters/media/media-tools';
import { Transcriber } from '../server/adapters/transcriber/transcriber';
import { loadConfig } from '../server/config';

/**
 * Automatic English captions (issue 30: faster than real time). A clip of continuous speech that
 * ffmpeg's flite source synthesizes (a paragraph looped to MINUTES minutes) with a test picture,
 * captioned by the transcriber as the videos.caption job runs it. Prints the time taken over the
 * clip's duration (below 1: faster than real time). `npm run bench -- captions`.
 */
const MINUTES = Number(process.env.CAPTIONS_BENCH_MINUTES ?? 10);
const PARAGRAPH =
  'welcome to the weather report for today. the morning will be cold and cloudy in the north. ' +
  'in the afternoon the sun comes back and the temperature rises to twenty degrees. ' +
  'tomorrow a little rain is expected along the coast. have a good evening and see you next week.';

const paragraphSeconds = (wav: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav])
      .toString()
      .trim(),
  );

export async function run(): Promise<void> {
  const config = loadConfig({ PAYMENTS: 'sandbox', MAIL: 'outbox', ...process.env, LOG_LEVEL: 'silent' });
  const media = await detectMediaTools(config.media);
  const transcriber = new Transcriber(config.transcriber, media);
  if ((await transcriber.engineFor('en')) === null) {
    console.log('no engine for English (ffmpeg asr filter or the pocketsphinx-en-us model missing): skipped');
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'kinora-captions-bench-'));
  try {
    const text = join(work, 'script.txt');
    writeFileSync(text, PARAGRAPH);
    const speech = join(work, 'speech.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `flite=textfile=${text}:voice=slt`,
      speech,
    ]);
    const clip = join(work, 'clip.mp4');
    const seconds = MINUTES * 60;
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-stream_loop', '-1', '-i', speech, '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip],
    ]);
    const started = performance.now();
    const cues = await transcriber.transcribe(clip, 'en');
    const took = (performance.now() - started) / 1000;
    const words = cues.reduce((n, c) => n + c.text.split(' ').length, 0);
    const spoken = Math.round((PARAGRAPH.split(' ').length * seconds) / paragraphSeconds(speech));
    console.log(
      `engine ${await transcriber.engineFor('en')}: ${MINUTES} min of speech captioned in ${took.toFixed(1)} s ` +
        `(ratio ${(took / seconds).toFixed(3)} of real time, ${(seconds / took).toFixed(1)}× faster); ${cues.length} cues, ${words} words recognized of about ${spoken} spoken`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
