import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { type Storage, StorageNotFoundError } from './storage';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The behaviour every Storage adapter must have; run against each real backend. */
export function storageContract(getStorage: () => Storage): void {
  const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  it('round-trips a buffer and reports its size and type', async () => {
    const s = getStorage();
    await s.put('videos/a/original.mp4', bytes);
    expect(await readAll(await s.get('videos/a/original.mp4'))).toEqual(bytes);
    const info = await s.stat('videos/a/original.mp4');
    expect(info?.size).toBe(5000);
    expect(info?.contentType).toBe('video/mp4');
  });

  it('stores a stream of unknown length', async () => {
    const s = getStorage();
    await s.put('videos/b/seg.ts', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(await readAll(await s.get('videos/b/seg.ts'))).toEqual(bytes);
  });

  it('returns exactly the requested byte range', async () => {
    const s = getStorage();
    await s.put('videos/c/x.mp4', bytes);
    expect(await readAll(await s.get('videos/c/x.mp4', { start: 100, end: 199 }))).toEqual(
      bytes.subarray(100, 200),
    );
    expect(await readAll(await s.get('videos/c/x.mp4', { start: 4990, end: 4999 }))).toEqual(
      bytes.subarray(4990),
    );
  });

  it('says clearly when something is missing', async () => {
    const s = getStorage();
    expect(await s.stat('nothing/here.mp4')).toBeNull();
    await expect(s.get('nothing/here.mp4')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(s.delete('nothing/here.mp4')).resolves.toBeUndefined();
  });

  it('deletes one key, and everything under a prefix', async () => {
    const s = getStorage();
    await s.put('hls/v1/240p/a.ts', bytes);
    await s.put('hls/v1/240p/b.ts', bytes);
    await s.put('hls/v1/master.m3u8', Buffer.from('#EXTM3U'));
    await s.put('hls/v2/master.m3u8', Buffer.from('#EXTM3U'));
    const listed: string[] = [];
    for await (const key of s.list('hls/v1')) listed.push(key);
    expect(listed.sort()).toEqual(['hls/v1/240p/a.ts', 'hls/v1/240p/b.ts', 'hls/v1/master.m3u8']);
    expect(await s.deletePrefix('hls/v1')).toBe(3);
    expect(await s.stat('hls/v1/master.m3u8')).toBeNull();
    expect(await s.stat('hls/v2/master.m3u8')).not.toBeNull();
    await s.delete('hls/v2/master.m3u8');
    expect(await s.stat('hls/v2/master.m3u8')).toBeNull();
  });

  it('refuses keys that could escape or be ambiguous', async () => {
    const s = getStorage();
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a\\b', '', 'a//b', 'a/./b']) {
      await expect(s.put(key, bytes), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('passes its health check', async () => {
    await expect(getStorage().check()).resolves.toBeUndefined();
  });
}
