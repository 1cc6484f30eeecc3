import { describe, expect, it } from 'vitest';
import { HOME_THEMES, themesOf } from '../../../domain/discovery';
import { MIN_VIDEO_DURATION_S } from '../../../domain/earnings';
import { planRenditions } from '../../../domain/videos';
import { DEMO_CATALOGUE } from './demo-catalogue';

const { channels, videos } = DEMO_CATALOGUE;
const topicsOf = (channelId: string) => channels.find((c) => c.id === channelId)?.topics;

describe('demo catalogue', () => {
  it('fills every themed row of the home page with at least two videos', () => {
    for (const theme of HOME_THEMES) {
      const inTheme = videos.filter((v) =>
        themesOf({ ...v, channelTopics: topicsOf(v.channelId) }).includes(theme),
      );
      expect(inTheme.length, theme).toBeGreaterThanOrEqual(2);
    }
  });

  it('speaks of its themes in its own words too, not only through channel topics', () => {
    const byText = new Set(videos.flatMap((v) => themesOf(v)));
    expect([...byText].sort()).toEqual([...HOME_THEMES].sort());
  });

  it('has videos long enough to be accepted, in channels that exist, with distinct ids and titles', () => {
    for (const video of videos) {
      expect(video.seconds).toBeGreaterThan(MIN_VIDEO_DURATION_S);
      expect(topicsOf(video.channelId)).toBeDefined();
    }
    const ids = [...channels.map((c) => c.id), ...videos.map((v) => v.id), DEMO_CATALOGUE.owner.id];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(videos.map((v) => v.title)).size).toBe(videos.length);
  });

  it('makes small pictures (at most two renditions) at a low frame rate, so processing takes seconds', () => {
    for (const video of videos) {
      const size = /size=(\d+)x(\d+)/.exec(video.picture)!;
      const scaled = /scale=(\d+):(\d+)/.exec(video.picture);
      const [width, height] = (scaled ?? size).slice(1).map(Number) as [number, number];
      expect(planRenditions(width, height).length, video.title).toBeLessThanOrEqual(2);
      expect(Number(/rate=(\d+)/.exec(video.picture)![1]), video.title).toBeLessThanOrEqual(15);
    }
  });

  it('gives every channel and video a real description', () => {
    for (const item of [...channels, ...videos]) expect(item.description.length).toBeGreaterThan(60);
  });
});
