import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { defaultSubject, resolveVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'alinhavo-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const base = { publicUrl: 'http://localhost:3000', mailFrom: 'Alinhavo <nao-responda@alinhavo.app>' };

describe('resolveVapidKeys', () => {
  it('uses the pair from the environment, and writes nothing', () => {
    const pair = webpush.generateVAPIDKeys();
    const dataDir = tempDir();
    const warnings: string[] = [];
    const keys = resolveVapidKeys({
      ...base,
      settings: { ...pair, subject: 'mailto:ti@confeccao.com.br' },
      dataDir,
      serverDatabase: true,
      warn: (m) => warnings.push(m),
    });
    expect(keys).toEqual({ ...pair, subject: 'mailto:ti@confeccao.com.br' });
    expect(warnings).toEqual([]);
    expect(() => statSync(join(dataDir, VAPID_KEYS_FILE))).toThrow();
  });

  it('refuses half a pair, and a key that is not one', () => {
    const pair = webpush.generateVAPIDKeys();
    const options = { ...base, dataDir: tempDir(), serverDatabase: false, warn: () => {} };
    expect(() => resolveVapidKeys({ ...options, settings: { publicKey: pair.publicKey } })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/,
    );
    expect(() =>
      resolveVapidKeys({ ...options, settings: { publicKey: 'curta', privateKey: pair.privateKey } }),
    ).toThrow();
  });

  it('generates a pair once into the data directory (mode 0600) and keeps it across restarts', () => {
    const dataDir = tempDir();
    const options = { ...base, settings: {}, dataDir, serverDatabase: false, warn: () => {} };
    const first = resolveVapidKeys(options);
    const file = join(dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(resolveVapidKeys(options)).toEqual(first);
  });

  it('warns on a server database that every process must share the pair', () => {
    const warnings: string[] = [];
    resolveVapidKeys({
      ...base,
      settings: {},
      dataDir: tempDir(),
      serverDatabase: true,
      warn: (m) => warnings.push(m),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/VAPID_PUBLIC_KEY\/VAPID_PRIVATE_KEY are not set/);
  });
});

describe('defaultSubject', () => {
  it('is the public https address, else the sender’s e-mail', () => {
    expect(defaultSubject('https://erp.confeccao.com.br', base.mailFrom)).toBe(
      'https://erp.confeccao.com.br',
    );
    expect(defaultSubject('http://localhost:3000', base.mailFrom)).toBe('mailto:nao-responda@alinhavo.app');
    expect(defaultSubject('https://app.localhost', 'avisos@alinhavo.app')).toBe('mailto:avisos@alinhavo.app');
  });
});
