import { resolve } from 'node:path';
import { createLocalDiskStorage } from './local-disk.ts';
import { createS3Storage, type S3Config } from './s3.ts';
import type { FileStorage } from './storage.ts';

export type StorageConfig = { kind: 'local'; directory: string } | ({ kind: 's3' } & S3Config);

/**
 * S3_BUCKET (with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; S3_ENDPOINT and S3_REGION optional) puts files in
 * a bucket; otherwise they go to `${DATA_DIR}/files`.
 */
export function readStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', directory: resolve(dataDir, 'files') };
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together with S3_BUCKET.');
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}

export function createStorage(config: StorageConfig): FileStorage {
  if (config.kind === 'local') return createLocalDiskStorage(config.directory);
  const { kind: _kind, ...s3 } = config;
  return createS3Storage(s3);
}
