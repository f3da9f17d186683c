import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity: the key pair that signs every push and whom push services may contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type VapidSettings = {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `npx web-push generate-vapid-keys` prints them). */
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  /** VAPID_SUBJECT: a mailto: address or an https URL. */
  subject?: string | undefined;
};

/** Where generated keys are kept, next to the embedded database and the generated auth secret. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

type Warn = (message: string) => void;

/**
 * The VAPID keys: from the environment, else the pair generated once into the data directory (file mode 0600) so
 * browsers' subscriptions stay valid across restarts. Several servers sharing one PostgreSQL database must share
 * one pair, so a server database without configured keys is warned about, like AUTH_SECRET.
 */
export function resolveVapidKeys(options: {
  settings: VapidSettings;
  dataDir: string;
  /** A server database (DATABASE_URL): generated keys are per data directory, not per database. */
  serverDatabase: boolean;
  /** The app's address and sender, for the default subject. */
  publicUrl: string;
  mailFrom: string;
  warn: Warn;
}): VapidKeys {
  const { settings } = options;
  const subject = settings.subject || defaultSubject(options.publicUrl, options.mailFrom);
  if (settings.publicKey || settings.privateKey) {
    if (!settings.publicKey || !settings.privateKey) {
      throw new Error(
        'Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither, to generate a pair).',
      );
    }
    return checked({ publicKey: settings.publicKey, privateKey: settings.privateKey, subject });
  }
  if (options.serverDatabase) {
    options.warn(
      'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: using a key pair generated into DATA_DIR. Every server ' +
        'process must use the same pair, or browsers subscribed through one cannot be reached by another. Set them in production.',
    );
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (stored.publicKey && stored.privateKey) {
      return checked({ publicKey: stored.publicKey, privateKey: stored.privateKey, subject });
    }
  }
  const generated = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(generated)}\n`, { mode: 0o600 });
  return { ...generated, subject };
}

/** PUBLIC_URL when it is https (push services refuse http and localhost subjects), else the sender's address. */
export function defaultSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://') && !new URL(publicUrl).hostname.endsWith('localhost'))
    return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** web-push validates the pair and the subject; a wrong value fails the start, not the first push. */
function checked(keys: VapidKeys): VapidKeys {
  webpush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  return keys;
}
