/** Web push and install prompts (part2 §3 browser-stored 'push prompt dismissal', 'push public key version'). */
export const PUSH_KEYS = {
  /** '1' once 'Agora não' was chosen on the push prompt or the permission was denied: the prompt never returns. */
  promptDismissed: 'alinhavo.push-prompt-dismissed',
  /** The server's VAPID public key this browser subscribed with; a different one means subscribing again. */
  publicKey: 'alinhavo.push-public-key',
  /** In sessionStorage: the install banner was put off for this visit. */
  installDismissed: 'alinhavo.install-banner-dismissed',
} as const;

/**
 * localStorage or sessionStorage, which can be unavailable (private modes, blocked storage): then nothing is kept.
 * (Not lib/local-keys: sharing it would split it out of the shell's first-load chunk.)
 */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage full or blocked: the choice is simply not kept.
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

/** 'Agora não' on the push prompt, or a denied permission: it never shows again on this browser. */
export function pushPromptDismissed(): boolean {
  return read(local, PUSH_KEYS.promptDismissed) === '1';
}

export function dismissPushPrompt(): void {
  write(local, PUSH_KEYS.promptDismissed, '1');
}

/** The server key this browser subscribed with ('push public key version'): another key means subscribe again. */
export function subscribedKey(): string | null {
  return read(local, PUSH_KEYS.publicKey);
}

export function rememberSubscribedKey(key: string | null): void {
  write(local, PUSH_KEYS.publicKey, key);
}

/** 'Agora não' on the install banner hides it for this visit (the tab's session), not for good. */
export function installBannerDismissed(): boolean {
  return read(session, PUSH_KEYS.installDismissed) === '1';
}

export function dismissInstallBanner(): void {
  write(session, PUSH_KEYS.installDismissed, '1');
}
