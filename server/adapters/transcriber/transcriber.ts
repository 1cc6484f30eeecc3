import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Cue } from '../../../domain/captions';
import { LOCALES, type Locale } from '../../../domain/locales';
import { INPUT_GUARDS } from '../media/ffmpeg';
import type { MediaTools } from '../media/media-tools';
import { cuesFromAsrFrames, cuesFromWhisperJson } from './transcript-output';

const run = promisify(execFile);

export interface TranscriberConfig {
  pocketsphinxModelDir: string;
  whisperModelPath: string | undefined;
  whisperCli: string;
}

export type TranscriberEngine = 'pocketsphinx' | 'whisper';

/**
 * Automatic captions from a video's sound (docs/decisions/0037-captions.md). Two engines, both
 * offline and on the machine: whisper.cpp for every caption language once the operator gives a
 * model file (WHISPER_MODEL_PATH), else ffmpeg's `asr` filter with Debian's pocketsphinx English
 * model. The language is the video's, given by its owner: never guessed from the audio.
 */
export class Transcriber {
  private asr: Promise<boolean> | null = null;

  constructor(
    private readonly config: TranscriberConfig,
    private readonly media: MediaTools,
  ) {}

  /** The engine that would caption this language, or null. */
  async engineFor(language: Locale): Promise<TranscriberEngine | null> {
    if (this.config.whisperModelPath && existsSync(this.config.whisperModelPath)) return 'whisper';
    if (language === 'en' && (await this.asrAvailable())) return 'pocketsphinx';
    return null;
  }

  /** The caption languages some engine covers. */
  async languages(): Promise<Locale[]> {
    const engines = await Promise.all(LOCALES.map((l) => this.engineFor(l)));
    return LOCALES.filter((_, i) => engines[i] !== null);
  }

  async transcribe(path: string, language: Locale, signal?: AbortSignal): Promise<Cue[]> {
    const engine = await this.engineFor(language);
    if (!engine) throw new Error(`no transcriber for ${language}`);
    const work = await mkdtemp(join(tmpdir(), 'kinora-transcribe-'));
    try {
      // The sound alone, as both engines read it (16 kHz mono 16-bit), decoded from the stored
      // file under the input guards: the engines then only ever open this WAV of ours.
      const wav = join(work, 'audio.wav');
      await run(
        this.media.ffmpegPath,
        [
          ...['-hide_banner', '-nostdin', '-v', 'error', ...INPUT_GUARDS, '-i', `file:${path}`],
          ...['-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav],
        ],
        { timeout: 3600_000, signal },
      );
      return engine === 'whisper'
        ? await this.whisper(wav, work, language, signal)
        : await this.pocketsphinx(wav, signal);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** ffmpeg built with pocketsphinx (`asr` in `ffmpeg -filters`) and the model installed. */
  private asrAvailable(): Promise<boolean> {
    this.asr ??= (async () => {
      if (!this.media.available || !existsSync(join(this.config.pocketsphinxModelDir, 'en-us'))) return false;
      try {
        const { stdout } = await run(this.media.ffmpegPath, ['-hide_banner', '-filters'], {
          timeout: 10_000,
        });
        return /^\s*\S+\s+asr\s/m.test(stdout);
      } catch {
        return false;
      }
    })();
    return this.asr;
  }

  private async pocketsphinx(wav: string, signal?: AbortSignal): Promise<Cue[]> {
    const dir = this.config.pocketsphinxModelDir;
    // Filtergraph option values: quoted, with ' and \ escaped.
    const opt = (p: string) => `'${p.replace(/[\\']/g, (c) => `\\${c}`)}'`;
    const asr = `asr=hmm=${opt(join(dir, 'en-us'))}:dict=${opt(join(dir, 'cmudict-en-us.dict'))}:lm=${opt(join(dir, 'en-us.lm.bin'))}`;
    // ffprobe reads each frame's tags in full; a second of silence after the end closes the last utterance.
    const { stdout } = await run(
      this.media.ffprobePath,
      [
        ...['-v', 'error', '-f', 'lavfi', '-i', `amovie=${opt(wav)}:format_name=wav,apad=pad_dur=1,${asr}`],
        ...['-show_entries', 'frame=pts_time:frame_tags=lavfi.asr.text', '-of', 'json'],
      ],
      { timeout: 6 * 3600_000, maxBuffer: 256 * 1024 * 1024, signal },
    );
    return cuesFromAsrFrames(stdout);
  }

  private async whisper(wav: string, work: string, language: Locale, signal?: AbortSignal): Promise<Cue[]> {
    const out = join(work, 'out');
    await run(
      this.config.whisperCli,
      ['-m', this.config.whisperModelPath!, '-f', wav, '-l', language, '-oj', '-of', out, '-np'],
      { timeout: 6 * 3600_000, maxBuffer: 64 * 1024 * 1024, signal },
    );
    return cuesFromWhisperJson(await readFile(`${out}.json`, 'utf8'));
  }
}

const instances = new WeakMap<TranscriberConfig, Transcriber>();
/** One transcriber per configuration (its engine detection runs once). */
export function transcriberFor(config: TranscriberConfig, media: MediaTools): Transcriber {
  const known = instances.get(config);
  if (known) return known;
  const made = new Transcriber(config, media);
  instances.set(config, made);
  return made;
}
