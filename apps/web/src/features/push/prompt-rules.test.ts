import { describe, expect, it } from 'vitest';
import {
  dismissesPushPrompt,
  installOffer,
  isIos,
  isIosSafari,
  isMobile,
  keyBytes,
  keyText,
  pushPromptDue,
} from './prompt-rules';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 380.0.0',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
};
const device = (userAgent: string, extra: { maxTouchPoints?: number; standalone?: boolean } = {}) => ({
  userAgent,
  maxTouchPoints: extra.maxTouchPoints ?? 0,
  standalone: extra.standalone ?? false,
});

describe('iOS detection', () => {
  it('knows iPhones, and iPads that present themselves as a Mac but have a touch screen', () => {
    expect(isIos(device(UA.iphoneSafari, { maxTouchPoints: 5 }))).toBe(true);
    expect(isIos(device(UA.ipadOs, { maxTouchPoints: 5 }))).toBe(true);
    expect(isIos(device(UA.macSafari))).toBe(false);
    expect(isIos(device(UA.android, { maxTouchPoints: 5 }))).toBe(false);
  });

  it('tells Safari from the other browsers and the apps’ built-in browsers on iOS', () => {
    expect(isIosSafari(device(UA.iphoneSafari, { maxTouchPoints: 5 }))).toBe(true);
    expect(isIosSafari(device(UA.ipadOs, { maxTouchPoints: 5 }))).toBe(true);
    expect(isIosSafari(device(UA.iphoneChrome, { maxTouchPoints: 5 }))).toBe(false);
    expect(isIosSafari(device(UA.iphoneInstagram, { maxTouchPoints: 5 }))).toBe(false);
    expect(isIosSafari(device(UA.macSafari))).toBe(false);
  });

  it('counts phones and tablets as mobile, computers not', () => {
    expect(isMobile(device(UA.android, { maxTouchPoints: 5 }))).toBe(true);
    expect(isMobile(device(UA.iphoneChrome, { maxTouchPoints: 5 }))).toBe(true);
    expect(isMobile(device(UA.desktopChrome))).toBe(false);
    expect(isMobile(device(UA.macSafari))).toBe(false);
  });
});

describe('installOffer: the install banner shows only on mobile', () => {
  const base = { hasInstallEvent: false, installed: false, dismissed: false };
  it('on Android when the browser offers to install', () => {
    expect(installOffer({ ...base, device: device(UA.android), hasInstallEvent: true })).toBe('prompt');
    expect(installOffer({ ...base, device: device(UA.android) })).toBeNull();
  });

  it('never on a computer, even with the browser’s offer', () => {
    expect(installOffer({ ...base, device: device(UA.desktopChrome), hasInstallEvent: true })).toBeNull();
    expect(installOffer({ ...base, device: device(UA.macSafari) })).toBeNull();
  });

  it('on iOS Safari as the 3-step dialog, only when not opened from the home screen', () => {
    const iphone = { maxTouchPoints: 5 };
    expect(installOffer({ ...base, device: device(UA.iphoneSafari, iphone) })).toBe('ios');
    expect(
      installOffer({ ...base, device: device(UA.iphoneSafari, { ...iphone, standalone: true }) }),
    ).toBeNull();
    expect(installOffer({ ...base, device: device(UA.iphoneChrome, iphone) })).toBeNull();
  });

  it('not once installed or opened as the app, nor after ‘Agora não’ this visit', () => {
    const android = device(UA.android);
    expect(installOffer({ ...base, device: android, hasInstallEvent: true, installed: true })).toBeNull();
    expect(
      installOffer({ ...base, device: device(UA.android, { standalone: true }), hasInstallEvent: true }),
    ).toBeNull();
    expect(installOffer({ ...base, device: android, hasInstallEvent: true, dismissed: true })).toBeNull();
  });
});

describe('the push prompt', () => {
  it('asks only while the browser has not been asked and it was never put off', () => {
    expect(pushPromptDue({ permission: 'default', dismissed: false })).toBe(true);
    expect(pushPromptDue({ permission: 'default', dismissed: true })).toBe(false);
    expect(pushPromptDue({ permission: 'granted', dismissed: false })).toBe(false);
    expect(pushPromptDue({ permission: 'denied', dismissed: false })).toBe(false);
    expect(pushPromptDue({ permission: 'unsupported', dismissed: false })).toBe(false);
  });

  it('is dismissed for good by a denied permission', () => {
    expect(dismissesPushPrompt('denied')).toBe(true);
    expect(dismissesPushPrompt('default')).toBe(false);
    expect(dismissesPushPrompt('granted')).toBe(false);
  });
});

describe('server keys', () => {
  it('turns the base64url key into the bytes the browser takes, and back', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(keyText(bytes.buffer)).toBe(key);
    expect(keyText(null)).toBeNull();
  });
});
