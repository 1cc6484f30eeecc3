import { describe, expect, it } from 'vitest';
import { cuesFromAsrMetadata, cuesFromWhisperJson } from './transcript-output';

describe('cuesFromAsrMetadata', () => {
  it('reads utterances from ffmpeg’s ametadata print (as ffmpeg 5–7 writes it)', () => {
    const output = [
      'frame:105  pts:53360   pts_time:3.335',
      'lavfi.asr.text=welcome to china today we will talk about the weather',
      'frame:190  pts:100816  pts_time:6.301',
      'lavfi.asr.text=it is sunny & warm',
      'frame:200  pts:102000  pts_time:6.9',
      'lavfi.asr.text=',
      '',
    ].join('\n');
    expect(cuesFromAsrMetadata(output)).toEqual([
      { startS: 0, endS: 3.335, text: 'welcome to china today we will talk about the weather' },
      { startS: 3.335, endS: 6.301, text: 'it is sunny &amp; warm' },
    ]);
  });

  it('splits a long utterance into cues of about twelve words, timed by their length', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i % 10}`).join(' ');
    const cues = cuesFromAsrMetadata(`frame:1 pts:1 pts_time:10.000\nlavfi.asr.text=${words}\n`);
    expect(cues.map((c) => c.text.split(' ').length)).toEqual([10, 10, 10]);
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
