import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  type ByteRange,
  contentTypeForKey,
  type ObjectInfo,
  type Storage,
  StorageNotFoundError,
} from './storage';

/** Files on local disk under DATA_DIR/storage. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = resolve(rootDir);
  }

  /** Absolute path of a key (for fast serving); refuses anything that would leave the root. */
  pathFor(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }

  localPath(key: string): string {
    return this.pathFor(key);
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    await this.atomicWrite(key, async (tmp) => {
      if (Buffer.isBuffer(body)) await writeFile(tmp, body);
      else await pipeline(body, createWriteStream(tmp));
    });
  }

  async putFile(key: string, filePath: string): Promise<void> {
    await this.atomicWrite(key, (tmp) => copyFile(filePath, tmp));
  }

  /** Writes beside the target then renames, so readers never see half a file. */
  private async atomicWrite(key: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const path = this.pathFor(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomUUID()}.tmp`;
    try {
      await write(tmp);
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathFor(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new StorageNotFoundError(key);
    // Large chunks: media bytes are served from here and 16 KiB reads are several times slower.
    return createReadStream(path, { start: range?.start, end: range?.end, highWaterMark: 1024 * 1024 });
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const info = await stat(this.pathFor(key)).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, contentType: contentTypeForKey(key), lastModified: info.mtime };
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathFor(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async deletePrefix(prefix: string): Promise<number> {
    let count = 0;
    for await (const _ of this.list(prefix)) count++;
    await rm(this.pathFor(prefix), { recursive: true, force: true });
    return count;
  }

  async *list(prefix: string): AsyncIterable<string> {
    const base = this.pathFor(prefix);
    const walk = async function* (dir: string): AsyncIterable<string> {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full);
        else if (!entry.name.endsWith('.tmp')) yield full;
      }
    };
    for await (const file of walk(base)) yield relative(this.root, file).split(sep).join('/');
  }

  async check(): Promise<void> {
    const key = `health/${randomUUID()}.txt`;
    await this.put(key, Buffer.from('ok'));
    const chunks: Buffer[] = [];
    for await (const chunk of await this.get(key)) chunks.push(chunk as Buffer);
    await this.delete(key);
    if (Buffer.concat(chunks).toString() !== 'ok') throw new Error('storage probe read back wrong bytes');
  }
}
