import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_FILE_MESSAGES, SIGNED_URL_TTL_SECONDS } from '@alinhavo/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { AppError, notFound } from '../http/errors.ts';
import { assertValidKey, type FileStorage } from './storage.ts';

/** What a signed address lets its holder download: one stored file, under the name and type it was uploaded with. */
export type SignedFile = { key: string; filename: string; contentType: string };

export type SignedLink = { url: string; expiresAt: string };

/**
 * Download addresses that need no session, like a bucket's signed URL (part2 §9: valid 3600 seconds by default):
 * `/api/files/<key>?name=…&type=…&expires=…&signature=…`, the signature an HMAC-SHA256 of key, name, type and
 * expiry with a key derived from the server's secret. A route hands one out only after checking, under row-level
 * security, that the caller may read the record the file belongs to.
 */
export type FileLinks = {
  sign(file: SignedFile, now?: Date, ttlSeconds?: number): SignedLink;
  /** The file an address names when its signature holds and it has not expired; throws otherwise. */
  verify(key: string, query: URLSearchParams, now?: Date): SignedFile;
};

export const SIGNED_FILES_PREFIX = '/api/files/';

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export function createFileLinks(secret: string): FileLinks {
  if (!secret) throw new Error('a secret is required to sign file links');
  // Its own key: a signature made for files can never stand for anything else signed with the server's secret.
  const key = createHmac('sha256', secret).update('alinhavo:signed-file-links:v1').digest();
  const signatureOf = (file: SignedFile, expires: number) =>
    createHmac('sha256', key)
      .update([file.key, file.filename, file.contentType, String(expires)].join('\n'))
      .digest();

  return {
    sign(file, now = new Date(), ttlSeconds = SIGNED_URL_TTL_SECONDS) {
      assertValidKey(file.key);
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const query = new URLSearchParams({
        name: file.filename,
        type: file.contentType,
        expires: String(expires),
        signature: b64url(signatureOf(file, expires)),
      });
      return {
        url: `${SIGNED_FILES_PREFIX}${file.key}?${query.toString()}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(fileKey, query, now = new Date()) {
      const invalidLink = new AppError('FORBIDDEN', SIGNED_FILE_MESSAGES.invalid);
      const filename = query.get('name');
      const contentType = query.get('type');
      const expiresText = query.get('expires') ?? '';
      const given = Buffer.from(query.get('signature') ?? '', 'base64url');
      if (!filename || !contentType || !/^\d{1,12}$/.test(expiresText)) throw invalidLink;
      try {
        assertValidKey(fileKey);
      } catch {
        throw invalidLink;
      }
      const file = { key: fileKey, filename, contentType };
      const expected = signatureOf(file, Number(expiresText));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink;
      if (Number(expiresText) * 1000 < now.getTime()) {
        throw new AppError('FORBIDDEN', SIGNED_FILE_MESSAGES.expired);
      }
      return file;
    },
  };
}

/** `filename*=` for any name (RFC 6266/5987), with a plain ASCII fallback. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * GET /api/files/<key>: serves a stored file to whoever holds a valid signed address, as a download (never shown
 * inline: an SVG or text file cannot run in the app's origin), private to the browser, for as long as it is valid.
 */
export function mountSignedFiles(app: Hono<AppEnv>, storage: FileStorage, links: FileLinks): void {
  app.get(`${SIGNED_FILES_PREFIX}*`, async (c) => {
    const url = new URL(c.req.url);
    const fileKey = decodeURIComponent(url.pathname.slice(SIGNED_FILES_PREFIX.length));
    const file = links.verify(fileKey, url.searchParams);
    const stored = await storage.get(file.key);
    if (!stored) throw notFound(SIGNED_FILE_MESSAGES.missing);
    return new Response(stored.bytes, {
      headers: {
        'content-type': file.contentType,
        'content-length': String(stored.bytes.byteLength),
        'content-disposition': contentDisposition(file.filename),
        'cache-control': 'private, max-age=3600',
        'content-security-policy': "sandbox; default-src 'none'",
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
