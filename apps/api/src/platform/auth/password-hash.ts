import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's minimum profile: 19 MiB, 2 passes, 1 lane. (2 is Argon2id in the library's enum.) */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword({
  hash: digest,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(digest, password);
  } catch {
    return false;
  }
}
