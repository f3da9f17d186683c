/**
 * When the install banner, the iOS instructions and the push prompt show (part2 §2 'Install and push prompts').
 * Pure rules over what the browser tells, so they are tested without a browser.
 */

/** What the rules read of the browser. */
export type DeviceInfo = {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS Safari says 'Macintosh' but has a touch screen. */
  maxTouchPoints: number;
  /** Opened from the home screen: `(display-mode: standalone)` or iOS's navigator.standalone. */
  standalone: boolean;
};

export function isIos({ userAgent, maxTouchPoints }: DeviceInfo): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Browsers on iOS that are not Safari (they name themselves), and apps' built-in browsers. */
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|DuckDuckGo|YaBrowser|Brave|FBAN|FBAV|Instagram|Line\//;

/** Safari on iPhone or iPad: the only place the home-screen instructions apply. */
export function isIosSafari(device: DeviceInfo): boolean {
  return isIos(device) && /Safari\//.test(device.userAgent) && !NOT_SAFARI.test(device.userAgent);
}

/** Phones and tablets: the install banner shows only there (part2 §2). */
export function isMobile(device: DeviceInfo): boolean {
  return isIos(device) || /Android|Mobi/i.test(device.userAgent);
}

/**
 * Which install offer to show: 'prompt' when the browser offered to install (Chromium's beforeinstallprompt),
 * 'ios' on iOS Safari outside the home-screen app (the 3-step dialog), or none: on a computer, once installed or
 * opened from the home screen, or after 'Agora não' in this session.
 */
export function installOffer(options: {
  device: DeviceInfo;
  hasInstallEvent: boolean;
  installed: boolean;
  dismissed: boolean;
}): 'prompt' | 'ios' | null {
  const { device } = options;
  if (!isMobile(device) || device.standalone || options.installed || options.dismissed) return null;
  if (options.hasInstallEvent) return 'prompt';
  if (isIosSafari(device)) return 'ios';
  return null;
}

export type PushPermission = NotificationPermission | 'unsupported';

/**
 * The push prompt shows while the browser can take push, has not been asked yet, and the person never said
 * 'Agora não' (permanent) nor denied the permission (permanent too). Whether the server offers a key is checked
 * after this, by asking it.
 */
export function pushPromptDue(options: { permission: PushPermission; dismissed: boolean }): boolean {
  return options.permission === 'default' && !options.dismissed;
}

/** A denied permission dismisses the prompt for good, like 'Agora não'. */
export function dismissesPushPrompt(permission: PushPermission): boolean {
  return permission === 'denied';
}

/** The applicationServerKey of pushManager.subscribe, from the base64url key the API gives. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The base64url text of a key the browser holds (a subscription's applicationServerKey). */
export function keyText(key: ArrayBuffer | null | undefined): string | null {
  if (!key) return null;
  let binary = '';
  for (const byte of new Uint8Array(key)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
