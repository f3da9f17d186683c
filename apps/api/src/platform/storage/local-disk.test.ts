import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStorageConfig } from './config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import { newFileKey } from './storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'alinhavo-files-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('stores a file under its company folder, reads it back with its type, deletes it', async () => {
    const storage = createLocalDiskStorage(root);
    const companyId = randomUUID();
    const key = newFileKey(companyId, 'image/webp');
    expect(key).toMatch(new RegExp(`^${companyId}/[0-9a-f-]{36}\\.webp$`));
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await storage.get(key)).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    expect(await readdir(join(root, companyId))).toEqual([key.split('/')[1]]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('never overwrites a key and never leaves a temporary file behind', async () => {
    const storage = createLocalDiskStorage(root);
    const companyId = randomUUID();
    const key = newFileKey(companyId, 'image/png');
    await storage.put(key, new Uint8Array([1]), 'image/png');
    await expect(storage.put(key, new Uint8Array([2]), 'image/png')).rejects.toThrow();
    expect((await storage.get(key))?.bytes).toEqual(new Uint8Array([1]));
    expect(await readdir(join(root, companyId))).toHaveLength(1);
  });

  it('refuses keys that could leave its directory', async () => {
    const storage = createLocalDiskStorage(root);
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(
      storage.put(`${randomUUID()}/../../x.png`, new Uint8Array([1]), 'image/png'),
    ).rejects.toThrow(/invalid storage key/);
  });
});

describe('storage configuration', () => {
  it('uses DATA_DIR/files by default and S3 when a bucket and keys are set', () => {
    expect(readStorageConfig({}, '/srv/alinhavo')).toEqual({
      kind: 'local',
      directory: '/srv/alinhavo/files',
    });
    expect(
      readStorageConfig(
        {
          S3_BUCKET: 'fotos',
          S3_ENDPOINT: 'https://minio.local',
          S3_ACCESS_KEY_ID: 'a',
          S3_SECRET_ACCESS_KEY: 'b',
        },
        './data',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'fotos',
      endpoint: 'https://minio.local',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
    });
    expect(() => readStorageConfig({ S3_BUCKET: 'fotos' }, './data')).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
