import { describe, expect, it } from 'vitest';
import { cuesFromAsrFrames, cuesFromWhisperJson } from './transcript-output';

describe('cuesFromAsrFrames', () => {
  /** ffprobe -show_entries frame=pts_time:frame_tags=lavfi.asr.text -of json, as it prints it. */
  const frames = (...list: object[]) => JSON.stringify({ frames: list }, null, 4);

  it('reads utterances from the frames that carry them, each from the previous end', () => {
    const output = frames(
      { pts_time: '0.000000' },
      {
        pts_time: '3.328000',
        tags: { 'lavfi.asr.text': 'welcome to china today we will talk about the weather' },
      },
      { pts_time: '3.456000' },
      { pts_time: '6.272000', tags: { 'lavfi.asr.text': 'it is sunny & warm' } },
      { pts_time: '6.900000', tags: { 'lavfi.asr.text': '' } },
    );
    expect(cuesFromAsrFrames(output)).toEqual([
      { startS: 0, endS: 3.328, text: 'welcome to china today we will talk about the weather' },
      { startS: 3.328, endS: 6.272, text: 'it is sunny &amp; warm' },
    ]);
  });

  it('keeps a long utterance whole (ametadata print cut it at 128 bytes) and splits it into cues of about twelve words', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i % 10}`).join(' ');
    const cues = cuesFromAsrFrames(frames({ pts_time: '10.000000', tags: { 'lavfi.asr.text': words } }));
    expect(cues.map((c) => c.text.split(' ').length)).toEqual([10, 10, 10]);
    expect(cues.map((c) => c.text).join(' ')).toBe(words);
    expect(cues[0]!.startS).toBe(0);
    expect(cues.at(-1)!.endS).toBe(10);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startS).toBe(cues[i - 1]!.endS);
  });
});

describe('cuesFromWhisperJson', () => {
  it('reads whisper.cpp’s -oj output', () => {
    const json = `{
	"systeminfo": "AVX = 1 | AVX2 = 1 | AVX512 = 0 | FMA = 1 | NEON = 0 | ARM_FMA = 0 | F16C = 1 | FP16_VA = 0 | WASM_SIMD = 0 | SSE3 = 1 | SSSE3 = 1 | VSX = 0 | COREML = 0 | OPENVINO = 0 | ",
	"model": {"type": "base", "multilingual": true, "vocab": 51865, "audio": {"ctx": 1500, "state": 512, "head": 8, "layer": 6}, "text": {"ctx": 448, "state": 512, "head": 8, "layer": 6}, "mels": 80, "ftype": 1},
	"params": {"model": "models/ggml-base.bin", "language": "fr", "translate": false},
	"result": {"language": "fr"},
	"transcription": [
		{
			"timestamps": {"from": "00:00:00,000", "to": "00:00:03,120"},
			"offsets": {"from": 0, "to": 3120},
			"text": " Bonjour à tous et bienvenue."
		},
		{
			"timestamps": {"from": "00:00:03,120", "to": "00:00:07,480"},
			"offsets": {"from": 3120, "to": 7480},
			"text": " Aujourd'hui, on parle <script>de</script> cuisine."
		},
		{
			"timestamps": {"from": "00:00:07,480", "to": "00:00:07,480"},
			"offsets": {"from": 7480, "to": 7480},
			"text": " "
		}
	]
}`;
    expect(cuesFromWhisperJson(json)).toEqual([
      { startS: 0, endS: 3.12, text: 'Bonjour à tous et bienvenue.' },
      { startS: 3.12, endS: 7.48, text: "Aujourd'hui, on parle cuisine." },
    ]);
  });

  it('refuses output that is not JSON', () => {
    expect(() => cuesFromWhisperJson('whisper_init: error')).toThrow();
  });
});
