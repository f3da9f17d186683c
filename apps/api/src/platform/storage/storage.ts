import { randomUUID } from 'node:crypto';

export type StoredFile = { bytes: Uint8Array; contentType: string };

/**
 * Where uploaded files live: the local disk by default, an S3-compatible bucket when configured. Keys are made by
 * the server (`newFileKey`), never chosen by a client, and a key is written once: a new file gets a new key.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3' | 'none';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'text/plain': 'txt',
};

/**
 * `[<bucket>/]<company id>/<uuid>.<ext>`: one company's files under its own prefix, a fresh name every time;
 * a bucket (e.g. 'payment-receipts') keeps one kind of file apart from the product photos.
 */
export function newFileKey(companyId: string, contentType: string, bucket?: string): string {
  const extension = EXTENSIONS[contentType] ?? 'bin';
  return `${bucket ? `${bucket}/` : ''}${companyId}/${randomUUID()}.${extension}`;
}

const KEY_PATTERN = /^(?:[a-z][a-z0-9-]{0,39}\/)?[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** Defence in depth against path tricks: only keys of the shape `newFileKey` makes are accepted. */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** The content type a key's extension stands for (the local disk keeps no metadata). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.entries(EXTENSIONS).find(([, ext]) => ext === extension)?.[0] ?? 'application/octet-stream';
}

/** The storage a route was given; registerRoutes always gives one. */
export function requireStorage(services: { storage?: FileStorage | undefined }): FileStorage {
  if (!services.storage) throw new Error('file storage is not configured');
  return services.storage;
}

/** For apps built without storage (tests of other areas): any use is a server error, never a silent loss. */
export const unconfiguredStorage: FileStorage = {
  kind: 'none',
  put: () => Promise.reject(new Error('file storage is not configured')),
  get: () => Promise.reject(new Error('file storage is not configured')),
  delete: () => Promise.reject(new Error('file storage is not configured')),
};
