import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One POST the stand-in push service received. */
export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A local stand-in for a browser vendor's push service (research 3.5): an HTTPS server on 127.0.0.1 with a
 * certificate made for the test (web-push always speaks https), answering 201 unless told otherwise per path.
 */
export type FakePushService = {
  host: string;
  /** Trusts the stand-in's certificate; hand it to createPushService({ agent }). */
  agent: Agent;
  endpoint: (name: string) => string;
  received: ReceivedPush[];
  /** The status the next pushes to this endpoint get (201 by default; 410 means gone). */
  answer: (name: string, status: number) => void;
  close: () => Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(join(tmpdir(), 'alinhavo-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const received: ReceivedPush[] = [];
    const statuses = new Map<string, number>();
    const server = createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '';
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(statuses.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ ca: cert, keepAlive: false });
    return {
      host: '127.0.0.1',
      agent,
      endpoint: (name) => `https://127.0.0.1:${port}/push/${name}`,
      received,
      answer: (name, status) => void statuses.set(`/push/${name}`, status),
      close: () =>
        new Promise<void>((resolve) => {
          agent.destroy();
          server.close(() => resolve());
        }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the keys it sends the API. */
export type BrowserStandIn = { ecdh: ECDH; authSecret: Buffer; keys: { p256dh: string; auth: string } };

export function browserStandIn(): BrowserStandIn {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

type Ece = { decrypt: (body: Buffer, params: Record<string, unknown>) => Buffer };
const ece = createRequire(import.meta.url)('http_ece') as Ece;

/** What the browser would read: the push body decrypted (RFC 8291, aes128gcm) and parsed. */
export function decryptPush(push: ReceivedPush, browser: BrowserStandIn): unknown {
  const plain = ece.decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: browser.ecdh,
    authSecret: browser.authSecret.toString('base64url'),
  });
  return JSON.parse(plain.toString('utf8'));
}

/**
 * The VAPID authorisation of a push (RFC 8292: `vapid t=<JWT>, k=<public key>`), its ES256 signature checked
 * against the key it names: the claims when valid, else null.
 */
export function verifiedVapidClaims(
  push: ReceivedPush,
): { key: string; claims: { aud: string; exp: number; sub: string } } | null {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) return null;
  const [, token = '', key = ''] = match;
  const [head = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return null;
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return null;
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') return null;
  return { key, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) };
}
