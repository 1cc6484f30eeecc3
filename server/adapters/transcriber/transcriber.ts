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
import { cuesFromAsrMetadata, cuesFromWhisperJson } from './transcript-output';

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
    if (engine === 'whisper') return this.whisper(path, language, signal);
    if (engine === 'pocketsphinx') return this.pocketsphinx(path, signal);
    throw new Error(`no transcriber for ${language}`);
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

  private async pocketsphinx(path: string, signal?: AbortSignal): Promise<Cue[]> {
    const dir = this.config.pocketsphinxModelDir;
    const work = await mkdtemp(join(tmpdir(), 'kinora-asr-'));
    // filtergraph option values: quoted, with ' and \ escaped.
    const opt = (p: string) => `'${p.replace(/[\\']/g, (c) => `\\${c}`)}'`;
    const asr = `asr=hmm=${opt(join(dir, 'en-us'))}:dict=${opt(join(dir, 'cmudict-en-us.dict'))}:lm=${opt(join(dir, 'en-us.lm.bin'))}`;
    // The recognized text goes to a file: ffmpeg cannot open a Node child's stdout by path.
    const out = join(work, 'asr.txt');
    try {
      await run(
        this.media.ffmpegPath,
        [
          ...['-hide_banner', '-nostdin', '-nostats', '-v', 'error', ...INPUT_GUARDS, '-i', `file:${path}`],
          '-vn',
          '-af',
          // pocketsphinx reads 16 kHz mono 16-bit; a second of silence after the end closes the last utterance.
          `aformat=sample_fmts=s16:sample_rates=16000:channel_layouts=mono,apad=pad_dur=1,${asr},ametadata=mode=print:key=lavfi.asr.text:file=${opt(out)}`,
          ...['-f', 'null', '-'],
        ],
        { timeout: 6 * 3600_000, maxBuffer: 16 * 1024 * 1024, signal },
      );
      return cuesFromAsrMetadata(await readFile(out, 'utf8'));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private async whisper(path: string, language: Locale, signal?: AbortSignal): Promise<Cue[]> {
    const work = await mkdtemp(join(tmpdir(), 'kinora-whisper-'));
    try {
      const wav = join(work, 'audio.wav');
      await run(
        this.media.ffmpegPath,
        [
          ...['-hide_banner', '-nostdin', '-v', 'error', ...INPUT_GUARDS, '-i', `file:${path}`],
          ...['-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav],
        ],
        { timeout: 3600_000, signal },
      );
      const out = join(work, 'out');
      await run(
        this.config.whisperCli,
        ['-m', this.config.whisperModelPath!, '-f', wav, '-l', language, '-oj', '-of', out, '-np'],
        { timeout: 6 * 3600_000, maxBuffer: 64 * 1024 * 1024, signal },
      );
      return cuesFromWhisperJson(await readFile(`${out}.json`, 'utf8'));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
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
