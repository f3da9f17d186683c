import { PUSH_KEYS, readLocal, writeLocal } from '@/lib/local-keys';

/** 'Agora não' on the push prompt, or a denied permission: it never shows again on this browser. */
export function pushPromptDismissed(): boolean {
  return readLocal(PUSH_KEYS.promptDismissed) === '1';
}

export function dismissPushPrompt(): void {
  writeLocal(PUSH_KEYS.promptDismissed, '1');
}

/** The server key this browser subscribed with ('push public key version'): another key means subscribe again. */
export function subscribedKey(): string | null {
  return readLocal(PUSH_KEYS.publicKey);
}

export function rememberSubscribedKey(key: string | null): void {
  writeLocal(PUSH_KEYS.publicKey, key);
}

/** 'Agora não' on the install banner hides it for this visit (the tab's session), not for good. */
export function installBannerDismissed(): boolean {
  try {
    return sessionStorage.getItem(PUSH_KEYS.installDismissed) === '1';
  } catch {
    return false;
  }
}

export function dismissInstallBanner(): void {
  try {
    sessionStorage.setItem(PUSH_KEYS.installDismissed, '1');
  } catch {
    // Storage blocked: the banner simply closes for now.
  }
}
