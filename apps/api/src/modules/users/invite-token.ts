import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token for the e-mail link, and the SHA-256 the database keeps instead of it. */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInviteToken(token) };
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
