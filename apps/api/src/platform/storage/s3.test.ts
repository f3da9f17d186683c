import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.ts';

const ACCESS_KEY = 'AKIAALINHAVOTEST';
const SECRET = 'segredo-do-teste-0123456789';
const BUCKET = 'fotos';

/** A tiny S3 stand-in: checks each request's AWS Signature V4 against the known secret, keeps objects in memory. */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: { method: string; path: string; authorization: string }[] = [];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function signatureMatches(req: IncomingMessage): Promise<boolean> {
  const authorization = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return false;
  const [, accessKey, , region, signedHeaders, signature] = match;
  if (accessKey !== ACCESS_KEY) return false;
  const headers = new Headers();
  for (const name of signedHeaders!.split(';')) {
    if (name !== 'host') headers.set(name, String(req.headers[name] ?? ''));
  }
  const expected = new AwsV4Signer({
    method: req.method!,
    url: `http://${req.headers.host}${req.url}`,
    headers,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    service: 's3',
    region: region!,
    datetime: String(req.headers['x-amz-date']),
  });
  const { headers: signed } = await expected.sign();
  return signed.get('authorization')?.endsWith(`Signature=${signature}`) ?? false;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization ?? '' });
    if (!(await signatureMatches(req))) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(req.url!);
    if (req.method === 'PUT') {
      const declared = req.headers['x-amz-content-sha256'];
      if (declared !== createHash('sha256').update(body).digest('hex')) {
        res.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
        return;
      }
      objects.set(key, { body, contentType: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const key = () => `${randomUUID()}/${randomUUID()}.png`;

describe('S3 storage', () => {
  it('puts, gets and deletes signed objects under the bucket, path-style', async () => {
    const storage = createS3Storage({
      bucket: BUCKET,
      endpoint: `${endpoint}/`,
      region: 'sa-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
    });
    const k = key();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put(k, bytes, 'image/png');
    const put = seen.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/${BUCKET}/${k}`);
    expect(put.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAALINHAVOTEST\/\d{8}\/sa-east-1\/s3\//,
    );
    expect(objects.get(`/${BUCKET}/${k}`)?.body).toEqual(Buffer.from(bytes));

    const file = await storage.get(k);
    expect(file).toEqual({ bytes, contentType: 'image/png' });
    expect(await storage.get(key())).toBeNull();

    await storage.delete(k);
    expect(objects.has(`/${BUCKET}/${k}`)).toBe(false);
    expect(await storage.get(k)).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it('fails loudly when the service refuses the signature (wrong secret)', async () => {
    const storage = createS3Storage({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'outro-segredo',
    });
    await expect(storage.put(key(), new Uint8Array([1]), 'image/png')).rejects.toThrow(/403/);
    await expect(storage.get(key())).rejects.toThrow(/403/);
  });

  it('refuses a key that is not of the generated shape before any request', async () => {
    const storage = createS3Storage({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
    });
    const before = seen.length;
    await expect(storage.get('../outra-empresa/x.png')).rejects.toThrow(/invalid storage key/);
    expect(seen.length).toBe(before);
  });
});
