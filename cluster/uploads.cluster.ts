import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { makeVideo, pngImage } from '../server/modules/videos/videos.test-helpers';
import { Browser, confirmedMember } from './support/client';
import { createChannel } from './support/publish';
import { startTopology, type Topology } from './support/topology';

/**
 * Issue 31, part 1, first bullet: a tus upload across the api nodes of the topology (bytes in the
 * shared bucket, the lock and the quota in PostgreSQL): chunks on different nodes, a chunk cut off
 * on one node resumed on another, the pending-uploads quota under creations racing over the nodes.
 */
describe('resumable uploads across three api nodes', () => {
  let top: Topology;
  let nodes: [string, string, string];
  let member: Browser;
  let channelId: string;
  const bytes = readFileSync(makeVideo({ seconds: 61, width: 320, height: 180, format: 'mp4' }));
  const tus = { 'tus-resumable': '1.0.0' };

  beforeAll(async () => {
    top = await startTopology();
    nodes = top.api.map((n) => n.url!) as [string, string, string];
    member = new Browser(top.nginx.url, '10.20.0.1');
    await confirmedMember(
      member,
      top.dataDirs(),
      { email: 'uploader@example.org', username: 'uploader' },
      nodes[0],
      nodes[1],
    );
    channelId = await createChannel(member, nodes[2], 'Envois');
  });
  afterAll(async () => {
    await top?.stop();
  });
  const showLogs = () => onTestFailed(() => console.error(top.logs()));

  const create = (via: string, length = bytes.length) =>
    member.fetch(via, '/api/uploads', {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(length),
        'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
      },
    });
  const patch = (via: string, id: string, offset: number, body: RequestInit['body'], signal?: AbortSignal) =>
    member.fetch(via, `/api/uploads/${id}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
      signal,
      // A streamed body (the interrupted chunk) needs half-duplex fetch.
      ...({ duplex: 'half' } as object),
    });
  const offsetOn = async (via: string, id: string) => {
    const res = await member.fetch(via, `/api/uploads/${id}`, { method: 'HEAD', headers: tus });
    expect(res.status).toBe(200);
    return Number(res.headers.get('upload-offset'));
  };
  const publish = async (via: string, uploadId: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Envoi réparti',
      channelId,
      uploadId,
      visibility: 'public',
      monetized: 'false',
      description: '',
    }))
      form.set(k, v);
    form.set('thumbnail', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 't.png');
    return member.fetch(via, '/api/videos', { method: 'POST', body: form });
  };

  it('completes an upload whose chunks land on A, B and C in turn, and publishes it through another node', async () => {
    showLogs();
    const created = await create(nodes[0]);
    expect(created.status).toBe(201);
    const id = String(created.headers.get('location')).split('/').pop()!;
    const chunk = Math.ceil(bytes.length / 6);
    for (let i = 0, offset = 0; offset < bytes.length; i++) {
      const res = await patch(nodes[i % 3]!, id, offset, bytes.subarray(offset, offset + chunk));
      expect(res.status, await res.clone().text()).toBe(204);
      offset = Number(res.headers.get('upload-offset'));
    }
    expect(await offsetOn(nodes[1], id)).toBe(bytes.length);
    const published = await publish(nodes[2], id);
    expect(published.status, await published.clone().text()).toBe(201);
  });

  it('resumes on B an upload whose chunk was cut off on A', async () => {
    showLogs();
    const created = await create(nodes[0]);
    expect(created.status).toBe(201);
    const id = String(created.headers.get('location')).split('/').pop()!;
    // Half the file, then the connection drops (the browser's tab lost its network).
    const half = Math.floor(bytes.length / 2);
    const abort = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes.subarray(0, half)));
        setTimeout(() => abort.abort(), 1500);
      },
    });
    await patch(nodes[0], id, 0, body, abort.signal).catch(() => null);
    // B knows how far it got (what A stored of the cut chunk), and takes the rest.
    let offset = 0;
    const deadline = Date.now() + 20_000;
    for (;;) {
      offset = await offsetOn(nodes[1], id);
      const res = await patch(nodes[1], id, offset, bytes.subarray(offset));
      if (res.status === 204) {
        expect(Number(res.headers.get('upload-offset'))).toBe(bytes.length);
        break;
      }
      // A may still hold the upload for a moment: B asks it to let go, the client retries (as tus-js-client does).
      expect([409, 423], await res.clone().text()).toContain(res.status);
      if (Date.now() > deadline) throw new Error(`never resumed on B: ${res.status}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const published = await publish(nodes[0], id);
    expect(published.status, await published.clone().text()).toBe(201);
  });

  it('counts the pending-uploads quota over every node: of 4 creations racing over A, B and C, 3 pass', async () => {
    showLogs();
    const racer = new Browser(top.nginx.url, '10.20.0.2');
    await confirmedMember(
      racer,
      top.dataDirs(),
      { email: 'racer@example.org', username: 'racer' },
      nodes[2],
      nodes[0],
    );
    const statuses = await Promise.all(
      [0, 1, 2, 0].map(async (n) => {
        const res = await racer.fetch(nodes[n]!, '/api/uploads', {
          method: 'POST',
          headers: { ...tus, 'upload-length': String(10 * 1024 * 1024) },
        });
        return { status: res.status, body: await res.text() };
      }),
    );
    expect(statuses.filter((s) => s.status === 201)).toHaveLength(3);
    const refused = statuses.find((s) => s.status !== 201)!;
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('too_many_pending_uploads');
  });
});
