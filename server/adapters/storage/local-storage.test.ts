import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { storageContract } from './storage-contract';

describe('LocalStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'kinora-storage-'));
  const storage = new LocalStorage(join(root, 'storage'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  storageContract(() => storage);

  it('keeps every file inside its root', async () => {
    await storage.put('thumbs/t.jpg', Buffer.from('x'));
    expect(storage.pathFor('thumbs/t.jpg')).toBe(join(root, 'storage', 'thumbs', 't.jpg'));
    expect(existsSync(join(root, 'storage', 'thumbs', 't.jpg'))).toBe(true);
    expect(() => storage.pathFor('../outside.txt')).toThrow();
  });
});
