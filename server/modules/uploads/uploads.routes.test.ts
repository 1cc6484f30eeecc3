import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { createChannel, pngImage, publishUpload } from '../videos/videos.test-helpers';

describe('uploads without ffmpeg', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestClient;
  beforeAll(async () => {
    t = await createTestApp({
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
    });
    await t.ctx.queue.work(t.ctx);
    member = new TestClient(t.app, 'http://localhost:3000', '10.3.0.1');
    await signUpConfirmed(t.ctx, member, 'nomedia@example.com', 'nomedia');
  });
  afterAll(() => t.close());

  it('refuses uploads with a clear code, before any byte is sent', async () => {
    const res = await member.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000' },
    });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body).error.code).toBe('media_unavailable');
    const channelId = await createChannel(member);
    const publish = await publishUpload(
      member,
      { title: 'x', channelId, uploadId: 'a'.repeat(32) },
      await pngImage(),
    );
    expect(publish.statusCode).toBe(503);
    expect(publish.json().error.code).toBe('media_unavailable');
  });

  it('needs a session, and a same-site page for writes', async () => {
    const visitor = new TestClient(t.app, 'http://localhost:3000', '10.3.0.2');
    const res = await visitor.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000' },
    });
    expect(res.statusCode).toBe(401);
    const crossSite = new TestClient(t.app, 'https://evil.example', '10.3.0.3');
    const forged = await crossSite.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000', cookie: member.cookieHeader() },
    });
    expect(forged.statusCode).toBe(403);
  });
});
