import { describe, expect, it } from 'vitest';
import { cuePlainText, sanitizeCueText } from './caption-text';
import { CAPTION_RULES, cueProblem, fitCuesTo, parseCaptionFile, toWebVtt } from './captions';

const bytes = (text: string) => new TextEncoder().encode(text);
const parse = (text: string) => parseCaptionFile(bytes(text));

describe('parseCaptionFile', () => {
  it('reads WebVTT, dropping the header, NOTE/STYLE/REGION blocks, identifiers and settings', () => {
    const result = parse(
      'WEBVTT - a title\nKind: captions\n\nNOTE a comment\nspanning lines\n\nSTYLE\n::cue { color: red }\n\n' +
        'REGION\nid:fred\n\nintro\n00:01.000 --> 00:04.500 align:start line:0\n<v Roger>Hello <b>there</b>\n\n' +
        '01:00:02.250 --> 01:00:03.000\nLater\n',
    );
    expect(result).toEqual({
      ok: true,
      cues: [
        { startS: 1, endS: 4.5, text: '<v Roger>Hello <b>there</b>' },
        { startS: 3602.25, endS: 3603, text: 'Later' },
      ],
    });
  });

  it('reads SRT with a BOM and CRLF, commas in times, <font> dropped, ASS overrides dropped', () => {
    const result = parse(
      '\ufeff1\r\n00:00:01,000 --> 00:00:02,000\r\n<font color="red">Bonjour</font> {\\an8}à tous\r\n\r\n' +
        '2\r\n00:00:03,500 --> 00:00:05,000\r\n<i>Deux</i>\r\nlignes\r\n',
    );
    expect(result).toEqual({
      ok: true,
      cues: [
        { startS: 1, endS: 2, text: 'Bonjour à tous' },
        { startS: 3.5, endS: 5, text: '<i>Deux</i>\nlignes' },
      ],
    });
  });

  it('refuses malformed files, naming the line', () => {
    expect(parse('WEBVTT\n\n00:01.000 -> 00:02.000\nhi\n')).toEqual({
      ok: false,
      reason: 'bad_timing',
      line: 3,
    });
    expect(parse('WEBVTT\n\n00:03.000 --> 00:02.000\nhi\n')).toMatchObject({ reason: 'bad_timing' });
    expect(parse('1\n00:00:01,000 --> 00:00:99,000\nhi\n')).toMatchObject({ reason: 'bad_timing', line: 2 });
    expect(parse('just some text\nwith lines\n')).toMatchObject({ ok: false, reason: 'bad_timing' });
    expect(parse('WEBVTT\n\nNOTE only a note\n')).toEqual({ ok: false, reason: 'empty' });
    expect(parse('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseCaptionFile(new Uint8Array([0x31, 0x0a, 0xff, 0xfe, 0x00]))).toEqual({
      ok: false,
      reason: 'not_utf8',
    });
  });

  it('refuses more cues than a track holds', () => {
    const cue = (i: number) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\nx\n`;
    const many = Array.from({ length: CAPTION_RULES.maxCues + 1 }, (_, i) => cue(i)).join('\n');
    expect(parse(many)).toEqual({ ok: false, reason: 'too_many_cues' });
  });

  it('keeps cues in time order', () => {
    const result = parse('WEBVTT\n\n00:05.000 --> 00:06.000\nb\n\n00:01.000 --> 00:02.000\na\n');
    expect(result.ok && result.cues.map((c) => c.text)).toEqual(['a', 'b']);
  });
});

describe('sanitizeCueText', () => {
  it.each([
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<img src=x onerror=alert(1)>Hi', 'Hi'],
    ['<b onclick="x">bold</b>', 'bold</b>'],
    ['a < b && c > d', 'a &lt; b &amp;&amp; c &gt; d'],
    ['Tom &amp; Jerry &nbsp;', 'Tom &amp; Jerry &nbsp;'],
    ['<c.yellow.big>Hi</c> <lang en-GB>colour</lang>', '<c.yellow.big>Hi</c> <lang en-GB>colour</lang>'],
    ['<c.bad"class>x</c>', 'x</c>'],
    ['<v Mary <b>>Hi', '&lt;v Mary <b>&gt;Hi'],
    ['karaoke <00:00:01.500>word', 'karaoke <00:00:01.500>word'],
    ['nul\u0000byte\u0007', 'nulbyte'],
    ['arrow --> inside', 'arrow --&gt; inside'],
    ['  two \n\n  lines  ', 'two\nlines'],
    ['<!-- comment -->text', 'text'],
    ['<style>p{}</style><u>u</u>', '<u>u</u>'],
  ])('%j → %j', (raw, clean) => {
    expect(sanitizeCueText(raw)).toBe(clean);
  });

  it('gives the words without tags for search', () => {
    expect(cuePlainText('<v Roger>Tom &amp; <b>Jerry</b>\nrun')).toBe('Tom & Jerry run');
  });
});

describe('cues', () => {
  it('emits WebVTT with only timings and text', () => {
    expect(toWebVtt([{ startS: 1.5, endS: 3661.001, text: '<i>Hi</i>' }])).toBe(
      'WEBVTT\n\n00:00:01.500 --> 01:01:01.001\n<i>Hi</i>\n',
    );
    expect(toWebVtt([])).toBe('WEBVTT\n\n');
  });

  it('fits cues to the video', () => {
    const cues = [
      { startS: 0, endS: 5, text: 'a' },
      { startS: 9, endS: 12, text: 'b' },
      { startS: 10, endS: 11, text: 'c' },
    ];
    expect(fitCuesTo(cues, 10)).toEqual([
      { startS: 0, endS: 5, text: 'a' },
      { startS: 9, endS: 10, text: 'b' },
    ]);
  });

  it('finds an edited track’s first problem', () => {
    const ok = { startS: 1, endS: 2, text: 'a' };
    expect(cueProblem([ok, { startS: 3, endS: 4, text: 'b' }], 10)).toBeNull();
    expect(cueProblem([{ startS: 2, endS: 2, text: 'a' }], 10)).toEqual({
      index: 0,
      problem: 'end_before_start',
    });
    expect(cueProblem([ok, { startS: 0.5, endS: 3, text: 'b' }], 10)).toEqual({
      index: 1,
      problem: 'not_ascending',
    });
    expect(cueProblem([{ startS: 1, endS: 20, text: 'a' }], 10)).toEqual({ index: 0, problem: 'after_end' });
    expect(cueProblem([{ startS: 1, endS: 2, text: '<script>x</script>' }], 10)).toEqual({
      index: 0,
      problem: 'empty_text',
    });
  });
});
