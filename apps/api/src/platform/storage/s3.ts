import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertValidKey, type FileStorage } from './storage.ts';

export type S3Config = {
  bucket: string;
  /** Any S3-compatible service (MinIO, R2, Spaces...): path-style URLs. Unset: AWS, virtual-hosted URLs. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Objects in an S3-compatible bucket, each request signed with AWS Signature V4 (aws4fetch). */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 2,
  });
  const base = config.endpoint
    ? `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const urlOf = (key: string) => {
    assertValidKey(key);
    return `${base}/${key}`;
  };

  async function failed(action: string, response: Response): Promise<Error> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${action} failed: ${response.status} ${detail}`);
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': contentType,
          // The payload's hash is signed too, so the service refuses a body changed on the way.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw await failed('put', response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failed('get', response);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failed('delete', response);
      await response.body?.cancel();
    },
  };
}
