import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, contentTypeOfKey, type FileStorage } from './storage.ts';

/**
 * Files under one directory (`${DATA_DIR}/files`). A file is written to a temporary name and then hard-linked
 * to its key, so a reader never sees half a file and an existing key is never overwritten.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      try {
        await link(temporary, path);
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
    },
    async get(key) {
      try {
        const bytes = await readFile(pathOf(key));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
