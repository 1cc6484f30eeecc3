import { describe, expect, it } from 'vitest';
import { detectMediaTools } from './media-tools';

describe('detectMediaTools', () => {
  it('finds the system ffmpeg and ffprobe', async () => {
    const tools = await detectMediaTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' });
    expect(tools.available).toBe(true);
    expect(tools.version).toMatch(/\d/);
  });

  it('reports missing tools instead of throwing', async () => {
    const tools = await detectMediaTools({ ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: 'ffprobe' });
    expect(tools.available).toBe(false);
    expect(tools.reason).toMatch(/not found/);
  });
});
