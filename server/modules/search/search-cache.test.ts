import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { userIdOf } from '../videos/videos.test-helpers';
import { addVideo, type SearchTestApp, searchClient, titles } from './search.test-helpers';

/**
 * Each api node keeps the rankings of searches for 30 s (search-cache.ts): these tests check that it
 * does, and that every edit made through the product's own routes drops them at once.
 */
let t: SearchTestApp;
let api: ReturnType<typeof searchClient>;
let member: TestClient;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.queue.work(t.ctx);
  api = searchClient(t);
  member = new TestClient(t.app, 'http://localhost:3000', '10.9.0.1');
  await signUpConfirmed(t.ctx, member, 'ranker@search.example', 'ranker');
  memberId = await userIdOf(member);
});
afterAll(() => t.close());

describe('cached rankings', () => {
  it('reuses a ranking for 30 s on the node clock, then ranks again', async () => {
    await addVideo(t, memberId, { title: 'Quokka au lever du jour' });
    expect(titles(await api.search({ q: 'quokka' }))).toEqual(['Quokka au lever du jour']);
    // Written straight into the table: nothing announces it, so the kept ranking still answers.
    await addVideo(t, memberId, { title: 'Quokka à midi', ageDays: 0 });
    expect(titles(await api.search({ q: 'quokka' }))).toEqual(['Quokka au lever du jour']);
    t.ctx.clock.advance(31_000);
    expect(titles(await api.search({ q: 'quokka', sort: 'relevance' }))).toHaveLength(2);
  });

  it('drops rankings when a video is edited through the API', async () => {
    const id = await addVideo(t, memberId, { title: 'Tamanoir des plaines' });
    expect(titles(await api.search({ q: 'tamanoir' }))).toEqual(['Tamanoir des plaines']);
    const res = await member.request({
      method: 'PATCH',
      url: `/api/videos/${id}`,
      payload: { title: 'Fourmilier' },
    });
    expect(res.statusCode).toBe(200);
    expect(titles(await api.search({ q: 'tamanoir' }))).toEqual([]);
  });

  it('drops rankings when a video is made private through the API', async () => {
    const id = await addVideo(t, memberId, { title: 'Pangolin timide' });
    expect(titles(await api.search({ q: 'pangolin' }))).toEqual(['Pangolin timide']);
    const res = await member.request({
      method: 'PATCH',
      url: `/api/videos/${id}`,
      payload: { visibility: 'private' },
    });
    expect(res.statusCode).toBe(200);
    expect(titles(await api.search({ q: 'pangolin' }))).toEqual([]);
  });

  it('drops rankings when a channel is renamed or deleted through the API', async () => {
    const created = await member.post('/api/channels', { name: 'Ornithorynque Club' });
    expect(created.statusCode).toBe(201);
    const channelId = created.json().id as string;
    await addVideo(t, memberId, { title: 'Balade sans nom', channelId });
    const names = async () =>
      (await api.search({ q: 'ornithorynque', type: 'channels' })).channels.map((c) => c.name);
    expect(await names()).toEqual(['Ornithorynque Club']);
    expect(titles(await api.search({ q: 'ornithorynque', type: 'videos' }))).toEqual(['Balade sans nom']);

    const renamed = await member.request({
      method: 'PATCH',
      url: `/api/channels/${channelId}`,
      payload: { name: 'Échidné Club' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual([]);
    expect(titles(await api.search({ q: 'echidne', type: 'videos' }))).toEqual(['Balade sans nom']);

    const deleted = await member.request({ method: 'DELETE', url: `/api/channels/${channelId}` });
    expect(deleted.statusCode).toBe(204);
    expect(titles(await api.search({ q: 'echidne', type: 'videos' }))).toEqual([]);
  });
});
