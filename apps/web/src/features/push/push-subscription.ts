import { api } from '@/lib/api';
import { keyBytes, keyText, type PushPermission } from './prompt-rules';
import { rememberSubscribedKey, subscribedKey } from './prompt-storage';

/**
 * Whose browser this is: a company member's (/app) or a workshop login's (the facção portal /faccao), which has
 * its own push routes (company routes refuse workshop logins).
 */
export type PushScope = 'company' | 'workshop';

/** The service worker of public/sw.js, for the whole app (part2 §7: /sw.js with scope /). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // Private modes and old browsers refuse it: the app works the same, without push or the offline page.
    return null;
  }
}

/** What this browser allows: iOS Safari outside the home-screen app has no PushManager, so it reads 'unsupported'. */
export function pushPermission(): PushPermission {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The server's VAPID public key, or null when push is off there (then nothing is subscribed). */
export async function serverPushKey(scope: PushScope = 'company'): Promise<string | null> {
  const { publicKey } =
    scope === 'workshop'
      ? await api.get('/api/workshop/push/public-key')
      : await api.get('/api/push/public-key');
  return publicKey;
}

/**
 * After 'Ativar': asks the browser's permission (it must follow the click), then subscribes. 'dismissed' when the
 * browser's own question was closed without an answer.
 */
export async function enablePush(
  publicKey: string,
  scope: PushScope = 'company',
): Promise<'subscribed' | 'denied' | 'dismissed'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  await subscribePush(publicKey, scope);
  return 'subscribed';
}

/**
 * Subscribes this browser with the server's key (again when the key changed) and tells the API, which keeps one
 * subscription per browser: calling it on every start keeps the server's copy current.
 */
export async function subscribePush(publicKey: string, scope: PushScope = 'company'): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  const heldKey = keyText(subscription?.options.applicationServerKey) ?? subscribedKey();
  if (subscription && heldKey !== publicKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('the browser gave an incomplete subscription');
  const body = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  if (scope === 'workshop') await api.post('/api/workshop/push/subscriptions', { body });
  else await api.post('/api/push/subscriptions', { body });
  rememberSubscribedKey(publicKey);
}

/**
 * At sign-out: this browser stops receiving the person's pushes (the server forgets it, the browser drops it). With
 * the permission still granted, the next person to sign in here is subscribed again without being asked.
 */
export async function forgetPushSubscription(scope: PushScope = 'company'): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const body = { endpoint: subscription.endpoint };
  await (scope === 'workshop'
    ? api.delete('/api/workshop/push/subscriptions', { body })
    : api.delete('/api/push/subscriptions', { body })
  ).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
  rememberSubscribedKey(null);
}
